import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, openTestDatabase, type Reply } from './harness';

/**
 * Every reply carries the security headers (OWASP ASVS 5.0 V3.4): the web app, its files, the API, the
 * 404s, a 500, the API docs and the WebSocket's refusals. API replies are never cached.
 */
let database: TestDatabase;
let webDir: string;
let app: FastifyInstance;
let baseUrl: string;

const html = { accept: 'text/html' };

beforeAll(async () => {
  database = await openTestDatabase();
  webDir = await mkdtemp(join(tmpdir(), 'tender-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), '<!doctype html><div id="root"></div>');
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  app = await buildTestApp(database, { webDir }, undefined, (instance) => {
    instance.get('/api/test/fails', async () => {
      throw new Error('boom');
    });
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  baseUrl = `127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDir, { recursive: true, force: true });
});

type Headers = Reply['headers'] | IncomingMessage['headers'];

function expectSecurityHeaders(headers: Headers, what: string): void {
  const policy = String(headers['content-security-policy'] ?? '');
  expect(policy, what).toContain("frame-ancestors 'none'");
  expect(policy, what).toContain("object-src 'none'");
  expect(policy, what).toContain("base-uri 'self'");
  expect(policy, what).toMatch(/script-src 'self'(;|\s)/);
  expect(policy, what).not.toMatch(/script-src[^;]*'unsafe-(inline|eval)'/);
  expect(headers['x-content-type-options'], what).toBe('nosniff');
  expect(headers['referrer-policy'], what).toBe('no-referrer');
  expect(headers['x-powered-by'], what).toBeUndefined();
  // Served over plain http here: no HSTS, which would lock a LAN deployment out.
  expect(headers['strict-transport-security'], what).toBeUndefined();
}

/** A socket opened from a page at `origin`: resolves with the handshake's answer, refusal or not. */
function openSocketFrom(
  origin: string | undefined,
  host = baseUrl,
): Promise<{ status: number; headers: Headers }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`ws://${host}/middleware/signIn?ProjectId=1`, origin ? { origin } : {});
    socket.on('open', () => {
      socket.close();
      resolve({ status: 101, headers: {} });
    });
    socket.on('unexpected-response', (_request, response) => {
      resolve({ status: response.statusCode ?? 0, headers: response.headers });
      response.resume();
      socket.terminate();
    });
    socket.on('error', reject);
  });
}

describe('security headers', () => {
  it('are on the web app, its files, its routes, the API, 404s, a 500 and the API docs', async () => {
    const replies: [string, Reply][] = [
      ['/', await call(app, { method: 'GET', url: '/', headers: html })],
      ['/manage/index', await call(app, { method: 'GET', url: '/manage/index', headers: html })],
      ['asset', await call(app, { method: 'GET', url: '/assets/index-abc123.js' })],
      ['missing asset', await call(app, { method: 'GET', url: '/assets/gone.js' })],
      [
        'anonymous API',
        await call(app, { method: 'GET', url: '/api/services/app/Account/IsTenantAvailable?tenancyName=x' }),
      ],
      [
        'protected API, no token',
        await call(app, { method: 'GET', url: '/api/services/app/Session/GetCurrentLoginInformations' }),
      ],
      ['no such API', await call(app, { method: 'GET', url: '/api/services/app/Nothing/Here' })],
      ['a 500', await call(app, { method: 'GET', url: '/api/test/fails' })],
      [
        'bad body',
        await call(app, { method: 'POST', url: '/api/TokenAuth/Authenticate', payload: { password: 1 } }),
      ],
      ['NUL in a query', await call(app, { method: 'GET', url: '/workflow/x?name=%00' })],
      ['API docs', await call(app, { method: 'GET', url: '/api/docs' })],
      ['API document', await call(app, { method: 'GET', url: '/api/docs/json' })],
    ];
    const statuses = new Set(replies.map(([, reply]) => reply.statusCode));
    expect([...statuses]).toEqual(expect.arrayContaining([200, 400, 401, 404, 500]));
    for (const [what, reply] of replies) expectSecurityHeaders(reply.headers, what);
  });

  it('keep no API reply in any cache, while the web app keeps its own rules', async () => {
    for (const url of [
      '/api/services/app/Account/IsTenantAvailable?tenancyName=x',
      '/api/services/app/Session/GetCurrentLoginInformations',
      '/api/services/app/Nothing/Here',
      '/api/test/fails',
    ]) {
      expect((await call(app, { method: 'GET', url })).headers['cache-control'], url).toBe('no-store');
    }
    const asset = await call(app, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.headers['cache-control']).toContain('immutable');
  });

  it('give the API docs page no inline script and no framing', async () => {
    const page = await call(app, { method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expectSecurityHeaders(page.headers, 'docs page');
  });

  it('turn HSTS on when the app is configured as served over https', async () => {
    const overTls = await buildTestApp(database, { publicOrigins: ['https://tender.example.com'] });
    try {
      const reply = await call(overTls, { method: 'GET', url: '/api/services/app/Nothing' });
      expect(reply.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
    } finally {
      await overTls.close();
    }
  });
});

describe('the sign-in WebSocket’s origin (cross-site WebSocket hijacking)', () => {
  it('refuses a page of another site before the upgrade, with the security headers', async () => {
    const refused = await openSocketFrom('https://evil.example');
    expect(refused.status).toBe(403);
    expectSecurityHeaders(refused.headers, 'socket refusal');
  });

  it('opens for the app’s own pages and for clients that are no page', async () => {
    expect((await openSocketFrom(`http://${baseUrl}`)).status).toBe(101);
    expect((await openSocketFrom(undefined)).status).toBe(101);
  });

  it('opens for a configured public origin', async () => {
    const behindProxy = await buildTestApp(database, { publicOrigins: ['https://tender.example.com'] });
    try {
      await behindProxy.listen({ host: '127.0.0.1', port: 0 });
      const address = behindProxy.server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      const open = async (origin: string) => (await openSocketFrom(origin, `127.0.0.1:${port}`)).status;
      expect(await open('https://tender.example.com')).toBe(101);
      expect(await open('https://tender.example.com.evil.example')).toBe(403);
    } finally {
      await behindProxy.close();
    }
  });
});
