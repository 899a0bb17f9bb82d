import { request } from 'node:http';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, call, login, loginAll, testClock, useTestApp } from './harness';
import { errorOf, members, OSS, objectStoreCalls, pdf, result } from './support/object-store-calls';

const UPLOAD_LIMIT = 4096;

const clock = testClock();
const tokens: Record<string, string> = {};

const harness = useTestApp({ config: { clock: clock.clock, uploadLimit: UPLOAD_LIMIT } });
beforeAll(async () => {
  Object.assign(tokens, (await loginAll(harness.app, ['admin', 'agent', 'viewer'])).tokens);
});

const { getSign, upload, uploaded, downUrl } = objectStoreCalls(() => harness.app, tokens);

describe('AbpAliOss/GetSign (§7): an OSS-style signed upload policy', () => {
  it('signs a policy for the directory with size limit, content types and expiry', async () => {
    const sign = await getSign({ dir: 'projects/7/', bucket: 'tender-files', fileName: '需求.pdf' });
    expect(sign).toMatchObject({
      accessid: 'tender-local',
      host: '/api/oss/upload',
      dir: 'projects/7/',
      maxSize: UPLOAD_LIMIT,
      expire: Math.floor(clock.clock().getTime() / 1000) + 15 * 60,
    });
    expect(sign.key).toMatch(/^projects\/7\/[0-9a-f-]{36}\/需求\.pdf$/);
    expect(sign.signature).toMatch(/^[A-Za-z0-9+/]{43}=$/);
    const policy = JSON.parse(Buffer.from(sign.policy, 'base64').toString('utf8'));
    expect(policy.expiration).toBe(new Date(sign.expire * 1000).toISOString());
    expect(policy.conditions).toEqual([
      { bucket: 'tender-files' },
      ['content-length-range', 1, UPLOAD_LIMIT],
      ['starts-with', '$key', 'projects/7/'],
      ['in', '$content-type', sign.contentTypes],
    ]);
    expect(sign.contentTypes).toContain('application/pdf');
    expect(sign.contentTypes).not.toContain('image/svg+xml');
  });

  it('narrows the policy to the announced content type', async () => {
    const sign = await getSign({ dir: 'x', contentType: 'application/pdf' });
    expect(sign.contentTypes).toEqual(['application/pdf']);
  });

  it('refuses a directory that climbs out, a refused type and an oversize announcement, naming them', async () => {
    for (const [query, field] of [
      [{ dir: '../secrets' }, 'dir'],
      [{ dir: '/absolute' }, 'dir'],
      [{ dir: 'a\\b' }, 'dir'],
      [{ dir: 'ok', contentType: 'application/x-msdownload' }, 'contentType'],
      [{ dir: 'ok', size: String(UPLOAD_LIMIT + 1) }, 'size'],
      [{}, 'dir'],
    ] as const) {
      const reply = await call(harness.app, {
        method: 'GET',
        url: `${OSS}/GetSign`,
        query,
        token: tokens.agent,
      });
      expect(reply.statusCode, JSON.stringify(query)).toBe(400);
      expect(members(reply)).toEqual([field]);
    }
  });

  it('needs a token (401)', async () => {
    const reply = await call(harness.app, { method: 'GET', url: `${OSS}/GetSign`, query: { dir: 'x' } });
    expect(reply.statusCode).toBe(401);
  });
});

describe('upload → GetDownUrl → download → Delete', () => {
  it('stores the bytes, serves them through an expiring signed URL, and deletes them', async () => {
    const stored = await uploaded('采购需求文件.pdf', pdf, 'application/pdf');
    expect(stored).toMatchObject({ fileName: '采购需求文件.pdf', size: pdf.length });
    expect(stored.sha256).toMatch(/^[0-9a-f]{64}$/);

    const link = await downUrl(stored.id);
    expect(link.statusCode, link.body).toBe(200);
    const { url, expire, fileName, contentType, size } = result(link);
    expect({ fileName, contentType, size }).toEqual({
      fileName: '采购需求文件.pdf',
      contentType: 'application/pdf',
      size: pdf.length,
    });
    expect(expire).toBe(Math.floor(clock.clock().getTime() / 1000) + 15 * 60);
    expect(url).toMatch(
      new RegExp(`^/api/oss/download/${stored.id}\\?tenant=3&expires=${expire}&signature=`),
    );

    // The link works without a token (an <a href> carries none).
    const download = await harness.app.inject({ method: 'GET', url });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.equals(pdf)).toBe(true);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-disposition']).toBe(
      `inline; filename="______.pdf"; filename*=UTF-8''${encodeURIComponent('采购需求文件.pdf')}`,
    );

    // The key (what eHonors.fileId holds) names the object as well as its id.
    expect(result(await downUrl(stored.key)).id).toBe(stored.id);

    const deleted = await call(harness.app, {
      method: 'DELETE',
      url: `${OSS}/Delete`,
      query: { id: String(stored.id) },
      token: tokens.agent,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect((await downUrl(stored.id)).statusCode).toBe(404);
    expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(404);
    const again = await call(harness.app, {
      method: 'DELETE',
      url: `${OSS}/Delete`,
      query: { id: String(stored.id) },
      token: tokens.agent,
    });
    expect(again.statusCode).toBe(404);
  });

  it('serves HTML only as a sandboxed attachment, never sniffed', async () => {
    const html = Buffer.from('<script>alert(document.cookie)</script>');
    const stored = await uploaded('notice.html', html, 'text/html; charset=utf-8');
    const download = await harness.app.inject({ method: 'GET', url: result(await downUrl(stored.id)).url });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(download.headers['content-disposition']).toMatch(/^attachment; filename="notice\.html"/);
    expect(download.headers['x-content-type-options']).toBe('nosniff');
    expect(download.headers['content-security-policy']).toBe("default-src 'none'; sandbox");
  });

  it('keeps the file name sent in x-oss-filename, and refuses a second upload to the same key (409)', async () => {
    const sign = await getSign({ dir: 'projects/8' });
    const first = await upload(sign, sign.key, pdf, 'application/pdf', {
      'x-oss-filename': encodeURIComponent('委托协议 (盖章).pdf'),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect(result(first).fileName).toBe('委托协议 (盖章).pdf');
    const second = await upload(sign, sign.key, pdf, 'application/pdf');
    expect(second.statusCode).toBe(409);
    expect(errorOf(second).code).toBe('CONFLICT');
  });

  it('a download link that was changed or has expired is 403', async () => {
    const stored = await uploaded('a.pdf', pdf, 'application/pdf');
    const other = await uploaded('b.pdf', pdf, 'application/pdf');
    const { url } = result(await downUrl(stored.id));
    const tampered = [
      url.replace(`/download/${stored.id}?`, `/download/${other.id}?`),
      url.replace('tenant=3', 'tenant=1'),
      url.replace(/expires=(\d+)/, (_: string, e: string) => `expires=${Number(e) + 3600}`),
      url.replace(/signature=(.)/, (_: string, c: string) => `signature=${c === 'A' ? 'B' : 'A'}`),
    ];
    for (const bad of tampered) {
      const reply = await harness.app.inject({ method: 'GET', url: bad });
      expect(reply.statusCode, bad).toBe(403);
      expect(reply.json().error.code).toBe('NOT_PERMITTED');
    }
    clock.advance(15 * 60 + 1);
    try {
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      clock.advance(-(15 * 60 + 1));
    }
  });

  it('only the uploader or an Admin may delete a file (403)', async () => {
    const stored = await uploaded('mine.pdf', pdf, 'application/pdf', 'agent');
    const refused = await call(harness.app, {
      method: 'DELETE',
      url: `${OSS}/Delete`,
      query: { id: stored.key },
      token: tokens.viewer,
    });
    expect(refused.statusCode).toBe(403);
    const byAdmin = await call(harness.app, {
      method: 'DELETE',
      url: `${OSS}/Delete`,
      query: { id: stored.key },
      token: tokens.admin,
    });
    expect(byAdmin.statusCode, byAdmin.body).toBe(200);
  });

  it('another tenant cannot see, link or delete the object (404)', async () => {
    const stored = await uploaded('tenant3.pdf', pdf, 'application/pdf');
    for (const id of [String(stored.id), stored.key]) {
      expect((await downUrl(id, 'otherTenant')).statusCode).toBe(404);
      const del = await call(harness.app, {
        method: 'DELETE',
        url: `${OSS}/Delete`,
        query: { id },
        token: tokens.otherTenant,
      });
      expect(del.statusCode).toBe(404);
    }
    expect((await downUrl(stored.id)).statusCode).toBe(200);
  });

  it('stores an upload in the tenant of the signed policy', async () => {
    const sign = await getSign({ dir: 'tenant1' }, 'otherTenant');
    const reply = await upload(sign, sign.key, pdf, 'application/pdf', { 'abp.tenantid': '3' });
    expect(reply.statusCode, reply.body).toBe(200);
    const row = await harness.database.db
      .selectFrom('storedObjects')
      .select('tenantId')
      .where('id', '=', result(reply).id)
      .executeTakeFirstOrThrow();
    expect(row.tenantId).toBe(1);
    expect((await downUrl(result(reply).id)).statusCode).toBe(404);
    expect((await downUrl(result(reply).id, 'otherTenant')).statusCode).toBe(200);
  });
});

describe('the upload checks the policy (403), the size (413) and its fields (400)', () => {
  it('refuses a tampered signature or a policy rewritten under the old signature', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    const flipped = sign.signature.startsWith('A')
      ? `B${sign.signature.slice(1)}`
      : `A${sign.signature.slice(1)}`;
    const forged = JSON.parse(Buffer.from(sign.policy, 'base64').toString('utf8'));
    forged.conditions[1][2] = 10 * UPLOAD_LIMIT;
    forged.tenantId = 1;
    const rewritten = Buffer.from(JSON.stringify(forged)).toString('base64');
    for (const fields of [
      { ...sign, signature: flipped },
      { ...sign, signature: 'short' },
      { ...sign, policy: rewritten },
    ]) {
      const reply = await upload(fields, sign.key, pdf, 'application/pdf');
      expect(reply.statusCode).toBe(403);
      expect(errorOf(reply).code).toBe('NOT_PERMITTED');
    }
  });

  it('refuses an expired policy', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    clock.advance(15 * 60);
    try {
      const reply = await upload(sign, sign.key, pdf, 'application/pdf');
      expect(reply.statusCode).toBe(403);
      expect(reply.json().error.message).toMatch(/expired/);
    } finally {
      clock.advance(-15 * 60);
    }
  });

  it('refuses a file over the signed size, announced or streamed without a length', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    const big = Buffer.alloc(UPLOAD_LIMIT + 1, 1);
    const announced = await upload(sign, sign.key, big, 'application/pdf');
    expect(announced.statusCode).toBe(413);
    expect(errorOf(announced).code).toBe('PAYLOAD_TOO_LARGE');
    expect(announced.headers.connection).toBe('close');
    // Over a real socket, chunked with no Content-Length and a body that never ends: the 413 arrives
    // while the client is still sending, so the server counted the bytes as they came.
    const address = await harness.app.listen({ port: 0, host: '127.0.0.1' });
    const status = await new Promise<number>((resolve, reject) => {
      const req = request(`${address}${sign.host}`, {
        method: 'POST',
        headers: {
          'content-type': 'application/pdf',
          'x-oss-key': encodeURIComponent(sign.key),
          'x-oss-policy': sign.policy,
          'x-oss-signature': sign.signature,
        },
      });
      req.on('response', (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
        req.destroy();
      });
      req.on('error', reject);
      req.write(Buffer.alloc(2 * UPLOAD_LIMIT, 2)); // and never end()
    });
    expect(status).toBe(413);
    const exactSize = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(UPLOAD_LIMIT - 9, 1)]);
    const exact = await upload(sign, sign.key, exactSize, 'application/pdf');
    expect(exact.statusCode, exact.body).toBe(200);
  });

  it('refuses a content type outside the policy', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    for (const type of [
      'application/x-msdownload',
      'image/svg+xml',
      'text/html; boundary=x',
      'multipart/form-data; boundary=x',
    ]) {
      const reply = await upload(sign, sign.key, pdf, type);
      expect(reply.statusCode, type).toBe(403);
    }
    const narrowed = await getSign({ dir: 'projects/9', contentType: 'application/pdf' });
    expect((await upload(narrowed, narrowed.key, pdf, 'image/png')).statusCode).toBe(403);
  });

  it('refuses a key outside the signed directory', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    for (const key of [
      'projects/10/x.pdf',
      'projects/9',
      'projects/9/',
      'projects/9/../10/x.pdf',
      'projects/9/./x.pdf',
      'projects/9//x.pdf',
      'projects/9x/y.pdf',
      'other/x.pdf',
    ]) {
      const reply = await upload(sign, key, pdf, 'application/pdf');
      expect(reply.statusCode, key).toBe(403);
    }
  });

  it('names a missing field, a bad file name and an empty file (400)', async () => {
    const sign = await getSign({ dir: 'projects/9' });
    const missing = await call(harness.app, {
      method: 'POST',
      url: sign.host,
      payload: pdf,
      headers: { 'content-type': 'application/pdf', 'x-oss-key': sign.key, 'x-oss-policy': sign.policy },
    });
    expect(missing.statusCode).toBe(400);
    expect(members(missing)).toEqual(['x-oss-signature']);
    for (const name of ['../evil', '/etc/passwd', 'C:\\evil.exe', 'invoice\u202Efdp.exe', 'a\u2066b.pdf']) {
      const badName = await upload(sign, sign.key, pdf, 'application/pdf', {
        'x-oss-filename': encodeURIComponent(name),
      });
      expect(members(badName), name).toEqual(['x-oss-filename']);
    }
    const empty = await upload(sign, `${sign.key}-empty`, Buffer.alloc(0), 'application/pdf');
    expect(empty.statusCode).toBe(400);
    expect(members(empty)).toEqual(['file']);
  });
});

describe('the signing secret', () => {
  it('is kept in the database, so links signed before a restart still work', async () => {
    const stored = await uploaded('restart.pdf', pdf, 'application/pdf');
    const { url } = result(await downUrl(stored.id));
    const restarted = await buildTestApp(harness.database, { clock: clock.clock, uploadLimit: UPLOAD_LIMIT });
    try {
      const reply = await restarted.inject({ method: 'GET', url });
      expect(reply.statusCode).toBe(200);
      expect(reply.rawPayload.equals(pdf)).toBe(true);
    } finally {
      await restarted.close();
    }
  });

  it('comes from TENDER_OSS_SECRET when set: another secret does not accept the links', async () => {
    const secret = 'a'.repeat(32);
    const withSecret = await buildTestApp(harness.database, { clock: clock.clock, ossSecret: secret });
    try {
      const token = (await login(withSecret, 'agent')).accessToken;
      const stored = await uploaded('secret.pdf', pdf, 'application/pdf');
      const link = await call(withSecret, {
        method: 'GET',
        url: `${OSS}/GetDownUrl`,
        query: { id: String(stored.id) },
        token,
      });
      const { url } = result(link);
      expect((await withSecret.inject({ method: 'GET', url })).statusCode).toBe(200);
      expect((await harness.app.inject({ method: 'GET', url })).statusCode).toBe(403);
    } finally {
      await withSecret.close();
    }
  });
});
