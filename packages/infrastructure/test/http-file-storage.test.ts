import { NotFoundError, NotPermittedError, UnauthenticatedError, ValidationError } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFileStorage } from '../src/http/http-file-storage';
import { clientsFor, failureOf, signIn, startServer, type TestServer } from './real-server';

describe('HttpFileStorage against the real server (§7 AbpAliOss and the signed upload)', () => {
  let server: TestServer;
  let storage: HttpFileStorage;
  let tenant1Storage: HttpFileStorage;
  const bytes = new TextEncoder().encode('%PDF-1.4\n% 采购需求文件\n'.repeat(50));

  beforeAll(async () => {
    server = await startServer();
    const agent = clientsFor(server.url);
    await signIn(agent.clients, agent.tokens, 'agent', 3);
    storage = new HttpFileStorage(agent.clients.api);
    const other = clientsFor(server.url);
    await signIn(other.clients, other.tokens, 'admin', 1);
    tenant1Storage = new HttpFileStorage(other.clients.api);
  });
  afterAll(() => server?.close());

  const pdf = () => new Blob([bytes], { type: 'application/pdf' });

  it('GetSign → upload → GetDownUrl → download the same bytes → Delete → NotFoundError', async () => {
    const sign = await storage.getUploadSign({
      dir: 'projects/5',
      fileName: '采购需求文件.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });
    expect(sign).toMatchObject({
      accessId: 'tender-local',
      dir: 'projects/5/',
      contentTypes: ['application/pdf'],
    });
    expect(sign.key.startsWith('projects/5/')).toBe(true);

    const stored = await storage.upload(sign, pdf());
    expect(stored).toMatchObject({
      key: sign.key,
      fileName: '采购需求文件.pdf',
      contentType: 'application/pdf',
      size: bytes.length,
    });

    // eHonors.fileId holds the key; the URL is absolute, signed and needs no token.
    const url = await storage.getDownloadUrl(stored.key);
    expect(url.startsWith(`${server.url}/api/oss/download/${stored.id}?`)).toBe(true);
    const download = await fetch(url);
    expect(download.status).toBe(200);
    expect(new Uint8Array(await download.arrayBuffer())).toEqual(bytes);
    expect(download.headers.get('content-disposition')).toContain(
      `filename*=UTF-8''${encodeURIComponent('采购需求文件.pdf')}`,
    );

    await storage.delete(stored.key);
    expect(await failureOf(storage.getDownloadUrl(stored.key))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(storage.delete(String(stored.id)))).toBeInstanceOf(NotFoundError);
    expect((await fetch(url)).status).toBe(404);
  });

  it('uploads to a chosen key inside the directory with its own file name', async () => {
    const sign = await storage.getUploadSign({ dir: 'projects/6' });
    const stored = await storage.upload(sign, pdf(), {
      key: 'projects/6/协议.pdf',
      fileName: '委托协议（盖章）.pdf',
    });
    expect(stored).toMatchObject({ key: 'projects/6/协议.pdf', fileName: '委托协议（盖章）.pdf' });
  });

  it('a refused hint is a ValidationError naming it; a broken signature is NotPermittedError', async () => {
    const refused = await failureOf(
      storage.getUploadSign({ dir: 'projects/5', contentType: 'application/x-msdownload' }),
    );
    expect(refused).toBeInstanceOf(ValidationError);
    expect((refused as ValidationError).fields.map((f) => f.field)).toEqual(['contentType']);
    const sign = await storage.getUploadSign({ dir: 'projects/5' });
    const flipped = `${sign.signature.startsWith('A') ? 'B' : 'A'}${sign.signature.slice(1)}`;
    const forged = await failureOf(storage.upload({ ...sign, signature: flipped }, pdf()));
    expect(forged).toBeInstanceOf(NotPermittedError);
    const outside = await failureOf(storage.upload(sign, pdf(), { key: 'projects/other/x.pdf' }));
    expect(outside).toBeInstanceOf(NotPermittedError);
  });

  it('another tenant’s file is NotFoundError; without a session GetSign is UnauthenticatedError', async () => {
    const sign = await storage.getUploadSign({ dir: 'projects/7', fileName: 'mine.pdf' });
    const stored = await storage.upload(sign, pdf());
    expect(await failureOf(tenant1Storage.getDownloadUrl(stored.key))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(tenant1Storage.delete(String(stored.id)))).toBeInstanceOf(NotFoundError);
    const anonymous = new HttpFileStorage(clientsFor(server.url).clients.api);
    expect(await failureOf(anonymous.getUploadSign({ dir: 'x' }))).toBeInstanceOf(UnauthenticatedError);
  });
});
