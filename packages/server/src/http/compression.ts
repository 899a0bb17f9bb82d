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
 * limit). A list page is tens of kilobytes of JSON and shrinks about tenfold; on the 3 Mbps links of
 * issue 6 that is the difference between a list arriving in 120 ms and in 15 ms. Kept replies are
 * compressed once with the same settings (kept-body.ts).
 */
export const API_COMPRESSION: FastifyCompressOptions = {
  encodings: [...REPLY_ENCODINGS],
  threshold: COMPRESSION_THRESHOLD,
  brotliOptions: BROTLI_OPTIONS,
  globalDecompression: false,
};
