import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  BlockedError,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  type StoredToken,
  type TokenStore,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpEvents } from './http-events';

/**
 * The client's envelope and error mapping against a stub HTTP server on a real socket. The same paths are
 * exercised against the real API server in test/; this stub reaches replies that server cannot be made to
 * send on demand (a 502 from a proxy, a slow reply, a legacy numeric error code).
 */
type Handler = (
  request: IncomingMessage,
  body: string,
) => { status: number; body?: unknown; delayMs?: number };

const envelope = (result: unknown) => ({
  success: true,
  result,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});
const failure = (code: string | number, message: string, extra: Record<string, unknown> = {}) => ({
  success: false,
  result: null,
  error: { code, message, details: null, validationErrors: null, ...extra },
  unAuthorizedRequest: false,
  __abp: true,
});

const routes: Record<string, Handler> = {
  '/ok': () => ({ status: 200, body: envelope({ answer: 42 }) }),
  '/raw': () => ({ status: 200, body: { success: true, message: '1700000000000' } }),
  '/echo-headers': (request) => ({ status: 200, body: envelope(request.headers) }),
  '/echo-query': (request) => ({
    status: 200,
    body: envelope(new URL(request.url ?? '', 'http://x').search),
  }),
  '/validation': () => ({
    status: 400,
    body: failure('VALIDATION', 'Your request is not valid!', {
      validationErrors: [
        { message: 'is required', members: ['projectName'] },
        { message: 'too many', members: [] },
      ],
    }),
  }),
  '/unauthorized': () => ({ status: 401, body: failure('UNAUTHENTICATED', 'The token has expired') }),
  '/login-refused': () => ({
    status: 401,
    body: { ...failure('UNAUTHENTICATED', 'Wrong password'), result: { isLogin: true } },
  }),
  '/forbidden': () => ({
    status: 403,
    body: failure('NOT_PERMITTED', 'The tenant header names another tenant'),
  }),
  '/missing': () => ({ status: 404, body: failure('NOT_FOUND', 'Project 999 was not found') }),
  '/conflict': () => ({ status: 409, body: failure('CONFLICT', 'The project has moved on') }),
  '/in-use': () => ({
    status: 409,
    body: failure('CONFLICT', 'Role Clerk is in use', {
      details: 'user agent (李代理)\nflow template T, step S',
    }),
  }),
  '/blocked': () => ({
    status: 409,
    body: failure('BLOCKED', 'Blocked', { details: 'fewer than 3 suppliers\n1 unhandled objection' }),
  }),
  '/legacy-403': () => ({ status: 403, body: failure(0, 'Legacy forbidden') }),
  '/bad-gateway': () => ({ status: 502, body: '<html>Bad Gateway</html>' }),
  '/internal': () => ({
    status: 500,
    body: failure('INTERNAL', 'An internal error occurred during your request!'),
  }),
  '/success-false': () => ({ status: 200, body: failure('X', 'refused in a 200') }),
  '/slow': () => ({ status: 200, body: envelope(1), delayMs: 500 }),
  '/shape': () => ({ status: 200, body: envelope({ answer: 'forty-two' }) }),
};

/** Paths whose next request has its connection dropped without a reply, as a stale keep-alive socket is. */
const dropNext = new Set<string>();

let server: Server;
let baseURL: string;

beforeAll(async () => {
  server = createServer((request: IncomingMessage, response: ServerResponse) => {
    let body = '';
    request.on('data', (chunk) => {
      body += chunk;
    });
    request.on('end', () => {
      const path = new URL(request.url ?? '/', 'http://x').pathname.replace(/^\/svc/, '');
      if (dropNext.delete(path)) {
        request.socket.destroy();
        return;
      }
      const reply = routes[path]?.(request, body) ?? { status: 404, body: failure('NOT_FOUND', 'No route') };
      setTimeout(() => {
        const text = typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body);
        response.writeHead(reply.status, { 'content-type': 'application/json' }).end(text);
      }, reply.delayMs ?? 0);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseURL = `http://127.0.0.1:${(server.address() as AddressInfo).port}/svc/`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

function tokens(token: StoredToken | null = null): TokenStore {
  let stored = token;
  return {
    load: () => stored,
    save: (t) => {
      stored = t;
    },
    clear: () => {
      stored = null;
    },
  };
}

function client(options: { token?: StoredToken | null; timeoutMs?: number } = {}) {
  const events = new HttpEvents();
  const seen: string[] = [];
  events.on('unauthorized', (e) => seen.push(`unauthorized ${e.message}`));
  events.on('forbidden', (e) => seen.push(`forbidden ${e.message}`));
  const http = new HttpClient({
    baseURL,
    service: 'the test service',
    tokens: tokens(options.token ?? null),
    events,
    ...(options.timeoutMs ? { timeoutMs: options.timeoutMs } : {}),
  });
  return { http, seen };
}

async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}

describe('HttpClient: headers and the ABP envelope (§7)', () => {
  it('sends the bearer token and Abp.TenantId of the stored token', async () => {
    const { http } = client({ token: { accessToken: 't0k', expiresAt: Date.now() + 60_000, tenantId: 1 } });
    const headers = await http.get<Record<string, string>>('/echo-headers');
    expect(headers.authorization).toBe('Bearer t0k');
    expect(headers['abp.tenantid']).toBe('1');
  });

  it('sends the default tenant 3 and no bearer before login; a call may name its tenant and go anonymous', async () => {
    const { http } = client();
    const headers = await http.get<Record<string, string>>('/echo-headers');
    expect(headers.authorization).toBeUndefined();
    expect(headers['abp.tenantid']).toBe('3');
    const signedIn = client({
      token: { accessToken: 't0k', expiresAt: Date.now() + 60_000, tenantId: 3 },
    }).http;
    const login = await signedIn.get<Record<string, string>>('/echo-headers', {
      tenantId: 1,
      anonymous: true,
    });
    expect(login.authorization).toBeUndefined();
    expect(login['abp.tenantid']).toBe('1');
  });

  it('unwraps the result, passes a non-ABP body through, and serialises params', async () => {
    const { http } = client();
    expect(await http.get('/ok')).toEqual({ answer: 42 });
    expect(await http.get('/raw')).toEqual({ success: true, message: '1700000000000' });
    const search = await http.get<string>('/echo-query', {
      params: { Filter: 'mode=3,projectName~"a b"', MaxResultCount: 100 },
    });
    expect(Object.fromEntries(new URLSearchParams(search))).toEqual({
      Filter: 'mode=3,projectName~"a b"',
      MaxResultCount: '100',
    });
  });

  it('validates the result against a schema and calls a broken contract unavailable', async () => {
    const { http } = client();
    const schema = {
      safeParse: (input: unknown) =>
        typeof (input as { answer: unknown }).answer === 'number'
          ? { success: true as const, data: input as { answer: number } }
          : {
              success: false as const,
              error: { issues: [{ path: ['answer'], message: 'expected a number' }] },
            },
    };
    expect(await http.get('/ok', { schema })).toEqual({ answer: 42 });
    const error = await failureOf(http.get('/shape', { schema }));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.message).toContain('answer: expected a number');
  });
});

describe('HttpClient: failures become typed errors (§8)', () => {
  it('400 → ValidationError with one field error per member', async () => {
    const error = await failureOf(client().http.get('/validation'));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields).toEqual([
      { field: 'projectName', message: 'is required' },
      { field: '', message: 'too many' },
    ]);
  });

  it('401 → UnauthenticatedError and the unauthorized event', async () => {
    const { http, seen } = client();
    const error = await failureOf(http.get('/unauthorized'));
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(error.message).toBe('The token has expired');
    expect(seen).toEqual(['unauthorized The token has expired']);
  });

  it('401 with an isLogin result, or on a login attempt, fires no unauthorized event', async () => {
    const { http, seen } = client();
    expect(await failureOf(http.get('/login-refused'))).toBeInstanceOf(UnauthenticatedError);
    expect(await failureOf(http.get('/unauthorized', { loginAttempt: true }))).toBeInstanceOf(
      UnauthenticatedError,
    );
    expect(seen).toEqual([]);
  });

  it('403 → NotPermittedError and the forbidden event carrying the server message', async () => {
    const { http, seen } = client();
    const error = await failureOf(http.get('/forbidden'));
    expect(error).toBeInstanceOf(NotPermittedError);
    expect(seen).toEqual(['forbidden The tenant header names another tenant']);
    expect(await failureOf(http.get('/legacy-403'))).toBeInstanceOf(NotPermittedError);
  });

  it('404 → NotFoundError naming the entity and id the caller gave, with the server wording', async () => {
    const error = await failureOf(
      client().http.get('/missing', { notFound: { entity: 'Project', id: 999 } }),
    );
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ entity: 'Project', id: 999, message: 'Project 999 was not found' });
  });

  it('409 → ConflictError (what stands in the way one per line of details), or BlockedError likewise', async () => {
    const { http } = client();
    const conflict = await failureOf(http.get('/conflict'));
    expect(conflict).toBeInstanceOf(ConflictError);
    expect((conflict as ConflictError).details).toEqual([]);
    const inUse = await failureOf(http.get('/in-use'));
    expect(inUse).toMatchObject({ message: 'Role Clerk is in use' });
    expect((inUse as ConflictError).details).toEqual(['user agent (李代理)', 'flow template T, step S']);
    const blocked = await failureOf(http.get('/blocked'));
    expect(blocked).toBeInstanceOf(BlockedError);
    expect((blocked as BlockedError).messages).toEqual(['fewer than 3 suppliers', '1 unhandled objection']);
  });

  it('5xx, also as a proxy page, and success:false in a 200 → UnavailableError with a human message', async () => {
    const { http } = client();
    const gateway = await failureOf(http.get('/bad-gateway'));
    expect(gateway).toBeInstanceOf(UnavailableError);
    expect(gateway.message).toBe('The test service failed (HTTP 502). Try again later.');
    expect((await failureOf(http.get('/internal'))).message).toContain('HTTP 500');
    expect(await failureOf(http.get('/success-false'))).toBeInstanceOf(UnavailableError);
  });

  it('a time-out → UnavailableError saying how long it waited', async () => {
    const error = await failureOf(client({ timeoutMs: 100 }).http.get('/slow'));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.message).toBe('The test service did not answer within 100 ms. Try again later.');
  });

  it('a refused connection → UnavailableError naming the address, with the cause kept', async () => {
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((resolve) => closed.close(resolve));
    const http = new HttpClient({
      baseURL: `http://127.0.0.1:${port}`,
      service: 'the API server',
      tokens: tokens(),
    });
    const error = await failureOf(http.get('/anything'));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.message).toBe(
      `Cannot reach the API server at http://127.0.0.1:${port}: the connection was refused. Is the server running?`,
    );
    expect(error.cause).toBeDefined();
  });

  it('a GET on a dropped connection is sent once more; a POST is not (it may have taken effect)', async () => {
    const { http } = client();
    dropNext.add('/ok');
    expect(await http.get('/ok')).toEqual({ answer: 42 });
    dropNext.add('/ok');
    const error = await failureOf(http.post('/ok', { a: 1 }));
    expect(error).toBeInstanceOf(UnavailableError);
    expect(error.message).toMatch(/^The connection to the test service at .* was dropped\. Try again\.$/);
  });
});
