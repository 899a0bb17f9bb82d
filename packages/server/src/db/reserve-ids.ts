import { type Insertable, type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * Draws `count` ids from a table's identity sequence (table named in SQL, snake_case), so that rows which point at each other (flow
 * nodes and their nextNodeId) can be built in memory and inserted in one batch.
 */
export async function reserveIds(db: Kysely<Database>, table: string, count: number): Promise<number[]> {
  if (count === 0) return [];
  const { rows } = await sql<{ id: number }>`
    select nextval(pg_get_serial_sequence(${table}, 'id'))::int as id from generate_series(1, ${count})
  `.execute(db);
  return rows.map((r) => r.id);
}

/** Moves a table's identity sequence past ids that were inserted explicitly. */
export async function syncIdSequence(db: Kysely<Database>, table: string): Promise<void> {
  await sql`
    select setval(pg_get_serial_sequence(${table}, 'id'), coalesce((select max(id) from ${sql.table(table)}), 0) + 1, false)
  `.execute(db);
}

/** Inserts rows in chunks small enough for PostgreSQL's 65,535 bind parameters. */
export async function insertInChunks<T extends keyof Database & string>(
  db: Kysely<Database>,
  table: T,
  rows: readonly Insertable<Database[T]>[],
  chunkSize = 500,
): Promise<void> {
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize) as Parameters<
      ReturnType<typeof db.insertInto<T>>['values']
    >[0];
    await db.insertInto(table).values(chunk).execute();
  }
}
