import type { WebSocket } from '@fastify/websocket';
import { NotPermittedError, UnauthenticatedError, ValidationError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { type AuthSession, resolveAccessToken } from '../auth/access-tokens';
import { failure } from '../http/envelope';
import { mapError } from '../http/error-handler';
import type { AppDeps } from '../http/zod-app';
import type { SignInBroadcaster } from './sign-in-broadcaster';
import { assertProjectOfTenant, projectOfFilter } from './sign-in-list';
import {
  type ClientMessage,
  type ConnectionQuery,
  clientMessageSchema,
  closeCodeOf,
} from './sign-in-messages';

export interface SignInSessionDeps extends AppDeps {
  readonly broadcaster: SignInBroadcaster;
  /** A client that has not authenticated by then is refused (4401). */
  readonly authenticateWithinMs: number;
}

type AuthenticateParams = Extract<ClientMessage, { method: 'authenticate' }>['params'];
type GetPagedParams = Extract<ClientMessage, { method: 'getPaged' }>['params'];

/**
 * One client of the sign-in WebSocket: it authenticates, then asks for a project's list and is sent
 * every new list of that project. Messages are handled one at a time, in order, so a client may send
 * authenticate and getPaged back to back. Any refusal is sent as an ABP failure envelope, then the
 * socket is closed with 4000 + the HTTP status (a missing or bad token 4401, another tenant's
 * project 4404 exactly like a missing one).
 */
export function openSignInSession(
  socket: WebSocket,
  request: FastifyRequest,
  connection: ConnectionQuery,
  deps: SignInSessionDeps,
): void {
  let session: AuthSession | undefined;
  let leave: (() => void) | undefined;
  let ended = false;
  let queue = Promise.resolve();

  const send = (frame: Buffer | string) => {
    if (socket.readyState === socket.OPEN) socket.send(frame, { binary: false });
  };
  const end = () => {
    ended = true;
    clearTimeout(authenticationDeadline);
    leave?.();
    leave = undefined;
  };
  const refuse = (error: unknown) => {
    if (ended) return;
    end();
    const mapped = mapError(error);
    if (mapped.status >= 500) request.log.error({ err: error }, 'sign-in feed failed');
    else request.log.info({ code: mapped.error.code }, 'sign-in feed refused');
    send(JSON.stringify(failure(mapped.error, mapped.unAuthorizedRequest ?? false)));
    socket.close(closeCodeOf(mapped.status), mapped.error.code);
  };
  const authenticationDeadline = setTimeout(
    () => refuse(new UnauthenticatedError('Authenticate first: send {"method": "authenticate", …}')),
    deps.authenticateWithinMs,
  );

  const authenticate = async (params: AuthenticateParams) => {
    if (session) throw new ValidationError([{ field: 'method', message: 'already authenticated' }]);
    const resolved = await resolveAccessToken(deps.db, params.token, deps.config.clock());
    if (!resolved) throw new UnauthenticatedError('The access token is invalid, expired or revoked');
    if (params.tenantId !== undefined && params.tenantId !== resolved.tenantId) {
      throw new NotPermittedError('The access token belongs to another tenant');
    }
    session = resolved;
    clearTimeout(authenticationDeadline);
  };

  const subscribe = async (params: GetPagedParams) => {
    if (!session) throw new UnauthenticatedError('Authenticate first: send {"method": "authenticate", …}');
    const projectId = projectOfFilter(params.Filter);
    if (connection.projectId !== undefined && connection.projectId !== projectId) {
      const message = `names project ${projectId}, but the connection is for project ${connection.projectId}`;
      throw new ValidationError([{ field: 'params.Filter', message }]);
    }
    await assertProjectOfTenant(deps.db, session.tenantId, projectId);
    // A later getPaged replaces the earlier subscription.
    leave?.();
    leave = undefined;
    const joined = await deps.broadcaster.subscribe(
      { tenantId: session.tenantId, projectId, query: params },
      send,
    );
    if (ended) joined();
    else leave = joined;
  };

  const handle = async (data: unknown) => {
    const message = clientMessageSchema.parse(jsonOf(data));
    if (message.method === 'authenticate') await authenticate(message.params);
    else await subscribe(message.params);
  };

  socket.on('message', (data) => {
    if (ended) return;
    queue = queue.then(() => (ended ? undefined : handle(data))).catch(refuse);
  });
  socket.on('close', end);
}

function jsonOf(data: unknown): unknown {
  try {
    return JSON.parse(Buffer.isBuffer(data) ? data.toString('utf8') : String(data));
  } catch {
    throw new ValidationError([{ field: 'message', message: 'must be JSON: {"method": …, "params": {…}}' }]);
  }
}
