import {
  assertPublishable,
  ConflictError,
  NotFoundError,
  type Notice,
  type NoticeAttachment,
  type NoticeInput,
  type NoticeRepository,
  noticeInputSchema,
  type Paged,
  refusal,
} from '@tender/domain';
import { type Kysely, type Selectable, sql, type Updateable } from 'kysely';
import type { Clock } from '../../config';
import { type FilterFields, filterCondition } from '../../db/filter-sql';
import type { Database } from '../../db/schema';
import { sortingSql } from '../../db/sorting-sql';
import { sanitizeUserHtml } from '../../html/sanitize-user-html';
import type { PageQuery } from '../page-query';
import { isoTime, jsonValue } from '../row-values';

/** The Filter and Sorting fields of notices (§7 "Filter by id or by projectId", and a few more). */
const NOTICE_FIELDS: FilterFields = {
  id: { column: 'n.id', type: 'integer' },
  projectId: { column: 'n.projectId', type: 'integer' },
  noticeType: { column: 'n.noticeType', type: 'text' },
  title: { column: 'n.title', type: 'text' },
  netName: { column: 'n.netName', type: 'text' },
  creationTime: { column: 'n.creationTime', type: 'timestamp' },
  endTime: { column: 'n.endTime', type: 'timestamp' },
};

/** The largest page listByProject reads; a project has far fewer notices. */
const ALL_NOTICES = 1000;

export interface NoticeWriteRules {
  /** The server's time: a notice is created and published at it. */
  readonly clock: Clock;
  /**
   * The rule of record writes (ADR 0007), checked for the project before any of its notices changes;
   * it throws to refuse. The notice's type is given: a terminated tender's own notice stays writable
   * (ADR 0023).
   */
  readonly assertWritable: (projectId: number, noticeType: string) => Promise<void>;
  /**
   * The statutory bounds a notice keeps when it is published at `at` (ADR 0022), checked in the same
   * transaction before it is stamped; it throws to refuse, and nothing changes.
   */
  readonly assertLawful?: (notice: Notice, at: Date) => Promise<void>;
}

/**
 * The offline notices of one tenant's live projects (§7 OfflineNotice). `content` is the staff's HTML,
 * sanitised before it is stored and returned as a JSON string; a published notice never changes (409),
 * it is corrected by a new correction notice (ADR 0007).
 */
export class KyselyNoticeRepository implements NoticeRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
    private readonly rules: NoticeWriteRules,
  ) {}

  /** The notices of the tenant's live projects (§7 GetPaged), newest first unless Sorting says otherwise. */
  async getPaged(query: PageQuery): Promise<Paged<Notice>> {
    const base = this.live().where(filterCondition(query.Filter, NOTICE_FIELDS));
    const [rows, count] = await Promise.all([
      base
        .selectAll('n')
        .orderBy(sortingSql(query.Sorting, NOTICE_FIELDS, 'creationTime desc'))
        .orderBy('n.id', 'desc')
        .limit(query.MaxResultCount)
        .offset(query.SkipCount)
        .execute(),
      base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
    ]);
    return { totalCount: count.n, items: rows.map(toNotice) };
  }

  async listByProject(projectId: number): Promise<Notice[]> {
    const page = await this.getPaged({
      Filter: `projectId=${projectId}`,
      MaxResultCount: ALL_NOTICES,
      SkipCount: 0,
    });
    return page.items;
  }

  async getById(id: number): Promise<Notice> {
    const row = await this.live().selectAll('n').where('n.id', '=', id).executeTakeFirst();
    if (!row) throw new NotFoundError('Notice', id);
    return toNotice(row);
  }

  /** Creates a draft, or changes one (a notice moved to another project needs both to be writable). */
  async save(input: NoticeInput): Promise<Notice> {
    const { id, ...fields } = noticeInputSchema.parse(input);
    await this.rules.assertWritable(fields.projectId, fields.noticeType);
    const values = {
      ...fields,
      content: sanitizeUserHtml(fields.content) ?? null,
      noticeTemplate: fields.noticeTemplate ?? null,
      netName: fields.netName ?? null,
      endTime: fields.endTime ?? null,
      attachments: JSON.stringify(fields.attachments),
    };
    if (id === undefined) {
      const created = await this.db
        .insertInto('notices')
        .values({ ...values, tenantId: this.tenantId, creationTime: this.rules.clock(), publishTime: null })
        .returningAll()
        .executeTakeFirstOrThrow();
      return toNotice(created);
    }
    const draft = await this.draft(id);
    if (draft.projectId !== fields.projectId)
      await this.rules.assertWritable(draft.projectId, draft.noticeType);
    return this.change(id, values);
  }

  async publish(id: number): Promise<Notice> {
    const draft = await this.draft(id);
    await this.rules.assertWritable(draft.projectId, draft.noticeType);
    const notice = toNotice(draft);
    assertPublishable(notice);
    const at = this.rules.clock();
    await this.rules.assertLawful?.(notice, at);
    return this.change(id, { publishTime: at });
  }

  async delete(id: number): Promise<void> {
    const draft = await this.draft(id);
    await this.rules.assertWritable(draft.projectId, draft.noticeType);
    await this.db.deleteFrom('notices').where('tenantId', '=', this.tenantId).where('id', '=', id).execute();
  }

  /** The tenant's notices of live projects (aliased n). */
  private live() {
    return this.db
      .selectFrom('notices as n')
      .innerJoin('projects as p', (join) =>
        join.onRef('p.id', '=', 'n.projectId').onRef('p.tenantId', '=', 'n.tenantId'),
      )
      .where('n.tenantId', '=', this.tenantId)
      .where('p.isDeleted', '=', false);
  }

  /** A notice of a live project, locked for a change: 404 for anyone else's, 409 once published. */
  private async draft(id: number) {
    const row = await this.live().selectAll('n').where('n.id', '=', id).forUpdate().executeTakeFirst();
    if (!row) throw new NotFoundError('Notice', id);
    if (row.publishTime !== null) throw new ConflictError(refusal('publishedNotice'));
    return row;
  }

  private async change(id: number, values: Updateable<Database['notices']>): Promise<Notice> {
    const row = await this.db
      .updateTable('notices')
      .set(values)
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return toNotice(row);
  }
}

function toNotice(row: Selectable<Database['notices']>): Notice {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    noticeTemplate: row.noticeTemplate,
    content: row.content,
    noticeType: row.noticeType as Notice['noticeType'],
    netName: row.netName,
    endTime: isoTime(row.endTime),
    creationTime: isoTime(row.creationTime),
    publishTime: isoTime(row.publishTime),
    attachments: (jsonValue(row.attachments) as NoticeAttachment[] | null) ?? [],
  };
}
