import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useTestApp } from './harness';

/** The API's JSON replies are compressed for clients that accept it (src/http/compression.ts). */
let token: string;

const harness = useTestApp();
beforeAll(async () => {
  token = (await login(harness.app, 'admin')).accessToken;
});

const LIST = '/api/services/app/Sproject/GetPaged?MaxResultCount=50&Sorting=id';
const WORKBENCH = '/api/services/app/Home/GetWorkbench';
const get = (url: string, acceptEncoding?: string) =>
  call(harness.app, {
    method: 'GET',
    url,
    token,
    tenantId: 3,
    headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
  });

describe('compressed replies', () => {
  it('sends a list as it is to a client that accepts no encoding', async () => {
    const plain = await get(LIST);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect((await get(LIST, 'identity')).headers['content-encoding']).toBeUndefined();
    expect(plain.json().result.items.length).toBeGreaterThan(10);
  });

  // The list is a kept reply compressed once per encoding (src/http/kept-body.ts); the workbench goes
  // through the compression plugin.
  it.each([
    [LIST, 'br', brotliDecompressSync],
    [LIST, 'gzip', gunzipSync],
    [WORKBENCH, 'br', brotliDecompressSync],
    [WORKBENCH, 'gzip', gunzipSync],
  ] as const)(
    'sends %s as %s, several times smaller, the same each time',
    async (url, encoding, decompress) => {
      const plain = await get(url);
      const packed = await get(url, `${encoding}, deflate`);
      expect(packed.statusCode).toBe(200);
      expect(packed.headers['content-encoding']).toBe(encoding);
      expect(packed.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(packed.headers.vary).toMatch(/accept-encoding/i);
      expect(packed.rawPayload.length * 3).toBeLessThan(plain.rawPayload.length);
      expect(JSON.parse(decompress(packed.rawPayload).toString('utf8'))).toEqual(plain.json());
      const again = await get(url, encoding);
      expect(JSON.parse(decompress(again.rawPayload).toString('utf8'))).toEqual(plain.json());
    },
  );

  it('prefers what the client prefers: gzip over br when br is refused', async () => {
    const reply = await get(LIST, 'br;q=0, gzip');
    expect(reply.headers['content-encoding']).toBe('gzip');
  });

  it('leaves a small reply as it is', async () => {
    const reply = await get('/api/services/app/Sproject/GetProjectNum', 'br, gzip');
    expect(reply.rawPayload.length).toBeLessThan(1024);
    expect(reply.headers['content-encoding']).toBeUndefined();
  });

  it('never decompresses a request body: a compressed body is refused, nothing is written', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/services/app/Sproject/CreateOrUpdate',
      token,
      tenantId: 3,
      headers: { 'content-type': 'application/json', 'content-encoding': 'gzip' },
      payload: Buffer.from([0x1f, 0x8b, 0x08, 0x00]),
    });
    expect(reply.statusCode).toBeGreaterThanOrEqual(400);
    expect(reply.statusCode).toBeLessThan(500);
  });
});
