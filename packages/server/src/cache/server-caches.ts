import type { AuthSession } from '../auth/access-tokens';
import type { KeptBody } from '../http/kept-body';
import { TenantChangeCache } from './tenant-change-cache';

/** What one server process keeps between requests (each cache says when it stops holding). */
export interface ServerCaches {
  /** Project list totals, per tenant and filter. */
  readonly projectCounts: TenantChangeCache<number>;
  /** Serialised `Sproject/GetPaged` replies, per tenant and query. */
  readonly projectPages: TenantChangeCache<KeptBody>;
  /** The session behind each access token, by the token's hash. */
  readonly sessions: TenantChangeCache<AuthSession>;
}

/** About 64 MiB of list replies, weighed in UTF-16 code units. */
const PAGES_BUDGET = 32 * 1024 * 1024;

export function createServerCaches(): ServerCaches {
  return {
    projectCounts: new TenantChangeCache<number>({ maxWeight: 10_000 }),
    projectPages: new TenantChangeCache<KeptBody>({
      maxWeight: PAGES_BUDGET,
      weigh: (reply) => reply.weight,
    }),
    sessions: new TenantChangeCache<AuthSession>({ maxWeight: 100_000 }),
  };
}
