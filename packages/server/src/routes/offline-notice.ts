import {
  ConflictError,
  NotFoundError,
  noticeInputSchema,
  noticeSchema,
  pagedQuerySchema,
  pagedSchema,
} from '@tender/domain';
import { type Kysely, type Selectable, sql } from 'kysely';
import { z } from 'zod';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { type FilterFields, filterCondition } from '../db/filter-sql';
import type { Database } from '../db/schema';
import { sortingSql } from '../db/sorting-sql';
import { sanitizeUserHtml } from '../html/sanitize-user-html';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { assertRecordsWritable } from '../records/writable-project';

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
    publishTime: iso(row.publishTime),
  };
}

const idBody = z.object({ id: z.number().int().positive() });
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/** A notice of the tenant's live projects, for a change: 404 for anyone else's, 409 once published. */
async function draftOf(db: Kysely<Database>, tenantId: number, id: number) {
  const row = await db
    .selectFrom('notices as n')
    .innerJoin('projects as p', (join) =>
      join.onRef('p.id', '=', 'n.projectId').onRef('p.tenantId', '=', 'n.tenantId'),
    )
    .selectAll('n')
    .where('n.tenantId', '=', tenantId)
    .where('n.id', '=', id)
    .where('p.isDeleted', '=', false)
    .forUpdate()
    .executeTakeFirst();
  if (!row) throw new NotFoundError('Notice', id);
  if (row.publishTime !== null)
    throw new ConflictError('A published notice cannot change: publish a correction notice instead');
  return row;
}

/**
 * OfflineNotice/GetPaged (§7): the notices of the caller's tenant, of live projects only. `content` is
 * the staff's HTML, stored and returned as a JSON string — the UI sanitises it; this origin never serves
 * it as a page.
 */
export function registerOfflineNoticeRoutes(app: ZodApp, { db, config }: AppDeps): void {
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

  /*
   * Writing notices (issue 7: correct notice, result publicity and announcement). A notice is part of its
   * project's flow, so the rule of record writes applies (§6: the user may modify the current step, and
   * the project is running); the content is sanitised before it is stored.
   */
  app.post(
    '/api/services/app/OfflineNotice/CreateOrUpdate',
    { schema: { tags: ['OfflineNotice'], body: noticeInputSchema, response: { 200: abp(noticeSchema) } } },
    async (request) =>
      ok(
        await db.transaction().execute(async (trx) => {
          const scope = await scopeOf(trx, sessionOf(request));
          const { id, ...fields } = request.body;
          await assertRecordsWritable(trx, scope, fields.projectId);
          const values = {
            ...fields,
            content: sanitizeUserHtml(fields.content) ?? null,
            noticeTemplate: fields.noticeTemplate ?? null,
            netName: fields.netName ?? null,
            endTime: fields.endTime ?? null,
          };
          if (id === undefined) {
            const created = await trx
              .insertInto('notices')
              .values({
                ...values,
                tenantId: scope.tenantId,
                creationTime: config.clock(),
                publishTime: null,
              })
              .returningAll()
              .executeTakeFirstOrThrow();
            return toNotice(created);
          }
          const draft = await draftOf(trx, scope.tenantId, id);
          if (draft.projectId !== fields.projectId) await assertRecordsWritable(trx, scope, draft.projectId);
          const updated = await trx
            .updateTable('notices')
            .set(values)
            .where('tenantId', '=', scope.tenantId)
            .where('id', '=', id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toNotice(updated);
        }),
      ),
  );

  app.post(
    '/api/services/app/OfflineNotice/Publish',
    { schema: { tags: ['OfflineNotice'], body: idBody, response: { 200: abp(noticeSchema) } } },
    async (request) =>
      ok(
        await db.transaction().execute(async (trx) => {
          const scope = await scopeOf(trx, sessionOf(request));
          const draft = await draftOf(trx, scope.tenantId, request.body.id);
          await assertRecordsWritable(trx, scope, draft.projectId);
          const published = await trx
            .updateTable('notices')
            .set({ publishTime: config.clock() })
            .where('tenantId', '=', scope.tenantId)
            .where('id', '=', draft.id)
            .returningAll()
            .executeTakeFirstOrThrow();
          return toNotice(published);
        }),
      ),
  );

  app.delete(
    '/api/services/app/OfflineNotice/Delete',
    { schema: { tags: ['OfflineNotice'], querystring: idQuery, response: { 200: abp(z.null()) } } },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const scope = await scopeOf(trx, sessionOf(request));
        const draft = await draftOf(trx, scope.tenantId, request.query.id);
        await assertRecordsWritable(trx, scope, draft.projectId);
        await trx
          .deleteFrom('notices')
          .where('tenantId', '=', scope.tenantId)
          .where('id', '=', draft.id)
          .execute();
      });
      return ok(null);
    },
  );
}
