import type { AppModuleRecord } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { type FilterFields, filterCondition } from '../../db/filter-sql';
import type { Database } from '../../db/schema';
import { sortingSql } from '../../db/sorting-sql';
import type { PageQuery } from '../page-query';

/** The Filter and Sorting fields of the module list. */
const APP_MODULE_FIELDS: FilterFields = {
  name: { column: 'name', type: 'text' },
  port: { column: 'port', type: 'text' },
  route: { column: 'route', type: 'text' },
  description: { column: 'description', type: 'text' },
  sort: { column: 'sort', type: 'integer' },
};

/** A module's fields as the administrator writes them (§3 Module). */
export interface AppModuleFields {
  readonly name: string;
  readonly port: string | null;
  readonly route: string;
  readonly description: 'manage' | 'setting';
}

const RECORD_COLUMNS = ['id', 'name', 'port', 'route', 'description', 'sort', 'isEnabled'] as const;

/** The application modules of one tenant (§7 AppModule): the menus read them (§2), Admins arrange them. */
export class KyselyAppModuleStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** One page of the enabled modules, in their sort order unless Sorting says otherwise. */
  async getPaged(query: PageQuery) {
    const base = this.db
      .selectFrom('appModules')
      .where('tenantId', '=', this.tenantId)
      // A disabled module is not in the shell's list (its menus and sub-applications).
      .where('isEnabled', '=', true)
      .where(filterCondition(query.Filter, APP_MODULE_FIELDS));
    const [items, count] = await Promise.all([
      base
        .select(['name', 'port', 'route', 'description'])
        .orderBy(sortingSql(query.Sorting, APP_MODULE_FIELDS, 'sort asc'))
        .orderBy('id')
        .limit(query.MaxResultCount)
        .offset(query.SkipCount)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { totalCount: count.n, items };
  }

  /** Every module of the tenant, enabled or not, in the shell's order (administration). */
  async listAll(): Promise<AppModuleRecord[]> {
    return this.db
      .selectFrom('appModules')
      .select(RECORD_COLUMNS)
      .where('tenantId', '=', this.tenantId)
      .orderBy('sort')
      .orderBy('id')
      .execute();
  }

  async byId(id: number): Promise<AppModuleRecord | undefined> {
    return this.db
      .selectFrom('appModules')
      .select(RECORD_COLUMNS)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** The name of the module of the tenant that has this route, other than `exceptId`. */
  async nameOfRoute(route: string, exceptId?: number): Promise<string | undefined> {
    let query = this.db
      .selectFrom('appModules')
      .select('name')
      .where('tenantId', '=', this.tenantId)
      .where('route', '=', route);
    if (exceptId !== undefined) query = query.where('id', '!=', exceptId);
    return (await query.executeTakeFirst())?.name;
  }

  /** Inserts a module at the end of the order; undefined when its route is taken meanwhile. */
  async insert(fields: AppModuleFields): Promise<AppModuleRecord | undefined> {
    return this.db
      .insertInto('appModules')
      .values({
        tenantId: this.tenantId,
        ...fields,
        sort: sql<number>`(select coalesce(max(sort), 0) + 1 from app_modules where tenant_id = ${this.tenantId})`,
      })
      .onConflict((oc) => oc.columns(['tenantId', 'route']).doNothing())
      .returning(RECORD_COLUMNS)
      .executeTakeFirst();
  }

  async update(id: number, changes: Partial<AppModuleFields & { isEnabled: boolean }>) {
    return this.db
      .updateTable('appModules')
      .set(changes)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .returning(RECORD_COLUMNS)
      .executeTakeFirst();
  }

  /** Puts the named modules first, in this order; the others follow in the order they had. */
  async reorder(ids: readonly number[]): Promise<void> {
    const modules = await this.listAll();
    const named = new Set(ids);
    const order = [...ids, ...modules.map((m) => m.id).filter((id) => !named.has(id))];
    for (const [index, id] of order.entries()) {
      await this.db
        .updateTable('appModules')
        .set({ sort: index + 1 })
        .where('tenantId', '=', this.tenantId)
        .where('id', '=', id)
        .execute();
    }
  }
}
