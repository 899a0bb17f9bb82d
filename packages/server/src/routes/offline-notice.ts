import { noticeSchema, pagedQuerySchema, pagedSchema } from '@tender/domain';
import { type Selectable, sql } from 'kysely';
import { sessionOf } from '../auth/authenticate-request';
import { type FilterFields, filterCondition } from '../db/filter-sql';
import type { Database } from '../db/schema';
import { sortingSql } from '../db/sorting-sql';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

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

const iso = (value: Date | null) => (value === null ? null : value.toISOString());

function toNotice(row: Selectable<Database['notices']>) {
  return {
    id: row.id,
    projectId: row.projectId,
    title: row.title,
    noticeTemplate: row.noticeTemplate,
    content: row.content,
    noticeType: row.noticeType,
    netName: row.netName,
    endTime: iso(row.endTime),
    creationTime: row.creationTime.toISOString(),
  };
}

/**
 * OfflineNotice/GetPaged (§7): the notices of the caller's tenant, of live projects only. `content` is
 * the staff's HTML, stored and returned as a JSON string — the UI sanitises it; this origin never serves
 * it as a page.
 */
export function registerOfflineNoticeRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    '/api/services/app/OfflineNotice/GetPaged',
    {
      schema: {
        tags: ['OfflineNotice'],
        querystring: pagedQuerySchema,
        response: { 200: abp(pagedSchema(noticeSchema)) },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const { Filter, Sorting, MaxResultCount, SkipCount } = request.query;
      const base = db
        .selectFrom('notices as n')
        .innerJoin('projects as p', (join) =>
          join.onRef('p.id', '=', 'n.projectId').onRef('p.tenantId', '=', 'n.tenantId'),
        )
        .where('n.tenantId', '=', tenantId)
        .where('p.isDeleted', '=', false)
        .where(filterCondition(Filter, NOTICE_FIELDS));
      const [rows, count] = await Promise.all([
        base
          .selectAll('n')
          .orderBy(sortingSql(Sorting, NOTICE_FIELDS, 'creationTime desc'))
          .orderBy('n.id', 'desc')
          .limit(MaxResultCount)
          .offset(SkipCount)
          .execute(),
        base.select(sql<number>`count(*)::int`.as('n')).executeTakeFirstOrThrow(),
      ]);
      return ok({ totalCount: count.n, items: rows.map(toNotice) });
    },
  );
}
