import type {
  Paged,
  SystemNotice,
  SystemNoticeFields,
  SystemNoticeListCriteria,
  SystemNoticeSummary,
} from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';
import { isoTime } from '../row-values';

/** Who reads: their own read state is read with each notice; withdrawn notices only for who keeps them. */
export interface SystemNoticeReader {
  readonly userId: number;
  readonly seesWithdrawn: boolean;
}

/** Who writes, and when. */
export interface SystemNoticeWriter {
  readonly userId: number;
  readonly now: Date;
}

/** The system notices of one tenant and their readers (§1; migration 0015). All the SQL of the area. */
export class KyselySystemNoticeStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** The notices the reader may see, with their author and the reader's read mark. */
  private visible(reader: SystemNoticeReader) {
    let query = this.db
      .selectFrom('systemNotices as n')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'n.creatorUserId').onRef('u.tenantId', '=', 'n.tenantId'),
      )
      .leftJoin('systemNoticeReads as r', (join) =>
        join.onRef('r.noticeId', '=', 'n.id').on('r.userId', '=', reader.userId),
      )
      .where('n.tenantId', '=', this.tenantId);
    if (!reader.seesWithdrawn) query = query.where('n.withdrawnTime', 'is', null);
    return query.select([
      'n.id',
      'n.title',
      'n.pinned',
      'n.creationTime',
      'u.name as authorName',
      'n.lastModificationTime',
      'n.withdrawnTime',
      'n.version',
      sql<boolean>`r.user_id is not null`.as('read'),
    ]);
  }

  /** One page in the list's order (domain compareSystemNotices): pinned first, then newest. */
  async page(
    criteria: SystemNoticeListCriteria,
    reader: SystemNoticeReader,
  ): Promise<Paged<SystemNoticeSummary>> {
    const rows = await this.visible(reader)
      .orderBy('n.pinned', 'desc')
      .orderBy('n.creationTime', 'desc')
      .orderBy('n.id', 'desc')
      .limit(criteria.MaxResultCount)
      .offset(criteria.SkipCount)
      .execute();
    // A page that is not full tells the total itself: no second pass to count.
    const short = rows.length < criteria.MaxResultCount && (rows.length > 0 || criteria.SkipCount === 0);
    let totalCount = criteria.SkipCount + rows.length;
    if (!short) {
      let count = this.db
        .selectFrom('systemNotices')
        .select(sql<number>`count(*)::int`.as('n'))
        .where('tenantId', '=', this.tenantId);
      if (!reader.seesWithdrawn) count = count.where('withdrawnTime', 'is', null);
      totalCount = (await count.executeTakeFirstOrThrow()).n;
    }
    return { totalCount, items: rows.map(summaryOf) };
  }

  async findById(id: number, reader: SystemNoticeReader): Promise<SystemNotice | undefined> {
    const row = await this.visible(reader).select('n.content').where('n.id', '=', id).executeTakeFirst();
    return row && { ...summaryOf(row), content: row.content };
  }

  /** The live notices the reader has no read mark for (withdrawn ones never count). */
  async unreadCount(userId: number): Promise<number> {
    const row = await this.db
      .selectFrom('systemNotices as n')
      .select(sql<number>`count(*)::int`.as('n'))
      .where('n.tenantId', '=', this.tenantId)
      .where('n.withdrawnTime', 'is', null)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('systemNoticeReads as r')
              .select('r.noticeId')
              .whereRef('r.noticeId', '=', 'n.id')
              .where('r.userId', '=', userId),
          ),
        ),
      )
      .executeTakeFirstOrThrow();
    return row.n;
  }

  /** The reader's read mark on a notice; a second one changes nothing. */
  async markRead(noticeId: number, who: SystemNoticeWriter): Promise<void> {
    await this.db
      .insertInto('systemNoticeReads')
      .values({ tenantId: this.tenantId, noticeId, userId: who.userId, readTime: who.now })
      .onConflict((conflict) => conflict.columns(['noticeId', 'userId']).doNothing())
      .execute();
  }

  async insert(fields: SystemNoticeFields, who: SystemNoticeWriter): Promise<number> {
    const { id } = await this.db
      .insertInto('systemNotices')
      .values({
        tenantId: this.tenantId,
        title: fields.title,
        content: fields.content,
        pinned: fields.pinned,
        creationTime: who.now,
        creatorUserId: who.userId,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    return id;
  }

  /**
   * Writes a notice's fields if it still has `version` (when one is given) and is not withdrawn; false
   * when it has another version, or none.
   */
  async update(
    id: number,
    changes: Partial<Pick<SystemNoticeFields, 'title' | 'content' | 'pinned'>> & { withdrawn?: true },
    who: SystemNoticeWriter,
    version?: number,
  ): Promise<boolean> {
    const { withdrawn, ...fields } = changes;
    let update = this.db
      .updateTable('systemNotices')
      .set({
        ...fields,
        ...(withdrawn ? { withdrawnTime: who.now } : {}),
        lastModificationTime: who.now,
        lastModifierUserId: who.userId,
        version: sql`version + 1`,
      })
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .where('withdrawnTime', 'is', null);
    if (version !== undefined) update = update.where('version', '=', version);
    const result = await update.executeTakeFirst();
    return result.numUpdatedRows > 0n;
  }
}

type SummaryRow = {
  id: number;
  title: string;
  pinned: boolean;
  creationTime: Date;
  authorName: string | null;
  lastModificationTime: Date | null;
  withdrawnTime: Date | null;
  version: number;
  read: boolean;
};

function summaryOf(row: SummaryRow): SystemNoticeSummary {
  return {
    id: row.id,
    title: row.title,
    pinned: row.pinned,
    creationTime: isoTime(row.creationTime),
    authorName: row.authorName,
    lastModificationTime: isoTime(row.lastModificationTime),
    withdrawnTime: isoTime(row.withdrawnTime),
    read: row.read,
    version: row.version,
  };
}
