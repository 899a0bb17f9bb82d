import type { Kysely } from 'kysely';
import { sql } from 'kysely';
import { migratorFor } from '../db/migrate';
import type { Database } from '../db/schema';

/** What a load balancer learns from /health/ready: whether to send this process requests, and why not. */
export interface Readiness {
  readonly ready: boolean;
  readonly database: 'up' | 'down';
  /** `pending` while any migration of this build has not been applied to the database. */
  readonly migrations: 'applied' | 'pending' | 'unknown';
  readonly pending?: readonly string[];
}

/** A readiness probe that has not heard from the database by then reports it down, never hangs. */
export const READINESS_TIMEOUT_MS = 2_000;

/**
 * Asks the database for a round trip and for the migrations it has applied: ready when it answers in
 * time and holds every migration this build knows (main.ts migrates before it listens; another process
 * of an older build, or a database restored from an old backup, would not).
 */
export async function readinessOf(db: Kysely<Database>, schema?: string): Promise<Readiness> {
  try {
    const pending = await withinTimeout(pendingMigrations(db, schema), READINESS_TIMEOUT_MS);
    return pending.length === 0
      ? { ready: true, database: 'up', migrations: 'applied' }
      : { ready: false, database: 'up', migrations: 'pending', pending };
  } catch {
    return { ready: false, database: 'down', migrations: 'unknown' };
  }
}

async function pendingMigrations(db: Kysely<Database>, schema?: string): Promise<string[]> {
  await sql`select 1`.execute(db);
  const known = await migratorFor(db, schema).getMigrations();
  return known.filter((migration) => migration.executedAt === undefined).map((migration) => migration.name);
}

function withinTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, late]).finally(() => clearTimeout(timer));
}
