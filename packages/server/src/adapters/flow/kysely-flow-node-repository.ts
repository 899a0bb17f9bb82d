import type { FlowNode, FlowNodeRepository, FlowSite } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';

/**
 * An instance's steps with their sites, in one statement (a step's sites are few: json is cheaper than a
 * round trip), compiled once (queryTemplate): every move and every operation screen reads them.
 */
const stepsWithSites = queryTemplate(
  (db, { tenantId, flowInstanceId }: { tenantId: number; flowInstanceId: string }) =>
    db
      .selectFrom('flowNodes as n')
      .select([
        'n.id',
        'n.nodeName',
        'n.router',
        'n.sort',
        'n.isDisplay',
        'n.flowInstanceId',
        'n.flowRoles',
        'n.nextNodeId',
      ])
      // The json keys are spelled here: the camel-case plugin keeps nested keys as they come.
      .select(
        sql<FlowSite[]>`(
          select coalesce(json_agg(json_build_object('nodeId', s.node_id, 'siteName', s.site_name,
            'siteUrl', s.site_url, 'sort', s.sort) order by s.sort), '[]')
          from flow_sites as s where s.node_id = n.id and s.tenant_id = n.tenant_id)`.as('childNode'),
      )
      .where('n.tenantId', '=', tenantId)
      .where('n.flowInstanceId', '=', flowInstanceId)
      .orderBy('n.sort')
      .orderBy('n.id'),
);

/**
 * The steps of the tenant's flow instances (§7 EProjectFlowNode), in sort order, by instance or by
 * project. An instance's steps never change once created, so one repository (one request) reads each
 * instance once.
 */
export class KyselyFlowNodeRepository implements FlowNodeRepository {
  private readonly read = new Map<string, Promise<FlowNode[]>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async listByInstance(flowInstanceId: string): Promise<FlowNode[]> {
    let nodes = this.read.get(flowInstanceId);
    if (!nodes) {
      nodes = this.query(flowInstanceId);
      this.read.set(flowInstanceId, nodes);
      nodes.catch(() => this.read.delete(flowInstanceId));
    }
    // Copies, so a caller that reorders or edits its list cannot change another's.
    return (await nodes).map((node) => ({ ...node, childNode: [...node.childNode] }));
  }

  async listByProject(projectId: number): Promise<FlowNode[]> {
    const instance = await this.instanceOf(projectId);
    return instance ? this.listByInstance(instance) : [];
  }

  async sitesByProject(projectId: number): Promise<FlowSite[]> {
    const instance = await this.instanceOf(projectId);
    return instance ? this.sitesByInstance(instance) : [];
  }

  /** The flow instance of a project of this tenant that is not deleted, as its detail is found. */
  private async instanceOf(projectId: number): Promise<string | null> {
    const row = await this.db
      .selectFrom('projects')
      .select('flowInstanceId')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', projectId)
      .where('isDeleted', '=', false)
      .executeTakeFirst();
    return row?.flowInstanceId ?? null;
  }

  async listByInstances(flowInstanceIds: readonly string[]): Promise<FlowNode[]> {
    const lists = await Promise.all([...new Set(flowInstanceIds)].map((id) => this.listByInstance(id)));
    return lists.flat();
  }

  private query(flowInstanceId: string): Promise<FlowNode[]> {
    return stepsWithSites(this.db, { tenantId: this.tenantId, flowInstanceId });
  }

  async sitesByInstance(flowInstanceId: string): Promise<FlowSite[]> {
    return this.db
      .selectFrom('flowSites as s')
      .innerJoin('flowNodes as n', (join) =>
        join.onRef('n.id', '=', 's.nodeId').onRef('n.tenantId', '=', 's.tenantId'),
      )
      .select(['s.nodeId', 's.siteName', 's.siteUrl', 's.sort'])
      .where('s.tenantId', '=', this.tenantId)
      .where('n.flowInstanceId', '=', flowInstanceId)
      .orderBy('s.nodeId')
      .orderBy('s.sort')
      .execute();
  }
}
