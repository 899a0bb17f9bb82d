import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestDatabase } from '../src/testing/test-database';
import { buildTestApp, call, openTestDatabase } from './harness';

/** The built web app is served at `/` with an SPA fallback (§2 routes); the services keep their 404s. */
let database: TestDatabase;
let webDir: string;
let app: FastifyInstance;
const INDEX = '<!doctype html><title>Tender</title><div id="root"></div>';
const BIG = `export const words = ${JSON.stringify('tender '.repeat(2000))};`;

beforeAll(async () => {
  database = await openTestDatabase();
  webDir = await mkdtemp(join(tmpdir(), 'tender-web-'));
  await mkdir(join(webDir, 'assets'));
  await writeFile(join(webDir, 'index.html'), INDEX);
  await writeFile(join(webDir, 'assets', 'index-abc123.js'), 'console.log("app")');
  await writeFile(join(webDir, 'assets', 'big-def456.js'), BIG);
  await writeFile(join(webDir, 'assets', 'big-def456.js.br'), brotliCompressSync(BIG));
  await writeFile(join(webDir, 'assets', 'big-def456.js.gz'), gzipSync(BIG));
  await writeFile(join(webDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  app = await buildTestApp(database, { webDir });
});
afterAll(async () => {
  await app.close();
  await database.close();
  await rm(webDir, { recursive: true, force: true });
});

const html = { accept: 'text/html,application/xhtml+xml' };

describe('the web app at /', () => {
  it('serves index.html at / and for any client-side route, never cached', async () => {
    for (const url of [
      '/',
      '/manage/index',
      '/user/login?redirect=%2Fhome%2Findex',
      '/home/project/detail',
    ]) {
      const reply = await call(app, { method: 'GET', url, headers: html });
      expect(reply.statusCode, url).toBe(200);
      expect(reply.body).toBe(INDEX);
      expect(reply.headers['content-type']).toMatch(/^text\/html/);
      expect(reply.headers['cache-control']).toBe('no-cache');
    }
  });

  it('serves built files, hashed assets cached for good', async () => {
    const asset = await call(app, { method: 'GET', url: '/assets/index-abc123.js' });
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log("app")');
    expect(asset.headers['cache-control']).toContain('immutable');
    expect((await call(app, { method: 'GET', url: '/favicon.svg' })).headers['cache-control']).toBe(
      'no-cache',
    );
  });

  it('sends the precompressed brotli or gzip file the build wrote, by the accept-encoding', async () => {
    const get = (encoding?: string) =>
      call(app, {
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: encoding ? { 'accept-encoding': encoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(BIG);
    const gz = await get('gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.rawPayload).toString()).toBe(BIG);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(BIG);
  });

  it('keeps enveloped 404s for the services, for missing files and for non-page requests', async () => {
    for (const url of ['/api/services/app/Nope/Get', '/middleware/nope', '/workflow/nope', '/auth/nope']) {
      const reply = await call(app, { method: 'GET', url, headers: html });
      expect(reply.statusCode, url).toBe(404);
      expect(reply.json()).toMatchObject({ success: false, error: { code: 'NOT_FOUND' }, __abp: true });
    }
    expect((await call(app, { method: 'GET', url: '/assets/missing.js' })).statusCode).toBe(404);
    expect((await call(app, { method: 'POST', url: '/manage/index', headers: html })).statusCode).toBe(404);
  });

  it('does not leave the web directory', async () => {
    const reply = await call(app, { method: 'GET', url: '/..%2f..%2fetc%2fpasswd' });
    expect(reply.statusCode).toBe(404);
    expect(reply.body).not.toContain('root:');
  });

  it('explains how to build the app when there is none', async () => {
    const bare = await buildTestApp(database, { webDir: join(webDir, 'missing') });
    const reply = await call(bare, { method: 'GET', url: '/', headers: html });
    expect(reply.statusCode).toBe(200);
    expect(reply.body).toContain('npm run build');
    expect((await call(bare, { method: 'GET', url: '/manage/index', headers: html })).statusCode).toBe(404);
    await bare.close();
  });
});
