import type { WebSocket } from '@fastify/websocket';
import { NotPermittedError, refusal, UnauthenticatedError, ValidationError } from '@tender/domain';
import type { FastifyRequest } from 'fastify';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { type AuthSession, resolveAccessToken } from '../auth/access-tokens';
import { accessRefusal } from '../auth/route-access';
import { failure } from '../http/envelope';
import { mapError } from '../http/error-handler';
import type { AppDeps } from '../http/zod-app';
import { sendBounded } from './bounded-send';
import type { SignInBroadcaster } from './sign-in-broadcaster';
import { projectOfFilter } from './sign-in-list';
import {
  type ClientMessage,
  type ConnectionQuery,
  clientMessageSchema,
  closeCodeOf,
} from './sign-in-messages';
import type { SignedInClients } from './signed-in-clients';

export interface SignInSessionDeps extends AppDeps {
  readonly broadcaster: SignInBroadcaster;
  /** Told of identity changes, so an open socket closes once its token is revoked. */
  readonly signedIn: SignedInClients;
  /** A client that has not authenticated by then is refused (4401). */
  readonly authenticateWithinMs: number;
}

type AuthenticateParams = Extract<ClientMessage, { method: 'authenticate' }>['params'];
type GetPagedParams = Extract<ClientMessage, { method: 'getPaged' }>['params'];

/** setTimeout's longest delay (about 24.8 days); a remembered token lives 30 days, so it is checked twice. */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * One client of the sign-in WebSocket: it authenticates, then asks for a project's list and is sent
 * every new list of that project. Messages are handled one at a time, in order, so a client may send
 * authenticate and getPaged back to back. Any refusal is sent as an ABP failure envelope, then the
 * socket is closed with 4000 + the HTTP status (a missing or bad token 4401, another tenant's
 * project 4404 exactly like a missing one). An authenticated socket checks its token again whenever
 * its tenant's identities change and when the token expires; once the token no longer holds, it is
 * refused (4401) like a bad one.
 */
export function openSignInSession(
  socket: WebSocket,
  request: FastifyRequest,
  connection: ConnectionQuery,
  deps: SignInSessionDeps,
): void {
  let session: AuthSession | undefined;
  let leave: (() => void) | undefined;
  let forget: (() => void) | undefined;
  let expiry: ReturnType<typeof setTimeout> | undefined;
  let ended = false;
  let queue = Promise.resolve();

  const send = (frame: Buffer | string) => {
    if (!sendBounded(socket, frame)) {
      request.log.warn({ userId: session?.userId ?? null }, 'sign-in feed cut: its client stopped reading');
      end();
    }
  };
  const end = () => {
    ended = true;
    clearTimeout(authenticationDeadline);
    clearTimeout(expiry);
    forget?.();
    forget = undefined;
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
      throw new NotPermittedError(refusal('tokenOfAnotherTenant'));
    }
    // The list is of step records: reading them is record.query (§6 action list, ADR 0014), as over HTTP.
    const denied = accessRefusal(resolved, 'record.query');
    if (denied) throw new NotPermittedError(denied);
    session = resolved;
    clearTimeout(authenticationDeadline);
    watchToken(params.token, resolved);
  };

  /** Keeps the socket no longer than its token: a check per identity change of the tenant and at expiry. */
  const watchToken = (token: string, resolved: AuthSession) => {
    const recheck = () => {
      queue = queue.then(() => (ended ? undefined : confirmToken())).catch(refuse);
    };
    const confirmToken = async () => {
      const still = await resolveAccessToken(deps.db, token, deps.config.clock());
      if (!still) throw new UnauthenticatedError('The access token has expired or was revoked');
      scheduleExpiry(still.expiresAt);
    };
    const scheduleExpiry = (expiresAt: Date) => {
      clearTimeout(expiry);
      const delay = Math.max(0, expiresAt.getTime() - deps.config.clock().getTime());
      expiry = setTimeout(recheck, Math.min(delay, MAX_TIMER_MS));
      expiry.unref();
    };
    forget = deps.signedIn.add(resolved.tenantId, recheck);
    scheduleExpiry(resolved.expiresAt);
  };

  const subscribe = async (params: GetPagedParams) => {
    if (!session) throw new UnauthenticatedError('Authenticate first: send {"method": "authenticate", …}');
    const projectId = projectOfFilter(params.Filter);
    if (connection.projectId !== undefined && connection.projectId !== projectId) {
      const message = `names project ${projectId}, but the connection is for project ${connection.projectId}`;
      throw new ValidationError([{ field: 'params.Filter', message }]);
    }
    await new KyselyProjectLookups(deps.db, session.tenantId).liveStatus(projectId);
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
