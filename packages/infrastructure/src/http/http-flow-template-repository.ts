import {
  type BiddingMethod,
  type FlowTemplate,
  type FlowTemplateDraft,
  type FlowTemplateRepository,
  type FlowTemplateStepLine,
  type FlowTemplateVersion,
  flowTemplateListSchema,
  flowTemplateSchema,
  flowTemplateStepLineSchema,
  flowTemplateVersionListSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const FLOW_TEMPLATE = '/api/services/app/FlowTemplate';

/** What a 404 of a version means: no template of the method, or no such version of it. */
const missing = (biddingMethod: string, version: number | undefined) => ({
  entity: 'Flow template',
  id: version === undefined ? biddingMethod : `${biddingMethod} version ${version}`,
});
const versionParams = (biddingMethod: string, version: number | undefined) => ({
  biddingMethod,
  ...(version === undefined ? {} : { version }),
});

/** The versioned flow templates over the API (FlowTemplate/*, ADR 0013); refusals arrive as typed errors. */
export class HttpFlowTemplateRepository implements FlowTemplateRepository {
  constructor(private readonly api: HttpClient) {}

  listCurrent(): Promise<FlowTemplate[]> {
    return this.api.get(`${FLOW_TEMPLATE}/GetAll`, { schema: flowTemplateListSchema });
  }

  get(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplate> {
    return this.api.get(`${FLOW_TEMPLATE}/Get`, {
      params: versionParams(biddingMethod, version),
      schema: flowTemplateSchema,
      notFound: missing(biddingMethod, version),
    });
  }

  listVersions(biddingMethod: BiddingMethod): Promise<FlowTemplateVersion[]> {
    return this.api.get(`${FLOW_TEMPLATE}/GetVersions`, {
      params: { biddingMethod },
      schema: flowTemplateVersionListSchema,
    });
  }

  save(draft: FlowTemplateDraft): Promise<FlowTemplate> {
    return this.api.post(`${FLOW_TEMPLATE}/Save`, draft, { schema: flowTemplateSchema });
  }

  stepLine(biddingMethod: BiddingMethod, version?: number): Promise<FlowTemplateStepLine> {
    return this.api.get(`${FLOW_TEMPLATE}/GetStepLine`, {
      params: versionParams(biddingMethod, version),
      schema: flowTemplateStepLineSchema,
      notFound: missing(biddingMethod, version),
    });
  }
}
