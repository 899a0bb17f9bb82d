import {
  FLOW_NODE_PAGE_SIZE,
  flowNodeSchema,
  flowSiteSchema,
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

/** The flow instance a node list is asked for: Filter `flowInstanceId=<id>` (the only filter this list takes). */
function instanceOf(filter: string | undefined): string {
  const clause = parseFilter(filter).find((c) => c.field === 'flowInstanceId' && c.op === '=');
  if (!clause?.values[0]) {
    throw new ValidationError([{ field: 'Filter', message: 'name the flow instance: flowInstanceId=<id>' }]);
  }
  return clause.values[0];
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
      const nodes = await new KyselyFlowNodeRepository(db, sessionOf(request).tenantId).listByInstance(
        instanceOf(request.query.Filter),
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
