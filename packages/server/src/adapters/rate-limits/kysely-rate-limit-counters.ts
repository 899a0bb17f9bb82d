import { type Kysely, sql } from 'kysely';
import type { Clock } from '../../config';
import { outsideRequestUnit } from '../../db/request-units';
import type { Database } from '../../db/schema';

/** A key's count in its window: hits so far, and the milliseconds until the window ends. */
export interface WindowCount {
  readonly current: number;
  readonly ttl: number;
}

/** Of every this many hits, one also sweeps the windows that have ended, so dead keys do not pile up. */
const SWEEP_EVERY = 200;

/**
 * Fixed-window counters in the database (table rate_limit_counters, ADR 0020), so that every server
 * process sharing it counts together. A hit outlives the request that made it: a refused sign-in rolls
 * its request back, and its failure must still count, so each runs outside the request's unit.
 */
export class KyselyRateLimitCounters {
  private hitsSinceSweep = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly clock: Clock,
  ) {}

  /** Counts one hit on `key`, opening a new window of `windowMs` when none is open. */
  async hit(key: string, windowMs: number): Promise<WindowCount> {
    const now = this.clock();
    const windowEnd = new Date(now.getTime() + windowMs);
    const row = await outsideRequestUnit(() =>
      this.db
        .insertInto('rateLimitCounters')
        .values({ key, hits: 1, windowEndsAt: windowEnd })
        .onConflict((conflict) =>
          conflict.column('key').doUpdateSet({
            hits: sql<number>`case when rate_limit_counters.window_ends_at <= ${now} then 1
                                   else rate_limit_counters.hits + 1 end`,
            windowEndsAt: sql<Date>`case when rate_limit_counters.window_ends_at <= ${now} then ${windowEnd}
                                         else rate_limit_counters.window_ends_at end`,
          }),
        )
        .returning(['hits', 'windowEndsAt'])
        .executeTakeFirstOrThrow(),
    );
    if (++this.hitsSinceSweep >= SWEEP_EVERY) {
      this.hitsSinceSweep = 0;
      await this.sweep(now);
    }
    return { current: row.hits, ttl: new Date(row.windowEndsAt).getTime() - now.getTime() };
  }

  /** The count of `key` without counting: 0 when its window has ended or it never had one. */
  async read(key: string): Promise<WindowCount> {
    const now = this.clock();
    const row = await outsideRequestUnit(() =>
      this.db
        .selectFrom('rateLimitCounters')
        .select(['hits', 'windowEndsAt'])
        .where('key', '=', key)
        .where('windowEndsAt', '>', now)
        .executeTakeFirst(),
    );
    return row
      ? { current: row.hits, ttl: new Date(row.windowEndsAt).getTime() - now.getTime() }
      : { current: 0, ttl: 0 };
  }

  /** Takes one hit back (an attempt that turned out not to count, such as a sign-in that succeeded). */
  async forgive(key: string): Promise<void> {
    await outsideRequestUnit(() =>
      this.db
        .updateTable('rateLimitCounters')
        .set({ hits: sql<number>`greatest(hits - 1, 0)` })
        .where('key', '=', key)
        .execute(),
    );
  }

  private async sweep(now: Date): Promise<void> {
    await outsideRequestUnit(() =>
      this.db.deleteFrom('rateLimitCounters').where('windowEndsAt', '<=', now).execute(),
    );
  }
}
