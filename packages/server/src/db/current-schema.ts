import { type Kysely, sql } from 'kysely';
import type { Database } from './schema';

/**
 * The schema unqualified tables resolve to: the one the migrations created the triggers' tables in.
 * Notifications carry their schema because every schema of a database shares the channels (tests run
 * many at once), and a process keeps only its own.
 */
export async function currentSchema(db: Kysely<Database>): Promise<string> {
  const { rows } = await sql<{ schema: string }>`select current_schema() as schema`.execute(db);
  const schema = rows[0]?.schema;
  if (!schema) throw new Error('The database has no current schema');
  return schema;
}
