import {
  type Blacklisting,
  certificateWarningEnd,
  type LibraryEntry,
  type LibraryEntryFields,
  type LibraryKind,
  type LibraryListCriteria,
  type Paged,
} from '@tender/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import type { Database, LibraryEntriesTable } from '../../db/schema';
import { jsonValue } from '../row-values';
import { holdingWord } from './library-keyword';
import { LIBRARY_ENTRY_COLUMNS, libraryEntryColumns, libraryEntryOf } from './library-row-mapper';

/** Codes looked up in one statement, entries added in one: well below PostgreSQL's 65,535 parameters. */
const LOOKUP_CHUNK = 1_000;
const INSERT_CHUNK = 500;
function chunksOf<T>(items: readonly T[], size: number): T[][] {
  const chunks: T[][] = [];
  for (let start = 0; start < items.length; start += size) chunks.push(items.slice(start, start + size));
  return chunks;
}

/** One library (bidders, agencies or purchasers) of one tenant (§1; migration 0014). */
export class KyselyLibraryStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
    private readonly kind: LibraryKind,
  ) {}

  private entries() {
    return this.db
      .selectFrom('libraryEntries')
      .where('tenantId', '=', this.tenantId)
      .where('kind', '=', this.kind);
  }

  async findById(id: number, today: string): Promise<LibraryEntry | undefined> {
    const row = await this.entries().select(LIBRARY_ENTRY_COLUMNS).where('id', '=', id).executeTakeFirst();
    return row && libraryEntryOf(row, today);
  }

  /** The entry holding a credit code, if any: the unique key of a library. */
  async findByCreditCode(creditCode: string): Promise<{ id: number; name: string } | undefined> {
    return this.entries().select(['id', 'name']).where('creditCode', '=', creditCode).executeTakeFirst();
  }

  /** The entries holding any of these credit codes, by code (an import refuses them, naming the holder). */
  async holdersOf(creditCodes: readonly string[]): Promise<Map<string, { id: number; name: string }>> {
    const holders = new Map<string, { id: number; name: string }>();
    for (const codes of chunksOf(creditCodes, LOOKUP_CHUNK)) {
      const rows = await this.entries()
        .select(['id', 'name', 'creditCode'])
        .where('creditCode', 'in', codes)
        .execute();
      for (const row of rows) holders.set(row.creditCode, { id: row.id, name: row.name });
    }
    return holders;
  }

  /** The blacklistings of the entry of that exact name, if the library has one (a record names its bidder so). */
  async blacklistingsOf(name: string): Promise<Blacklisting[] | undefined> {
    const row = await this.entries().select('blacklistings').where('name', '=', name).executeTakeFirst();
    return row && (jsonValue(row.blacklistings) as Blacklisting[]);
  }

  /** The entries an export writes: the list's filters and sort, at most `limit`. */
  async list(
    criteria: Omit<LibraryListCriteria, 'MaxResultCount' | 'SkipCount'>,
    today: string,
    limit: number,
  ) {
    return (await this.page({ ...criteria, MaxResultCount: limit, SkipCount: 0 }, today)).items;
  }

  /** One page of the library: a word, filters, the sort; standings as of `today`. */
  async page(criteria: LibraryListCriteria, today: string): Promise<Paged<LibraryEntry>> {
    let base = this.entries();
    if (criteria.Keyword) base = base.where(holdingWord(criteria.Keyword));
    if (criteria.Area) base = base.where('area', '=', criteria.Area);
    if (criteria.Industry) base = base.where('industry', '=', criteria.Industry);
    if (criteria.Blacklisted !== undefined) {
      const holding = sql<boolean>`exists (
        select 1 from jsonb_array_elements(blacklistings) b
        where b->>'from' <= ${today} and (b->>'until' is null or b->>'until' >= ${today}))`;
      base = base.where(criteria.Blacklisted ? holding : sql<boolean>`not ${holding}`);
    }
    if (criteria.CertificateState) {
      const warnUntil = certificateWarningEnd(today);
      const first = sql`first_certificate_expiry`;
      base = base.where(
        criteria.CertificateState === 'expired'
          ? sql<boolean>`${first} < ${today}::date`
          : criteria.CertificateState === 'expiring'
            ? sql<boolean>`${first} between ${today}::date and ${warnUntil}::date`
            : sql<boolean>`${first} > ${warnUntil}::date`,
      );
    }
    const [column, direction] = criteria.Sorting.split(' ') as ['name' | 'creationTime', 'asc' | 'desc'];
    const rows = await base
      .select(LIBRARY_ENTRY_COLUMNS)
      .orderBy(column, direction)
      .orderBy('id', direction)
      .limit(criteria.MaxResultCount)
      .offset(criteria.SkipCount)
      .execute();
    // A page that is not full tells the total itself (a narrow search): no second pass to count.
    const short = rows.length < criteria.MaxResultCount && (rows.length > 0 || criteria.SkipCount === 0);
    const totalCount = short
      ? criteria.SkipCount + rows.length
      : (await base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow()).n;
    return { totalCount, items: rows.map((row) => libraryEntryOf(row, today)) };
  }

  async insert(fields: LibraryEntryFields, who: { userId: number; now: Date }): Promise<number> {
    const { id } = await this.db
      .insertInto('libraryEntries')
      .values({
        tenantId: this.tenantId,
        kind: this.kind,
        ...libraryEntryColumns(this.kind, fields),
        creationTime: who.now,
        creatorUserId: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Adds entries in the given order, several to a statement; returns their stored rows in that order
   * (what the audit trail records of each, as of a create).
   */
  async insertMany(
    entries: readonly LibraryEntryFields[],
    who: { userId: number; now: Date },
  ): Promise<Selectable<LibraryEntriesTable>[]> {
    const stored: Selectable<LibraryEntriesTable>[] = [];
    for (const chunk of chunksOf(entries, INSERT_CHUNK)) {
      const rows = await this.db
        .insertInto('libraryEntries')
        .values(
          chunk.map((fields) => ({
            tenantId: this.tenantId,
            kind: this.kind,
            ...libraryEntryColumns(this.kind, fields),
            creationTime: who.now,
            creatorUserId: who.userId,
          })),
        )
        .returningAll()
        .execute();
      stored.push(...rows.sort((a, b) => a.id - b.id));
    }
    return stored;
  }

  /** Writes an entry if it still has `version`; false when it has another (or none). */
  async update(id: number, version: number, fields: LibraryEntryFields, now: Date): Promise<boolean> {
    const result = await this.db
      .updateTable('libraryEntries')
      .set({
        ...libraryEntryColumns(this.kind, fields),
        lastModificationTime: now,
        version: sql`version + 1`,
      })
      .where('tenantId', '=', this.tenantId)
      .where('kind', '=', this.kind)
      .where('id', '=', id)
      .where('version', '=', version)
      .executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}
