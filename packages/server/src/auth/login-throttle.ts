import rateLimit from '@fastify/rate-limit';
import {
  accountAttemptKey,
  addressAttemptKey,
  LOGIN_REFUSALS,
  LOGIN_THROTTLE,
  TooManyAttemptsError,
  UnauthenticatedError,
} from '@tender/domain';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { databaseRateLimitStore } from '../adapters/rate-limits/database-rate-limit-store';
import { KyselyRateLimitCounters } from '../adapters/rate-limits/kysely-rate-limit-counters';
import type { AppDeps } from '../http/zod-app';

/** Who is signing in: the tenant and the name as typed. */
export interface LoginAttempt {
  readonly tenantId: number;
  readonly userNameOrEmail: string;
}

export interface LoginThrottle {
  /**
   * Checks a sign-in's credentials under the throttle. The attempt is counted first, and refused
   * (TooManyAttemptsError) once its account or address is over the limit; the count is taken back unless
   * the check refused the credentials (UnauthenticatedError). Only wrong passwords count: not a success,
   * not an attempt the throttle refused, not one the database failed before it knew.
   */
  check<T>(request: FastifyRequest, who: LoginAttempt, credentials: () => Promise<T>): Promise<T>;
}

const WINDOW_MS = LOGIN_THROTTLE.windowSeconds * 1000;

/**
 * Login throttling (domain session/login-throttle.ts) through @fastify/rate-limit, counting in the
 * database so that every process sharing it counts together (ADR 0020). An attempt is counted before
 * its password is checked, so a burst of parallel guesses cannot slip past the count; a success, and an
 * attempt refused before any check, take their count back. The address is the socket's, or the one a configured proxy reports (config
 * `trustProxy`): a client cannot reset its count by sending its own X-Forwarded-For.
 *
 * Registers the plugin in `scope`, which must be the login routes' own: the API's general limit lives
 * in memory and is registered apart.
 */
export async function registerLoginThrottle(scope: FastifyInstance, deps: AppDeps): Promise<LoginThrottle> {
  const counters = new KyselyRateLimitCounters(deps.db, deps.config.clock);
  await scope.register(rateLimit, { global: false, store: databaseRateLimitStore(counters) });
  const who = new WeakMap<FastifyRequest, LoginAttempt>();
  const attemptOf = (request: FastifyRequest) => who.get(request)!;
  const perAccount = scope.createRateLimit({
    max: LOGIN_THROTTLE.failuresPerAccountAndAddress,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) =>
      accountAttemptKey(attemptOf(request).tenantId, attemptOf(request).userNameOrEmail, request.ip),
  });
  const perAddress = scope.createRateLimit({
    max: LOGIN_THROTTLE.failuresPerAddress,
    timeWindow: WINDOW_MS,
    keyGenerator: (request) => addressAttemptKey(request.ip),
  });
  const forgive = async (request: FastifyRequest, attempt: LoginAttempt) => {
    await counters.forgive(accountAttemptKey(attempt.tenantId, attempt.userNameOrEmail, request.ip));
    await counters.forgive(addressAttemptKey(request.ip));
  };
  const count = async (request: FastifyRequest, attempt: LoginAttempt) => {
    who.set(request, attempt);
    const counts = [await perAccount(request), await perAddress(request)];
    const over = counts.filter((counted) => !counted.isAllowed && counted.isExceeded);
    if (over.length === 0) return;
    // A refused attempt checked no password: counting it would keep a burst of parallel right sign-ins
    // (a NAT'd office at nine) locked out for the whole window.
    await forgive(request, attempt);
    const retryAfter = Math.max(...over.map((counted) => (counted.isAllowed ? 0 : counted.ttlInSeconds)));
    request.log.warn({ tenantId: attempt.tenantId, address: request.ip }, 'sign-ins throttled');
    throw new TooManyAttemptsError(LOGIN_REFUSALS.throttled, Math.max(1, retryAfter));
  };
  return {
    async check(request, attempt, credentials) {
      await count(request, attempt);
      try {
        const checked = await credentials();
        await forgive(request, attempt);
        return checked;
      } catch (error) {
        if (!(error instanceof UnauthenticatedError)) await forgive(request, attempt);
        throw error;
      }
    },
  };
}
