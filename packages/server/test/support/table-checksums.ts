import { type Kysely, sql } from 'kysely';

/**
 * Each table of a schema with its row count and a checksum of its rows (every row as text, in order):
 * two databases whose checksums agree hold the same rows. What the backup tests compare.
 */
export async function tableChecksums(
  // biome-ignore lint/suspicious/noExplicitAny: any database's tables
  db: Kysely<any>,
  schema = 'public',
): Promise<Record<string, string>> {
  const { rows: tables } = await sql<{
    name: string;
  }>`select table_name as name from information_schema.tables
      where table_schema = ${schema} and table_type = 'BASE TABLE' order by table_name`.execute(db);
  const sums: Record<string, string> = {};
  for (const { name } of tables) {
    const { rows } = await sql<{ n: number; sum: string | null }>`select count(*)::int as n,
        md5(string_agg(t::text, '|' order by t::text)) as sum from ${sql.table(`${schema}.${name}`)} t`.execute(
      db,
    );
    sums[name] = `${rows[0]!.n}:${rows[0]!.sum ?? ''}`;
  }
  return sums;
}

/** The tables whose count or checksum differ between two sets of checksums (or that one lacks). */
export function mismatches(a: Record<string, string>, b: Record<string, string>): string[] {
  const names = [...new Set([...Object.keys(a), ...Object.keys(b)])].sort();
  return names.filter((name) => a[name] !== b[name]);
}
