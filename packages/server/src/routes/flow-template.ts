import {
  biddingMethodCodes,
  flowTemplateDraftSchema,
  flowTemplateListSchema,
  flowTemplateSchema,
  flowTemplateStepLineSchema,
  flowTemplateVersionListSchema,
  must,
} from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { KyselyFlowTemplateRepository } from '../adapters/flow-templates/kysely-flow-template-repository';
import { scopeOf } from '../adapters/request-scope';
import { auditOf } from '../audit/request-audit';
import { sessionOf } from '../auth/authenticate-request';
import { demandPermission } from '../auth/route-access';
import {
  auditedTemplateFields,
  saveFlowTemplateOnServer,
} from '../flow-templates/save-flow-template-on-server';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/FlowTemplate';
const TAGS = ['FlowTemplate'];

const methodQuery = z.object({
  biddingMethod: z.enum(biddingMethodCodes, { message: must('biddingMethod') }),
});
/** A version of a method's template; without `version`, the current one. */
const versionQuery = methodQuery.extend({ version: z.coerce.number().int().positive().optional() });

/**
 * FlowTemplate: the versioned flow template of each bidding method (§1 configurable step flow, ADR 0013)
 * — the current ones, one version, a method's versions, a save (a new version) and a step line to preview.
 * Its permissions are an administration area's, the Admin's alone (§6: settings are the Admin's).
 */
export function registerFlowTemplateRoutes(app: ZodApp, { db }: AppDeps): void {
  const templates = async (request: FastifyRequest) =>
    new KyselyFlowTemplateRepository(db, await scopeOf(db, sessionOf(request)));

  app.get(
    `${BASE}/GetAll`,
    {
      config: { access: 'flowTemplate.query' },
      schema: { tags: TAGS, response: { 200: abp(flowTemplateListSchema) } },
    },
    async (request) => ok(await (await templates(request)).listCurrent()),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'flowTemplate.get' },
      schema: { tags: TAGS, querystring: versionQuery, response: { 200: abp(flowTemplateSchema) } },
    },
    async (request) => {
      const { biddingMethod, version } = request.query;
      return ok(await (await templates(request)).get(biddingMethod, version));
    },
  );

  app.get(
    `${BASE}/GetVersions`,
    {
      config: { access: 'flowTemplate.query' },
      schema: {
        tags: TAGS,
        querystring: methodQuery,
        response: { 200: abp(flowTemplateVersionListSchema) },
      },
    },
    async (request) => ok(await (await templates(request)).listVersions(request.query.biddingMethod)),
  );

  app.get(
    `${BASE}/GetStepLine`,
    {
      config: { access: 'flowTemplate.get' },
      schema: { tags: TAGS, querystring: versionQuery, response: { 200: abp(flowTemplateStepLineSchema) } },
    },
    async (request) => {
      const { biddingMethod, version } = request.query;
      return ok(await (await templates(request)).stepLine(biddingMethod, version));
    },
  );

  app.post(
    `${BASE}/Save`,
    {
      // A method's first version creates its template; any later one edits it.
      config: { access: ['flowTemplate.add', 'flowTemplate.edit'] },
      schema: { tags: TAGS, body: flowTemplateDraftSchema, response: { 200: abp(flowTemplateSchema) } },
    },
    async (request) => {
      demandPermission(request, request.body.baseVersion === 0 ? 'flowTemplate.add' : 'flowTemplate.edit');
      const { saved, previous } = await db.transaction().execute(async (trx) => {
        const scope = await scopeOf(trx, sessionOf(request));
        return saveFlowTemplateOnServer(trx, scope, request.body);
      });
      // The template of a method is one entity whose versions are its history: the audit row names the
      // method and compares the version saved with the one it replaced.
      auditOf(request).record({
        entity: 'flowTemplate',
        id: saved.biddingMethod,
        before: auditedTemplateFields(previous),
        after: auditedTemplateFields(saved),
      });
      return ok(saved);
    },
  );
}
