import { randomUUID } from 'node:crypto';
import { ConflictError, chainNextIds, refusal } from '@tender/domain';
import type { Kysely } from 'kysely';
import { reserveIds } from '../../db/reserve-ids';
import type { Database } from '../../db/schema';

export interface StartedFlow {
  readonly flowInstanceId: string;
  readonly firstNodeId: number;
  readonly firstNodeName: string;
  /** The version of the template the flow was copied from. */
  readonly templateVersion: number;
}

/**
 * Gives a new project its own flow: a copy of the current version of its bidding method's template, steps
 * and child sites, chained by nextNodeId in their order with 0 on the last step (§3 flow node, on §7's
 * Sproject/CreateOrUpdate). The instance names the version row it was copied from (ADR 0013).
 */
export async function startFlowInstance(
  trx: Kysely<Database>,
  tenantId: number,
  biddingMethod: string,
): Promise<StartedFlow> {
  // The current version: running projects keep the version they were copied from (ADR 0013).
  const template = await trx
    .selectFrom('flowTemplates')
    .select(['id', 'version'])
    .where('tenantId', '=', tenantId)
    .where('biddingMethod', '=', biddingMethod)
    .orderBy('version', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!template) throw new ConflictError(refusal('noFlowTemplate', { method: biddingMethod }));
  const steps = await trx
    .selectFrom('flowTemplateNodes')
    .select(['id', 'nodeName', 'router', 'sort', 'isDisplay', 'flowRoles'])
    .where('tenantId', '=', tenantId)
    .where('templateId', '=', template.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (steps.length === 0)
    throw new ConflictError(refusal('flowTemplateWithoutSteps', { method: biddingMethod }));
  const flowInstanceId = randomUUID();
  const nodeIds = await reserveIds(trx, 'flow_nodes', steps.length);
  const nextIds = chainNextIds(nodeIds);
  await trx
    .insertInto('flowInstances')
    .values({
      id: flowInstanceId,
      tenantId,
      templateId: template.id,
      biddingMethod,
      creationTime: new Date(),
    })
    .execute();
  await trx
    .insertInto('flowNodes')
    .values(
      steps.map((s, k) => ({
        id: nodeIds[k]!,
        tenantId,
        flowInstanceId,
        nodeName: s.nodeName,
        router: s.router,
        sort: k + 1,
        isDisplay: s.isDisplay,
        flowRoles: s.flowRoles,
        nextNodeId: nextIds[k]!,
      })),
    )
    .execute();
  const sites = await trx
    .selectFrom('flowTemplateSites')
    .select(['templateNodeId', 'siteName', 'siteUrl', 'sort'])
    .where('tenantId', '=', tenantId)
    .where(
      'templateNodeId',
      'in',
      steps.map((s) => s.id),
    )
    .execute();
  if (sites.length > 0) {
    const nodeOf = new Map(steps.map((s, k) => [s.id, nodeIds[k]!]));
    await trx
      .insertInto('flowSites')
      .values(
        sites.map(({ templateNodeId, ...site }) => ({
          ...site,
          tenantId,
          nodeId: nodeOf.get(templateNodeId)!,
        })),
      )
      .execute();
  }
  return {
    flowInstanceId,
    firstNodeId: nodeIds[0]!,
    firstNodeName: steps[0]!.nodeName,
    templateVersion: template.version,
  };
}
