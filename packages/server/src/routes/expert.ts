import {
  expertInputSchema,
  expertListQuerySchema,
  expertSchema,
  expertUpdateSchema,
  pagedSchema,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { sessionOf } from '../auth/authenticate-request';
import type { Database } from '../db/schema';
import { EXPERT_ENTITY, ExpertLibrary } from '../evaluation/expert-library';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = `/api/services/app/${EXPERT_ENTITY}`;
const TAGS = [EXPERT_ENTITY];
const idQuery = z.object({ id: z.coerce.number().int().positive() });

/**
 * Expert (the expert library, ADR 0019): who reads the libraries reads it (expert.query, .get); who keeps
 * them adds and edits experts (expert.add, .edit), an edit with the version read. Every query names the
 * caller's tenant; each write runs in one transaction and is audited (ADR 0012).
 */
export function registerExpertRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const library = (request: FastifyRequest, handle: Kysely<Database> = db) => {
    const session = sessionOf(request);
    return new ExpertLibrary(handle, session.tenantId, () => ({
      userId: session.userId,
      now: config.clock(),
    }));
  };
  const change = <T>(request: FastifyRequest, work: (experts: ExpertLibrary) => Promise<T>) =>
    db.transaction().execute((trx) => work(library(request, trx)));

  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'expert.query' },
      schema: {
        tags: TAGS,
        description: 'The experts by name; a word of the name or company, a speciality, active or retired.',
        querystring: expertListQuerySchema,
        response: { 200: abp(pagedSchema(expertSchema)) },
      },
    },
    async (request) => ok(await library(request).page(request.query)),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'expert.get' },
      schema: { tags: TAGS, querystring: idQuery, response: { 200: abp(expertSchema) } },
    },
    async (request) => ok(await library(request).get(request.query.id)),
  );

  app.post(
    `${BASE}/Create`,
    {
      config: { access: 'expert.add' },
      schema: { tags: TAGS, body: expertInputSchema, response: { 200: abp(expertSchema) } },
    },
    async (request) => ok(await change(request, (experts) => experts.create(request.body))),
  );

  app.post(
    `${BASE}/Update`,
    {
      config: { access: 'expert.edit' },
      schema: { tags: TAGS, body: expertUpdateSchema, response: { 200: abp(expertSchema) } },
    },
    async (request) => {
      const { id, version, ...fields } = request.body;
      return ok(await change(request, (experts) => experts.update(id, version, fields)));
    },
  );
}
