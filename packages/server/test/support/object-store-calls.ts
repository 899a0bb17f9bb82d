import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, type Reply } from '../harness';

/** The object store's calls as the browser makes them (§7 AbpAliOss), for the object-store tests. */
export const OSS = '/api/services/app/AbpAliOss';

export interface Sign {
  accessid: string;
  host: string;
  policy: string;
  signature: string;
  expire: number;
  dir: string;
  key: string;
  maxSize: number;
  contentTypes: string[];
}

export const result = (reply: Reply) => reply.json().result;
export const errorOf = (reply: Reply) =>
  reply.json().error as { code: string; validationErrors: { members: string[] }[] | null };
export const members = (reply: Reply) => (errorOf(reply).validationErrors ?? []).flatMap((v) => v.members);

export const pdf = Buffer.from('%PDF-1.4\n% 采购需求\n'.repeat(20));

/**
 * The calls against the app of a test file, read when called (`app()`: the file's beforeAll builds it),
 * signed in with `tokens` by user name.
 */
export function objectStoreCalls(app: () => FastifyInstance, tokens: Record<string, string>) {
  async function getSign(query: Record<string, string>, user = 'agent'): Promise<Sign> {
    const reply = await call(app(), { method: 'GET', url: `${OSS}/GetSign`, query, token: tokens[user] });
    expect(reply.statusCode, reply.body).toBe(200);
    return result(reply);
  }

  /** Posts a file the way the browser does: the raw body to `host`, the signed fields in headers. */
  function upload(
    sign: Pick<Sign, 'host' | 'policy' | 'signature'>,
    key: string,
    body: Buffer,
    contentType: string,
    extra: Record<string, string> = {},
  ) {
    return call(app(), {
      method: 'POST',
      url: sign.host,
      payload: body,
      headers: {
        'content-type': contentType,
        'x-oss-key': encodeURIComponent(key),
        'x-oss-policy': sign.policy,
        'x-oss-signature': sign.signature,
        ...extra,
      },
    });
  }

  async function uploaded(fileName: string, bytes: Buffer, contentType: string, user = 'agent') {
    const sign = await getSign({ dir: 'projects/7', fileName }, user);
    const reply = await upload(sign, sign.key, bytes, contentType);
    expect(reply.statusCode, reply.body).toBe(200);
    return result(reply) as { id: number; key: string; fileName: string; size: number; sha256: string };
  }

  function downUrl(id: string | number, user = 'agent') {
    return call(app(), {
      method: 'GET',
      url: `${OSS}/GetDownUrl`,
      query: { id: String(id) },
      token: tokens[user],
    });
  }

  return { getSign, upload, uploaded, downUrl };
}
