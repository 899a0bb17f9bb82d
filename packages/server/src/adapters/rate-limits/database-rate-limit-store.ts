import type { FastifyRateLimitStore, FastifyRateLimitStoreCtor } from '@fastify/rate-limit';
import type { KyselyRateLimitCounters, WindowCount } from './kysely-rate-limit-counters';

type Reply = (error: Error | null, result?: WindowCount) => void;

const answer = (work: Promise<WindowCount>, reply: Reply) =>
  void work.then(
    (count) => reply(null, count),
    (error: unknown) => reply(error instanceof Error ? error : new Error(String(error))),
  );

/**
 * @fastify/rate-limit's store over the database's counters, so that the limits hold across every
 * process sharing the database (ADR 0020). The plugin keeps a limit's options; the counters keep hits.
 */
export function databaseRateLimitStore(counters: KyselyRateLimitCounters): FastifyRateLimitStoreCtor {
  return class DatabaseRateLimitStore implements FastifyRateLimitStore {
    incr(key: string, reply: Reply, timeWindow: number): void {
      answer(counters.hit(key, timeWindow), reply);
    }

    /** For `{ increment: false }`: the count as it stands. */
    read(key: string, reply: Reply): void {
      answer(counters.read(key), reply);
    }

    /** A route's or a limiter's own options change nothing here: every key names its limit. */
    child(): FastifyRateLimitStore {
      return this;
    }
  };
}
