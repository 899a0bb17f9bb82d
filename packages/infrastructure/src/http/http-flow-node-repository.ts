import {
  clause,
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

/** The steps of a project's flow instance and their child sites (§7 EProjectFlowNode, page size 100 §9). */
export class HttpFlowNodeRepository implements FlowNodeRepository {
  constructor(private readonly api: HttpClient) {}

  async listByInstance(flowInstanceId: string): Promise<FlowNode[]> {
    const page = await this.api.get(`${FLOW_NODE}/GetPaged`, {
      params: {
        Filter: formatFilter([clause('flowInstanceId', '=', flowInstanceId)]),
        Sorting: BY_SORT,
        MaxResultCount: FLOW_NODE_PAGE_SIZE,
      },
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
    return this.api.get(`${FLOW_NODE}/GetSiteListByInstanceId`, {
      params: { InstanceId: flowInstanceId, Sorting: BY_SORT },
      schema: siteListSchema,
    });
  }
}
