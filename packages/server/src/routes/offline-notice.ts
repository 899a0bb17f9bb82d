import { noticeInputSchema, noticeSchema, pagedQuerySchema, pagedSchema } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { KyselyNoticeRepository } from '../adapters/notices/kysely-notice-repository';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { demandPermission } from '../auth/route-access';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { requestNotices } from '../notices/request-notices';

const BASE = '/api/services/app/OfflineNotice';
const TAGS = ['OfflineNotice'];
const idBody = z.object({ id: z.number().int().positive() });
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * OfflineNotice (§7): GetPaged lists the notices of the caller's tenant, of live projects only. `content`
 * is the staff's HTML, stored and returned as a JSON string — the UI sanitises it; this origin never
 * serves it as a page. Writing notices (correct notice, result publicity and announcement) follows the
 * rule of record writes (ADR 0007), each write in one transaction.
 */
export function registerOfflineNoticeRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const inTransaction = <T>(request: FastifyRequest, work: (notices: KyselyNoticeRepository) => Promise<T>) =>
    db.transaction().execute(async (trx) => {
      const scope = await scopeOf(trx, sessionOf(request));
      return work(requestNotices(trx, scope, config.clock));
    });

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'notice.query' },
      schema: {
        tags: TAGS,
        querystring: pagedQuerySchema,
        response: { 200: abp(pagedSchema(noticeSchema)) },
      },
    },
    async (request) => ok(await requestNotices(db, sessionOf(request), config.clock).getPaged(request.query)),
  );

  app.post(
    `${BASE}/CreateOrUpdate`,
    {
      config: { access: ['notice.add', 'notice.edit'] },
      schema: { tags: TAGS, body: noticeInputSchema, response: { 200: abp(noticeSchema) } },
    },
    async (request) => {
      demandPermission(request, request.body.id ? 'notice.edit' : 'notice.add');
      return ok(await inTransaction(request, (notices) => notices.save(request.body)));
    },
  );

  app.post(
    `${BASE}/Publish`,
    {
      config: { access: 'notice.enable' },
      schema: { tags: TAGS, body: idBody, response: { 200: abp(noticeSchema) } },
    },
    async (request) => ok(await inTransaction(request, (notices) => notices.publish(request.body.id))),
  );

  app.delete(
    `${BASE}/Delete`,
    {
      config: { access: 'notice.delete' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      await inTransaction(request, (notices) => notices.delete(request.query.id));
      return ok(null);
    },
  );
}
