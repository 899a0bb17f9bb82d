import { NotPermittedError } from '@tender/domain';
import { z } from 'zod';
import { hmacSha256, signatureMatches } from './hmac';

/** How long a signed upload policy may be used. */
export const UPLOAD_POLICY_LIFETIME_S = 15 * 60;
/** The one bucket of the local store; GetSign's `bucket` is accepted and recorded, nothing more. */
export const LOCAL_BUCKET = 'tender';

/** What an upload policy allows, as the server signs it and reads it back. */
export interface UploadPolicy {
  readonly expiresAt: Date;
  readonly tenantId: number;
  readonly userId: number;
  readonly bucket: string;
  readonly dir: string;
  readonly maxSize: number;
  readonly contentTypes: readonly string[];
}

/**
 * The policy document, shaped like Aliyun OSS's PostObject policy (`expiration` and `conditions`) plus
 * the tenant and user the upload is stored for — signed, so the anonymous upload cannot choose them.
 */
const documentSchema = z.object({
  expiration: z.iso.datetime(),
  tenantId: z.number().int().positive(),
  userId: z.number().int().positive(),
  conditions: z.tuple([
    z.object({ bucket: z.string() }),
    z.tuple([z.literal('content-length-range'), z.literal(1), z.number().int().positive()]),
    z.tuple([z.literal('starts-with'), z.literal('$key'), z.string().min(1)]),
    z.tuple([z.literal('in'), z.literal('$content-type'), z.array(z.string()).min(1)]),
  ]),
});

/** Signs a policy: `policy` is base64 JSON, `signature` base64 HMAC-SHA256 of that text (as OSS does). */
export function signUploadPolicy(key: Buffer, policy: UploadPolicy): { policy: string; signature: string } {
  const document: z.input<typeof documentSchema> = {
    expiration: policy.expiresAt.toISOString(),
    tenantId: policy.tenantId,
    userId: policy.userId,
    conditions: [
      { bucket: policy.bucket },
      ['content-length-range', 1, policy.maxSize],
      ['starts-with', '$key', policy.dir],
      ['in', '$content-type', [...policy.contentTypes]],
    ],
  };
  const text = Buffer.from(JSON.stringify(document), 'utf8').toString('base64');
  return { policy: text, signature: hmacSha256(key, text).toString('base64') };
}

/**
 * Reads back a policy an upload presents: the signature first (constant time, before the text is even
 * parsed), then the expiry. Any failure is 403, as OSS answers a bad policy.
 */
export function verifyUploadPolicy(key: Buffer, policy: string, signature: string, now: Date): UploadPolicy {
  if (!signatureMatches(hmacSha256(key, policy), signature, 'base64')) {
    throw new NotPermittedError('The upload signature does not match its policy');
  }
  const parsed = documentSchema.safeParse(parseJson(Buffer.from(policy, 'base64').toString('utf8')));
  // A policy this server signed always parses; anything else is refused, never guessed at.
  if (!parsed.success) throw new NotPermittedError('The upload policy is not one this server issues');
  const { expiration, tenantId, userId, conditions } = parsed.data;
  const expiresAt = new Date(expiration);
  if (expiresAt.getTime() <= now.getTime()) throw new NotPermittedError('The upload policy has expired');
  const [bucket, range, prefix, types] = conditions;
  return {
    expiresAt,
    tenantId,
    userId,
    bucket: bucket.bucket,
    maxSize: range[2],
    dir: prefix[2],
    contentTypes: types[2],
  };
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
