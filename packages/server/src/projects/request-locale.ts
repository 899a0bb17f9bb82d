import type { Locale } from '@tender/domain';
import type { FastifyRequest } from 'fastify';

/** The language of messages a reply carries (blocking messages): zh-CN when the caller prefers Chinese. */
export function localeOf(request: FastifyRequest): Locale {
  return /^\s*zh/i.test(request.headers['accept-language'] ?? '') ? 'zh-CN' : 'en';
}
