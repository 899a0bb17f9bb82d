import {
  objectionEntrySchema,
  objectionLogSchema,
  registerObjectionSchema,
  replyObjectionSchema,
} from '@tender/domain';
import { z } from 'zod';
import { auditOf } from '../audit/request-audit';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { ObjectionKeeping } from '../objections/objection-keeping';

const BASE = '/api/services/app/Objection';
const TAGS = ['Objection'];
const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });
const entry = { 200: abp(objectionEntrySchema) };

/**
 * Objection (异议/质疑, ADR 0022; not among §7's calls, so named in the same ABP style): a project's log
 * with each objection's reply clock, complaint window, the steps it suspends and its history, on the
 * server's clock; registering one as received (who may add records, record.add) and answering it (who
 * may edit them, record.edit), each a writable project's record write (ADR 0007), one transaction with
 * its history and its audit row (ADR 0012). Another tenant's project or objection is 404.
 */
export function registerObjectionRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new ObjectionKeeping(handle, scope, clock),
  );

  app.get(
    `${BASE}/GetList`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: TAGS,
        description:
          'The project’s objections, each with its reply clock, complaint window, the steps it suspends while unanswered and its history, at the server’s now.',
        querystring: projectQuery,
        response: { 200: abp(objectionLogSchema) },
      },
    },
    async (request) => ok(await (await read(request)).logOf(request.query.projectId)),
  );

  app.post(
    `${BASE}/Register`,
    {
      config: { access: 'record.add' },
      schema: {
        tags: TAGS,
        description:
          'Registers an objection as received: its reply clock starts and the steps it is about wait.',
        body: registerObjectionSchema,
        response: entry,
      },
    },
    async (request) => {
      const registered = await change(request, (log) => log.register(request.body));
      auditOf(request).record({ id: registered.objection.id, projectId: registered.objection.projectId });
      return ok(registered);
    },
  );

  app.post(
    `${BASE}/Reply`,
    {
      config: { access: 'record.edit' },
      schema: {
        tags: TAGS,
        description: 'Answers an objection (已处理): the suspension lifts and the complaint window opens.',
        body: replyObjectionSchema,
        response: entry,
      },
    },
    async (request) => {
      const answered = await change(request, (log) => log.reply(request.body));
      auditOf(request).record({ id: answered.objection.id, projectId: answered.objection.projectId });
      return ok(answered);
    },
  );
}
