import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { startTestServer, type TestServer } from '../src/testing/start-test-server';

let server: TestServer;

beforeAll(async () => {
  const snapshot =
    process.env.TEST_DB === 'postgres'
      ? undefined
      : new Blob([new Uint8Array(await readFile(inject('pgliteSnapshot')))]);
  server = await startTestServer(
    process.env.TEST_DB === 'postgres'
      ? { databaseUrl: process.env.TEST_DATABASE_URL! }
      : { databaseUrl: '', snapshot },
  );
});
afterAll(() => server?.close());

describe('startTestServer (for other packages’ tests)', () => {
  it('listens on an ephemeral port of 127.0.0.1 over the demo data', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const login = await fetch(`${server.url}/api/TokenAuth/Authenticate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'Abp.TenantId': '3' },
      body: JSON.stringify({ userNameOrEmailAddress: 'agent', password: '123qwe' }),
    });
    expect(login.status).toBe(200);
    const { result } = (await login.json()) as { result: { accessToken: string } };
    const modules = await fetch(
      `${server.url}/api/services/app/AppModule/GetPaged?Filter=description%3Dmanage`,
      {
        headers: { authorization: `Bearer ${result.accessToken}`, 'Abp.TenantId': '3' },
      },
    );
    expect(modules.status).toBe(200);
    expect(((await modules.json()) as { result: { totalCount: number } }).result.totalCount).toBeGreaterThan(
      0,
    );
  });
});
