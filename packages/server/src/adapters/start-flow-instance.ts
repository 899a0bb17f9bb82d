import { randomUUID } from 'node:crypto';
import { ConflictError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { reserveIds } from '../db/reserve-ids';
import type { Database } from '../db/schema';

export interface StartedFlow {
  readonly flowInstanceId: string;
  readonly firstNodeId: number;
  readonly firstNodeName: string;
}

/**
 * Gives a new project its own flow: a copy of its bidding method's template steps and child sites,
 * chained by nextNodeId with 0 on the last step (§3 flow node, issue 3 CreateOrUpdate).
 */
export async function startFlowInstance(
  trx: Kysely<Database>,
  tenantId: number,
  biddingMethod: string,
): Promise<StartedFlow> {
  const template = await trx
    .selectFrom('flowTemplates')
    .select('id')
    .where('tenantId', '=', tenantId)
    .where('biddingMethod', '=', biddingMethod)
    .orderBy('id')
    .executeTakeFirst();
  if (!template) throw new ConflictError(`There is no flow template for the bidding method ${biddingMethod}`);
  const steps = await trx
    .selectFrom('flowTemplateNodes')
    .select(['id', 'nodeName', 'router', 'sort', 'isDisplay', 'flowRoles'])
    .where('tenantId', '=', tenantId)
    .where('templateId', '=', template.id)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  if (steps.length === 0) throw new ConflictError(`The flow template for ${biddingMethod} has no steps`);
  const flowInstanceId = randomUUID();
  const nodeIds = await reserveIds(trx, 'flow_nodes', steps.length);
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
        nextNodeId: nodeIds[k + 1] ?? 0,
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
  return { flowInstanceId, firstNodeId: nodeIds[0]!, firstNodeName: steps[0]!.nodeName };
}
