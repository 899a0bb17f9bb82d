import {
  clause,
  type FilterClause,
  FLOW_NODE_PAGE_SIZE,
  type FlowNode,
  type FlowNodeRepository,
  type FlowSite,
  flowNodeSchema,
  flowSiteSchema,
  formatFilter,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const nodePageSchema = pagedSchema(flowNodeSchema);
const siteListSchema = flowSiteSchema.array();
const FLOW_NODE = '/api/services/app/EProjectFlowNode';
/** Steps come back in flow order; the domain re-orders by nextNodeId anyway. */
const BY_SORT = 'sort asc';

/**
 * The steps of a project's flow instance and their child sites (§7 EProjectFlowNode, page size 100 §9),
 * by the instance's id or by the project's (Filter `projectId=<id>`, `ProjectId=<id>`).
 */
export class HttpFlowNodeRepository implements FlowNodeRepository {
  constructor(private readonly api: HttpClient) {}

  listByInstance(flowInstanceId: string): Promise<FlowNode[]> {
    return this.listWhere(clause('flowInstanceId', '=', flowInstanceId));
  }

  listByProject(projectId: number): Promise<FlowNode[]> {
    return this.listWhere(clause('projectId', '=', projectId));
  }

  private async listWhere(filter: FilterClause): Promise<FlowNode[]> {
    const page = await this.api.get(`${FLOW_NODE}/GetPaged`, {
      params: { Filter: formatFilter([filter]), Sorting: BY_SORT, MaxResultCount: FLOW_NODE_PAGE_SIZE },
      schema: nodePageSchema,
    });
    return page.items;
  }

  async listByInstances(flowInstanceIds: readonly string[]): Promise<FlowNode[]> {
    if (flowInstanceIds.length === 0) return [];
    // One call for all: the Filter's "|" alternatives (flowInstanceId=a|b|c), as many rows as they hold.
    const page = await this.api.get(`${FLOW_NODE}/GetPaged`, {
      params: {
        Filter: formatFilter([clause('flowInstanceId', '=', ...flowInstanceIds)]),
        Sorting: BY_SORT,
        MaxResultCount: 1000,
      },
      schema: nodePageSchema,
    });
    return page.items;
  }

  sitesByInstance(flowInstanceId: string): Promise<FlowSite[]> {
    return this.sites({ InstanceId: flowInstanceId });
  }

  sitesByProject(projectId: number): Promise<FlowSite[]> {
    return this.sites({ ProjectId: projectId });
  }

  private sites(of: { InstanceId: string } | { ProjectId: number }): Promise<FlowSite[]> {
    return this.api.get(`${FLOW_NODE}/GetSiteListByInstanceId`, {
      params: { ...of, Sorting: BY_SORT },
      schema: siteListSchema,
    });
  }
}
