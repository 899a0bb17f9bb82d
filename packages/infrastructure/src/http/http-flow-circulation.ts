import {
  type CirculationReply,
  type CirculationRequest,
  circulationReplySchema,
  type FlowCirculation,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/**
 * Moves a project's flow (§7 Sproject/CirculationProjectFlowById). The server decides the move again on
 * what it stores, so only the request goes over the wire, not the move the client decided. The reply's
 * code is a result, not a failure: "1" moved, "3"/"4" refused with a message for the user (§4) — the use
 * cases interpret it. Only transport and HTTP failures reject (a BLOCKED or CONFLICT envelope becomes its
 * typed error).
 */
export class HttpFlowCirculation implements FlowCirculation {
  constructor(private readonly api: HttpClient) {}

  circulate(request: CirculationRequest): Promise<CirculationReply> {
    return this.api.post('/api/services/app/Sproject/CirculationProjectFlowById', request, {
      schema: circulationReplySchema,
      notFound: { entity: 'Project', id: request.projectId },
    });
  }
}
