import { createHash } from 'node:crypto';
import type pg from 'pg';

/** Plain data statements, one command each: the ones PostgreSQL can prepare and keep. */
const PREPARABLE = /^\s*(select|insert|update|delete|with)\b[^;]*$/i;

/** Names already given, by SQL text: hashing every statement's text was 2 % of a busy server's CPU. */
const NAMES = new Map<string, string>();
/** Kysely's texts repeat, but an `in (…)` list makes one per length: the memory stays bounded. */
const MAX_NAMES = 5_000;

/** A stable statement name per SQL text: the same text is prepared once per connection and reused. */
function statementName(text: string): string {
  let name = NAMES.get(text);
  if (name === undefined) {
    name = `k${createHash('sha1').update(text).digest('hex').slice(0, 20)}`;
    if (NAMES.size >= MAX_NAMES) NAMES.clear();
    NAMES.set(text, name);
  }
  return name;
}

/**
 * A pool whose clients run each data statement as a named prepared statement (planning was most of the
 * PostgreSQL time of a list call, bench/README.md `get-paged.ts`; a prepared statement is planned once, then
 * PostgreSQL settles on a generic plan). Kysely's SQL is parameterised, so the texts repeat; DDL, transaction
 * control and anything with several commands run unnamed, as before.
 */
export function withPreparedStatements(pool: pg.Pool): pg.Pool {
  const connect = pool.connect.bind(pool) as () => Promise<pg.PoolClient>;
  (pool as unknown as { connect: () => Promise<pg.PoolClient> }).connect = async () => {
    const client = await connect();
    if (!(client as { preparing?: boolean }).preparing) {
      const query = client.query.bind(client) as (...args: unknown[]) => unknown;
      (client as unknown as { query: (...args: unknown[]) => unknown }).query = (...args: unknown[]) => {
        const [text, values] = args;
        if (typeof text === 'string' && args.length <= 2 && PREPARABLE.test(text)) {
          return query({ name: statementName(text), text, values });
        }
        return query(...args);
      };
      (client as { preparing?: boolean }).preparing = true;
    }
    return client;
  };
  return pool;
}
