import {
  FLOW_NODE_PAGE_SIZE,
  flowNodeSchema,
  flowSiteSchema,
  MAX_INSTANCES_PER_CALL,
  pagedSchema,
  parseFilter,
  ValidationError,
} from '@tender/domain';
import { z } from 'zod';
import { KyselyFlowNodeRepository } from '../adapters/kysely-flow-node-repository';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/EProjectFlowNode';

/**
 * The flow instances a node list is asked for: Filter `flowInstanceId=<id>` or `flowInstanceId=<a>|<b>`
 * (the only filter this list takes), at most MAX_INSTANCES_PER_CALL of them.
 */
function instancesOf(filter: string | undefined): string[] {
  const clause = parseFilter(filter).find((c) => c.field === 'flowInstanceId' && c.op === '=');
  const ids = clause?.values.filter((id) => id !== '') ?? [];
  if (ids.length === 0) {
    throw new ValidationError([{ field: 'Filter', message: 'name the flow instance: flowInstanceId=<id>' }]);
  }
  if (ids.length > MAX_INSTANCES_PER_CALL) {
    throw new ValidationError([
      { field: 'Filter', message: `name at most ${MAX_INSTANCES_PER_CALL} flow instances at once` },
    ]);
  }
  return ids;
}

/** EProjectFlowNode (§7): a flow instance's steps and child sites, tenant-scoped. */
export function registerFlowNodeRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    `${BASE}/GetPaged`,
    {
      schema: {
        tags: ['EProjectFlowNode'],
        querystring: z.object({
          Filter: z.string().max(2000).optional(),
          Sorting: z.string().max(200).optional(),
          MaxResultCount: z.coerce.number().int().min(1).max(1000).default(FLOW_NODE_PAGE_SIZE),
          SkipCount: z.coerce.number().int().min(0).default(0),
        }),
        response: { 200: abp(pagedSchema(flowNodeSchema)) },
      },
    },
    async (request) => {
      const nodes = await new KyselyFlowNodeRepository(db, sessionOf(request).tenantId).listByInstances(
        instancesOf(request.query.Filter),
      );
      const { SkipCount, MaxResultCount } = request.query;
      return ok({ totalCount: nodes.length, items: nodes.slice(SkipCount, SkipCount + MaxResultCount) });
    },
  );

  app.get(
    `${BASE}/GetSiteListByInstanceId`,
    {
      schema: {
        tags: ['EProjectFlowNode'],
        querystring: z.object({
          InstanceId: z.string().min(1).max(100),
          Sorting: z.string().max(200).optional(),
        }),
        response: { 200: abp(z.array(flowSiteSchema)) },
      },
    },
    async (request) =>
      ok(
        await new KyselyFlowNodeRepository(db, sessionOf(request).tenantId).sitesByInstance(
          request.query.InstanceId,
        ),
      ),
  );
}
