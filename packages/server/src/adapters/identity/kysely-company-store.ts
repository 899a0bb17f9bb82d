import type { Company } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** A company's fields as the administrator writes them (AbpCompany/Create, Update). */
export interface CompanyFields {
  readonly name: string;
  readonly code: string | null;
  readonly address: string | null;
  readonly phone: string | null;
}

/** The companies (agency offices) of one tenant (§3, §7 AbpCompany). */
export class KyselyCompanyStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async findById(id: number): Promise<Company | undefined> {
    return this.db
      .selectFrom('companies')
      .select(['id', 'name', 'code', 'address', 'phone'])
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  /** One page of the tenant's companies by name, optionally those whose name or code holds a word. */
  async page(query: { Keyword?: string | undefined; MaxResultCount: number; SkipCount: number }) {
    let base = this.db.selectFrom('companies').where('tenantId', '=', this.tenantId);
    if (query.Keyword) {
      const pattern = `%${query.Keyword.toLowerCase().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
      base = base.where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', pattern), eb(sql`lower(coalesce(code, ''))`, 'like', pattern)]),
      );
    }
    const [items, count] = await Promise.all([
      base
        .select(['id', 'name', 'code', 'address', 'phone'])
        .orderBy('name')
        .orderBy('id')
        .limit(query.MaxResultCount)
        .offset(query.SkipCount)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { totalCount: count.n, items };
  }

  async insert(fields: CompanyFields, now: Date): Promise<Company> {
    return this.db
      .insertInto('companies')
      .values({ tenantId: this.tenantId, ...fields, creationTime: now })
      .returning(['id', 'name', 'code', 'address', 'phone'])
      .executeTakeFirstOrThrow();
  }

  /** Writes a company of the tenant; undefined when there is none with that id. */
  async update(id: number, fields: CompanyFields): Promise<Company | undefined> {
    return this.db
      .updateTable('companies')
      .set(fields)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .returning(['id', 'name', 'code', 'address', 'phone'])
      .executeTakeFirst();
  }
}
