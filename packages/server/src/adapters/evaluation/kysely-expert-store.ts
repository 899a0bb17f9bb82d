import type { Expert, ExpertFields, ExpertListCriteria, Paged } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime, jsonValue } from '../row-values';

/** Who writes, and when. */
export interface ExpertWriter {
  readonly userId: number;
  readonly now: Date;
}

const COLUMNS = [
  'id',
  'name',
  'speciality',
  'company',
  'phone',
  'avoidCompanies',
  'active',
  'creationTime',
  'version',
] as const;

/** The expert library of one tenant (migration 0023). All the SQL of the area. */
export class KyselyExpertStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** A page by name (domain compareExperts), filtered as expertMatches does. */
  async page(criteria: ExpertListCriteria): Promise<Paged<Expert>> {
    let query = this.db.selectFrom('experts').where('tenantId', '=', this.tenantId);
    if (criteria.Keyword) {
      const word = `%${criteria.Keyword.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;
      query = query.where((eb) =>
        eb.or([eb(sql`lower(name)`, 'like', word), eb(sql`lower(company)`, 'like', word)]),
      );
    }
    if (criteria.Speciality) query = query.where('speciality', '=', criteria.Speciality);
    if (criteria.Active !== undefined) query = query.where('active', '=', criteria.Active);
    const [rows, total] = await Promise.all([
      query
        .select(COLUMNS)
        .orderBy('name')
        .orderBy('id')
        .limit(criteria.MaxResultCount)
        .offset(criteria.SkipCount)
        .execute(),
      query.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { totalCount: total.n, items: rows.map(expertOf) };
  }

  async findById(id: number): Promise<Expert | undefined> {
    const row = await this.db
      .selectFrom('experts')
      .select(COLUMNS)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    return row && expertOf(row);
  }

  /** Every active expert, as a draw reads them (in id order, domain drawExperts). */
  async active(): Promise<Expert[]> {
    const rows = await this.db
      .selectFrom('experts')
      .select(COLUMNS)
      .where('tenantId', '=', this.tenantId)
      .where('active', '=', true)
      .orderBy('id')
      .execute();
    return rows.map(expertOf);
  }

  async insert(fields: ExpertFields, who: ExpertWriter): Promise<number> {
    const { id } = await this.db
      .insertInto('experts')
      .values({
        ...fields,
        avoidCompanies: JSON.stringify(fields.avoidCompanies),
        tenantId: this.tenantId,
        creationTime: who.now,
        creatorUserId: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /** Writes the expert's fields if it still has `version`; false when it has another, or is none. */
  async update(id: number, version: number, fields: ExpertFields, who: ExpertWriter): Promise<boolean> {
    const result = await this.db
      .updateTable('experts')
      .set({
        ...fields,
        avoidCompanies: JSON.stringify(fields.avoidCompanies),
        lastModificationTime: who.now,
        lastModifierUserId: who.userId,
        version: sql`version + 1`,
      })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

type ExpertRow = Omit<Expert, 'creationTime' | 'avoidCompanies'> & {
  creationTime: Date;
  avoidCompanies: unknown;
};

function expertOf(row: ExpertRow): Expert {
  return {
    ...row,
    avoidCompanies: jsonValue(row.avoidCompanies) as string[],
    creationTime: isoTime(row.creationTime),
  };
}
