import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAll, useTestApp } from './harness';
import { errorOf, objectStoreCalls, pdf, result } from './support/object-store-calls';

/**
 * What the object store makes of an upload's content and name (ADR 0020): bytes that contradict the
 * declared type are refused (415), and hostile file names give no part of a key and are refused.
 */
const tokens: Record<string, string> = {};

const harness = useTestApp();
beforeAll(async () => {
  Object.assign(tokens, (await loginAll(harness.app, ['agent'])).tokens);
});

const { getSign, upload, uploaded, downUrl } = objectStoreCalls(() => harness.app, tokens);

describe('hostile file names', () => {
  it('give no part of the key GetSign proposes: it is generated', async () => {
    for (const fileName of ['../../etc/passwd', '/abs/path.pdf', 'invoice\u202Efdp.exe', 'a\\b.pdf']) {
      const sign = await getSign({ dir: 'projects/10', fileName });
      expect(sign.key, fileName).toMatch(/^projects\/10\/[0-9a-f-]{36}$/);
    }
  });

  it('are offered on download encoded (RFC 6266), as an attachment, never sniffed', async () => {
    const stored = await uploaded(
      '采购"需求";文件.zip',
      Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(30)]),
      'application/zip',
    );
    const link = result(await downUrl(stored.id));
    const download = await call(harness.app, { method: 'GET', url: link.url });
    expect(download.headers['content-disposition']).toBe(
      `attachment; filename="______;__.zip"; filename*=UTF-8''${encodeURIComponent('采购"需求";文件.zip')}`,
    );
    expect(download.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('the upload checks the bytes against the declared type (415)', () => {
  const zip = Buffer.concat([Buffer.from([0x50, 0x4b, 0x03, 0x04]), Buffer.alloc(60, 1)]);
  const ole2 = Buffer.concat([
    Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]),
    Buffer.alloc(60),
  ]);
  // The signature, then the IHDR chunk's length and name, as every PNG begins.
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]),
    Buffer.from('IHDR'),
    Buffer.alloc(60, 7),
  ]);
  const jpeg = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(60, 7)]);
  const webp = Buffer.concat([
    Buffer.from('RIFF'),
    Buffer.alloc(4, 9),
    Buffer.from('WEBPVP8 '),
    Buffer.alloc(40, 3),
  ]);
  const script = Buffer.from('#!/bin/sh\nrm -rf /\n');
  const exe = Buffer.concat([Buffer.from('MZ'), Buffer.alloc(60)]);
  const cases: [type: string, matching: Buffer, contradicting: Buffer][] = [
    ['application/pdf', pdf, exe],
    ['application/vnd.openxmlformats-officedocument.wordprocessingml.document', zip, pdf],
    ['application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', zip, script],
    ['application/msword', ole2, zip],
    ['application/vnd.ms-excel', ole2, pdf],
    ['application/zip', zip, exe],
    ['application/ofd', zip, pdf],
    ['image/png', png, script],
    ['image/jpeg', jpeg, png],
    ['image/gif', Buffer.from('GIF89a\x01\x00\x01\x00'), png],
    ['image/webp', webp, jpeg],
    ['text/csv', Buffer.from('a,b\r\n1,2\r\n'), exe],
    ['text/plain', Buffer.from('采购需求'), png],
  ];
  const storedCount = async () =>
    Number(
      (
        await harness.database.db
          .selectFrom('storedObjects')
          .select((eb) => eb.fn.countAll().as('n'))
          .executeTakeFirstOrThrow()
      ).n,
    );

  it.each(cases)(
    'stores %s whose bytes say so, refuses one whose bytes do not',
    async (type, matching, contradicting) => {
      const sign = await getSign({ dir: 'projects/8', fileName: 'file' });
      const before = await storedCount();
      const refused = await upload(sign, `${sign.key}-bad`, contradicting, type);
      expect(refused.statusCode, refused.body).toBe(415);
      expect(errorOf(refused).code).toBe('UNSUPPORTED_MEDIA_TYPE');
      expect(await storedCount()).toBe(before);
      expect((await upload(sign, `${sign.key}-good`, matching, type)).statusCode).toBe(200);
    },
  );

  it('takes application/octet-stream as it comes: it claims nothing', async () => {
    const sign = await getSign({ dir: 'projects/8', fileName: 'blob.bin' });
    expect((await upload(sign, sign.key, exe, 'application/octet-stream')).statusCode).toBe(200);
  });
});
