import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 of a message. */
export function hmacSha256(key: Buffer, message: string): Buffer {
  return createHmac('sha256', key).update(message, 'utf8').digest();
}

/**
 * Whether a signature a client sent equals the expected one, compared in constant time so that the time
 * taken tells nothing about how many leading bytes were right.
 */
export function signatureMatches(expected: Buffer, sent: string, encoding: 'base64' | 'base64url'): boolean {
  const decoded = Buffer.from(sent, encoding);
  // Re-encoding catches text that decodes leniently (stray characters) to the right bytes.
  if (decoded.length !== expected.length || decoded.toString(encoding) !== sent) return false;
  return timingSafeEqual(decoded, expected);
}
