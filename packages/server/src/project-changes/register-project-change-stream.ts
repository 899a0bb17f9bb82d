import type { FastifyReply, FastifyRequest } from 'fastify';
import { resolveAccessToken } from '../auth/access-tokens';
import { sessionOf } from '../auth/authenticate-request';
import type { AppDeps, ZodApp } from '../http/zod-app';
import type { SignedInClients } from '../sign-in-feed/signed-in-clients';
import type { ProjectChangeStreams } from './project-change-streams';

export interface ProjectChangeStreamDeps extends AppDeps {
  readonly streams: ProjectChangeStreams;
  /** Told of identity changes, so an open stream ends once its token is revoked. */
  readonly signedIn: SignedInClients;
  /** A comment line this often keeps proxies from closing a quiet stream (default 25 s). */
  readonly heartbeatMs?: number;
}

const BEARER = /^Bearer\s+(\S+)$/i;
/** setTimeout's longest delay (about 24.8 days). */
const MAX_TIMER_MS = 2 ** 31 - 1;

/**
 * `GET /api/services/app/ProjectChanges/Watch`: a stream of Server-Sent Events that says `projects` each
 * time projects of the caller's tenant change, by anyone, in any process (ADR 0011). It carries no data
 * (lists re-ask their own queries), so it shows nothing another tenant could use, and authenticates like
 * every API call (bearer header, tenant header). A stream ends when its token no longer holds, and at
 * shutdown; clients reconnect.
 */
export function registerProjectChangeStream(app: ZodApp, deps: ProjectChangeStreamDeps): void {
  const open = new Set<() => void>();
  app.addHook('preClose', async () => {
    for (const end of [...open]) end();
    deps.streams.close();
  });
  app.get(
    '/api/services/app/ProjectChanges/Watch',
    {
      config: { access: 'project.query' },
      schema: {
        tags: ['ProjectChanges'],
        description:
          'Server-Sent Events: `event: projects` whenever projects of the caller’s tenant change (no data: lists ask again).',
      },
    },
    (request, reply) => watch(request, reply, deps, open),
  );
}

function watch(
  request: FastifyRequest,
  reply: FastifyReply,
  deps: ProjectChangeStreamDeps,
  open: Set<() => void>,
) {
  const session = sessionOf(request);
  const token = BEARER.exec(request.headers.authorization ?? '')?.[1] ?? '';
  const raw = reply.raw;
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    'x-accel-buffering': 'no',
    'x-request-id': request.id,
  });
  const write = (text: string) => {
    if (!raw.writableEnded) raw.write(text);
  };
  write('retry: 3000\n\nevent: ready\ndata: {}\n\n');
  const heartbeat = setInterval(() => write(': keep-alive\n\n'), deps.heartbeatMs ?? 25_000);
  heartbeat.unref();
  // No longer than its token: the client's next connection is authenticated again.
  const expiry = setTimeout(
    () => end(),
    Math.min(Math.max(0, session.expiresAt.getTime() - deps.config.clock().getTime()), MAX_TIMER_MS),
  );
  expiry.unref();
  const leave = deps.streams.add(session.tenantId, () => write('event: projects\ndata: {}\n\n'));
  const forget = deps.signedIn.add(session.tenantId, () => {
    void resolveAccessToken(deps.db, token, deps.config.clock()).then(
      (still) => {
        if (!still) end();
      },
      () => end(),
    );
  });
  const end = () => {
    clearInterval(heartbeat);
    clearTimeout(expiry);
    leave();
    forget();
    open.delete(end);
    if (!raw.writableEnded) raw.end();
  };
  open.add(end);
  request.raw.on('close', end);
}
