import {
  pagedSchema,
  systemNoticeInputSchema,
  systemNoticeListQuerySchema,
  systemNoticePinSchema,
  systemNoticeSchema,
  systemNoticeSummarySchema,
  systemNoticeUnreadSchema,
  systemNoticeUpdateSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import {
  SYSTEM_NOTICE_ENTITY,
  SystemNoticeAdministration,
} from '../system-notices/system-notice-administration';

const BASE = `/api/services/app/${SYSTEM_NOTICE_ENTITY}`;
const TAGS = [SYSTEM_NOTICE_ENTITY];
const idQuery = z.object({ id: z.coerce.number().int().positive() });
const idBody = z.object({ id: z.number().int().positive() });

/**
 * SystemNotice (§1 system notices): every role reads the tenant's notices (sysNotice.query, .get) with
 * its own read state and unread count; the Admin publishes (sysNotice.add), edits with the version read,
 * pins and withdraws them (sysNotice.edit). Every query names the caller's tenant; each write runs in one
 * transaction and is audited (ADR 0012).
 */
export function registerSystemNoticeRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const notices = (request: FastifyRequest, handle: Kysely<Database> = db) =>
    new SystemNoticeAdministration(handle, sessionOf(request), config.clock);
  const change = <T>(request: FastifyRequest, work: (board: SystemNoticeAdministration) => Promise<T>) =>
    db.transaction().execute((trx) => work(notices(request, trx)));

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'sysNotice.query' },
      schema: {
        tags: TAGS,
        description: 'Pinned notices first, then the newest; each with the caller’s read state.',
        querystring: systemNoticeListQuerySchema,
        response: { 200: abp(pagedSchema(systemNoticeSummarySchema)) },
      },
    },
    async (request) => ok(await notices(request).page(request.query)),
  );

  app.get(
    `${BASE}/GetUnreadCount`,
    {
      config: { access: 'sysNotice.query' },
      schema: { tags: TAGS, response: { 200: abp(systemNoticeUnreadSchema) } },
    },
    async (request) => ok({ count: await notices(request).unreadCount() }),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'sysNotice.get' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(systemNoticeSchema) } },
    },
    async (request) => ok(await notices(request).get(request.query.id)),
  );

  app.post(
    `${BASE}/MarkRead`,
    {
      // A read mark is the reader's own bookkeeping, as a GET is: it changes nothing of the tenant's
      // record, and auditing every opening would bury the writes the trail is for (ADR 0017).
      config: { access: 'sysNotice.get', audit: false },
      schema: { tags: TAGS, body: idBody, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      await change(request, (board) => board.markRead(request.body.id));
      return ok(null);
    },
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'sysNotice.add' },
      schema: { tags: TAGS, body: systemNoticeInputSchema, response: { 200: abp(systemNoticeSchema) } },
    },
    async (request) => ok(await change(request, (board) => board.create(request.body))),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'sysNotice.edit' },
      schema: { tags: TAGS, body: systemNoticeUpdateSchema, response: { 200: abp(systemNoticeSchema) } },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      return ok(await change(request, (board) => board.update(id, version, fields)));
    },
  );

  app.post(
    `${BASE}/SetPinned`,
    {
      config: { access: 'sysNotice.edit' },
      schema: { tags: TAGS, body: systemNoticePinSchema, response: { 200: abp(systemNoticeSchema) } },
    },
    async (request) =>
      ok(await change(request, (board) => board.setPinned(request.body.id, request.body.pinned))),
  );

  app.post(
    `${BASE}/Withdraw`,
    {
      config: { access: 'sysNotice.edit' },
      schema: {
        tags: TAGS,
        description: 'Hides the notice from staff; administrators still read it, marked withdrawn.',
        body: idBody,
        response: { 200: abp(systemNoticeSchema) },
      },
    },
    async (request) => ok(await change(request, (board) => board.withdraw(request.body.id))),
  );
}
