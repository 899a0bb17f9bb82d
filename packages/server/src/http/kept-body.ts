import { brotliCompressSync, gzipSync } from 'node:zlib';
import { negotiate } from '@fastify/accept-negotiator';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { BROTLI_OPTIONS, COMPRESSION_THRESHOLD, REPLY_ENCODINGS, type ReplyEncoding } from './compression';

const COMPRESS: Record<ReplyEncoding, (text: string) => Buffer> = {
  br: (text) => brotliCompressSync(text, BROTLI_OPTIONS),
  gzip: (text) => gzipSync(text),
};

/**
 * A JSON reply body that the server keeps between requests (src/cache/server-caches.ts), with its
 * compressed forms made the first time a client asks for each: compressing on every request would
 * cost a kept list most of what keeping it saves (bench/README.md, `get-paged.ts`).
 */
export class KeptBody {
  private readonly encoded = new Map<ReplyEncoding, Buffer>();

  constructor(readonly text: string) {}

  /** What the cache weighs it by: the text, and room for its compressed forms (about a fifth each). */
  get weight(): number {
    return Math.ceil(this.text.length * 1.4);
  }

  /** Sends the body in the best encoding the request accepts; the compression plugin leaves it alone. */
  send(request: FastifyRequest, reply: FastifyReply): FastifyReply {
    reply.type('application/json; charset=utf-8').header('vary', 'accept-encoding');
    const accepted = request.headers['accept-encoding'];
    const encoding =
      accepted && this.text.length >= COMPRESSION_THRESHOLD
        ? negotiate(accepted, [...REPLY_ENCODINGS])
        : null;
    if (!encoding) return reply.send(this.text);
    let body = this.encoded.get(encoding);
    if (!body) {
      body = COMPRESS[encoding](this.text);
      this.encoded.set(encoding, body);
    }
    return reply.header('content-encoding', encoding).send(body);
  }
}
