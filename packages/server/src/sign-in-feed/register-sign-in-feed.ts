import websocket from '@fastify/websocket';
import { NotPermittedError, refusal } from '@tender/domain';
import type { DatabaseNotifications } from '../db/notifications';
import { isAllowedOrigin } from '../http/allowed-origin';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { SignInBroadcaster } from './sign-in-broadcaster';
import { loadSignInList } from './sign-in-list';
import { connectionQuerySchema, GOING_AWAY } from './sign-in-messages';
import { listenForSignIns } from './sign-in-notifications';
import { openSignInSession } from './sign-in-session';
import type { SignedInClients } from './signed-in-clients';

export interface SignInFeedDeps extends AppDeps {
  /** Where changes come from; without it the feed answers getPaged but pushes nothing. */
  readonly notifications?: DatabaseNotifications;
  /** The authenticated sockets, told of identity changes by the app's one identity listener. */
  readonly signedIn: SignedInClients;
  /** Default 10 s. */
  readonly authenticateWithinMs?: number;
}

/** Client messages are small; a larger one is refused by the socket (close 1009). */
const MAX_MESSAGE_BYTES = 16 * 1024;

/**
 * The middleware's sign-in WebSocket `GET /middleware/signIn` (§7): every client of a project
 * gets the new list whenever one of its sign-ins changes, whichever process wrote it. The database
 * trigger of migration 0002 notifies; this process listens from the moment the app is ready until it
 * closes, and closes its clients with 1001 on shutdown so that they reconnect elsewhere. `signedIn`
 * hears identity changes (migration 0009), so that a socket whose token was revoked is closed.
 */
export async function registerSignInFeed(app: ZodApp, deps: SignInFeedDeps): Promise<void> {
  const broadcaster = new SignInBroadcaster(
    (tenantId, query) => loadSignInList(deps.db, tenantId, query),
    (error) => app.log.error({ err: error }, 'could not push a sign-in list'),
  );

  // Before the plugin's own preClose, which would close the clients without a code.
  app.addHook('preClose', async () => {
    for (const client of app.websocketServer?.clients ?? []) client.close(GOING_AWAY, 'server shutting down');
  });
  await app.register(websocket, {
    options: { maxPayload: MAX_MESSAGE_BYTES },
    errorHandler: (error, socket, request) => {
      // A client breaking the protocol (an oversized or malformed frame): ws has closed the socket with
      // its code (1009, 1002); the server did nothing wrong, so no error and no stack in the log.
      const code = (error as Error & { code?: unknown }).code;
      if (typeof code === 'string' && code.startsWith('WS_ERR_')) {
        request.log.info({ code }, 'sign-in feed: a client broke the protocol');
        return;
      }
      request.log.error({ err: error }, 'sign-in feed failed');
      socket.terminate();
    },
  });

  let stopListening: (() => Promise<void>) | undefined;
  const { notifications } = deps;
  if (notifications) {
    app.addHook('onReady', async () => {
      stopListening = await listenForSignIns(notifications, deps.db, broadcaster, app.log);
    });
  }
  app.addHook('onClose', async () => {
    await stopListening?.();
  });

  app.get(
    '/middleware/signIn',
    {
      websocket: true,
      schema: { querystring: connectionQuerySchema, hide: true },
      // Refused before the upgrade, as a plain HTTP 403 that carries the security headers.
      preValidation: async (request) => {
        if (!isAllowedOrigin(request.headers.origin, request.headers.host, deps.config.publicOrigins)) {
          throw new NotPermittedError(
            refusal('socketOriginRefused', { origin: String(request.headers.origin) }),
          );
        }
      },
    },
    (socket, request) =>
      openSignInSession(socket, request, request.query, {
        ...deps,
        broadcaster,
        authenticateWithinMs: deps.authenticateWithinMs ?? 10_000,
      }),
  );
}
