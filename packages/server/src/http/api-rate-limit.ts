import rateLimit from '@fastify/rate-limit';
import { refusal, TooManyAttemptsError } from '@tender/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Requests a minute per caller and kind of call (config `apiRateLimits`). */
export interface ApiRateLimits {
  /** Every call of the API. */
  readonly calls: number;
  /** Calls that filter a list (a `Filter`): each runs a query the caller shapes. */
  readonly searches: number;
  /** Spreadsheet exports: each reads a whole list and writes a workbook. */
  readonly exports: number;
}

/** Far above what a person at a screen does, low enough that one script cannot starve the rest. */
export const DEFAULT_API_RATE_LIMITS: ApiRateLimits = { calls: 1800, searches: 300, exports: 30 };

type Kind = keyof ApiRateLimits;

function kindOf(request: FastifyRequest): Kind {
  if ((request.routeOptions.url ?? '').endsWith('/Export')) return 'exports';
  const query = request.query as Record<string, unknown> | undefined;
  return typeof query?.Filter === 'string' && query.Filter !== '' ? 'searches' : 'calls';
}

/**
 * The API's general rate limit (ASVS V2.4), through @fastify/rate-limit: per access token — per address
 * for the few anonymous calls — and per kind of call, each kind with its own allowance a minute. Kept in
 * memory: it guards each process against a flood, and a per-request database write would cost more than
 * it saves; the sign-in limits, which must hold across processes, count in the database (ADR 0020).
 * Registered in the authenticated scope after authentication, so it knows the token's session.
 */
export async function registerApiRateLimit(scope: FastifyInstance, limits: ApiRateLimits): Promise<void> {
  await scope.register(rateLimit, {
    global: true,
    timeWindow: 60_000,
    max: (request) => limits[kindOf(request)],
    keyGenerator: (request) =>
      `${kindOf(request)}:${request.auth ? `token:${request.auth.tokenId}` : `address:${request.ip}`}`,
    errorResponseBuilder: (_request, context) =>
      new TooManyAttemptsError(refusal('tooManyRequests'), Math.max(1, Math.ceil(context.ttl / 1000))),
  });
}
