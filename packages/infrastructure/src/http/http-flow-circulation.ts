import {
  type CirculationReply,
  type CirculationRequest,
  type FlowCirculation,
  UnavailableError,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/**
 * Moves a project's flow (§7 Sproject/CirculationProjectFlowById). The reply's code is a result, not a
 * failure: "1" moved, "3"/"4" refused with a message for the user (§4) — the use cases interpret it.
 * Only transport and HTTP failures reject (a BLOCKED or CONFLICT envelope becomes its typed error).
 */
export class HttpFlowCirculation implements FlowCirculation {
  constructor(private readonly api: HttpClient) {}

  async circulate(request: CirculationRequest): Promise<CirculationReply> {
    const reply = await this.api.post('/api/services/app/Sproject/CirculationProjectFlowById', request, {
      notFound: { entity: 'Project', id: request.projectId },
    });
    return replyOf(reply);
  }
}

function replyOf(value: unknown): CirculationReply {
  const reply = (typeof value === 'object' && value !== null ? value : {}) as Record<string, unknown>;
  // Legacy servers send the code as a number; the domain compares strings.
  const code = typeof reply.code === 'number' ? String(reply.code) : reply.code;
  if (typeof code !== 'string') {
    throw new UnavailableError('The API server sent a flow reply without a result code');
  }
  const currentNodeId = typeof reply.currentNodeId === 'number' ? reply.currentNodeId : null;
  return { code, msg: typeof reply.msg === 'string' ? reply.msg : '', currentNodeId };
}
