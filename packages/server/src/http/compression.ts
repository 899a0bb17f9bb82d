import { constants } from 'node:zlib';
import type { FastifyCompressOptions } from '@fastify/compress';

/** The encodings the API answers in, best first. */
export const REPLY_ENCODINGS = ['br', 'gzip'] as const;
export type ReplyEncoding = (typeof REPLY_ENCODINGS)[number];

/** Replies smaller than this go as they are: compressing them saves less than it costs. */
export const COMPRESSION_THRESHOLD = 1024;

/** Brotli at quality 4 (the plugin's default too): quality 11 would cost more CPU than it saves. */
export const BROTLI_OPTIONS = { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } };

/**
 * How the API compresses its JSON replies (not requests: a compressed body would slip past the body
 * limit). A list page's JSON shrinks several times over, and on a slow link its size is most of the
 * time it takes to arrive (bench/README.md, `get-paged.ts`). Kept replies are compressed once with the
 * same settings (kept-body.ts).
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  encodings: [...REPLY_ENCODINGS],
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: BROTLI_OPTIONS,
  globalDecompression: false,
};
