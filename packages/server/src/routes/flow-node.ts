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
import { KyselyFlowNodeRepository } from '../adapters/flow/kysely-flow-node-repository';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/EProjectFlowNode';

/** What a node list is asked for: some flow instances, or one project's flow. */
type AskedNodes = { readonly instances: string[] } | { readonly projectId: number };

/**
 * The flow instances a node list is asked for: Filter `flowInstanceId=<id>` or `flowInstanceId=<a>|<b>`,
 * at most MAX_INSTANCES_PER_CALL of them; or `projectId=<id>`, the flow of one project, so a screen can
 * ask for it beside the project instead of after it.
 */
function nodesAsked(filter: string | undefined): AskedNodes {
  const clauses = parseFilter(filter).filter((c) => c.op === '=');
  const project = clauses.find((c) => c.field === 'projectId')?.values;
  if (project) {
    const id = Number(project[0]);
    if (project.length !== 1 || !Number.isInteger(id) || id <= 0) {
      throw new ValidationError([{ field: 'Filter', message: 'projectId takes one project id' }]);
    }
    return { projectId: id };
  }
  const ids = clauses.find((c) => c.field === 'flowInstanceId')?.values.filter((id) => id !== '') ?? [];
  if (ids.length === 0) {
    throw new ValidationError([
      {
        field: 'Filter',
        message: 'name the flow instance or the project: flowInstanceId=<id> or projectId=<id>',
      },
    ]);
  }
  if (ids.length > MAX_INSTANCES_PER_CALL) {
    throw new ValidationError([
      { field: 'Filter', message: `name at most ${MAX_INSTANCES_PER_CALL} flow instances at once` },
    ]);
  }
  return { instances: ids };
}

/** EProjectFlowNode (§7): a flow instance's steps and child sites, tenant-scoped. */
export function registerFlowNodeRoutes(app: ZodApp, { db }: AppDeps): void {
  app.get(
    `${BASE}/GetPaged`,
    {
      config: { access: 'flow.query' },
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
      const flowNodes = new KyselyFlowNodeRepository(db, sessionOf(request).tenantId);
      const asked = nodesAsked(request.query.Filter);
      const nodes =
        'projectId' in asked
          ? await flowNodes.listByProject(asked.projectId)
          : await flowNodes.listByInstances(asked.instances);
      const { SkipCount, MaxResultCount } = request.query;
      return ok({ totalCount: nodes.length, items: nodes.slice(SkipCount, SkipCount + MaxResultCount) });
    },
  );

  app.get(
    `${BASE}/GetSiteListByInstanceId`,
    {
      config: { access: 'flow.query' },
      schema: {
        tags: ['EProjectFlowNode'],
        // By the flow instance (§7), or by the project whose flow it is.
        querystring: z
          .object({
            InstanceId: z.string().min(1).max(100).optional(),
            ProjectId: z.coerce.number().int().positive().optional(),
            Sorting: z.string().max(200).optional(),
          })
          .refine((query) => (query.InstanceId === undefined) !== (query.ProjectId === undefined), {
            message: 'name either the flow instance (InstanceId) or the project (ProjectId)',
            path: ['InstanceId'],
          }),
        response: { 200: abp(z.array(flowSiteSchema)) },
      },
    },
    async (request) => {
      const flowNodes = new KyselyFlowNodeRepository(db, sessionOf(request).tenantId);
      const { InstanceId, ProjectId } = request.query;
      return ok(
        await (ProjectId === undefined
          ? flowNodes.sitesByInstance(InstanceId ?? '')
          : flowNodes.sitesByProject(ProjectId)),
      );
    },
  );
}
