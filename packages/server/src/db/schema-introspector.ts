import { type DatabaseIntrospector, type Kysely, type SchemaMetadata, sql, type TableMetadata } from 'kysely';

/**
 * What Kysely's Migrator asks of the database (does the schema, do its bookkeeping tables exist),
 * answered for the current schema alone. Kysely's own PostgreSQL introspector reads every column of
 * every schema and resolves each table by name, which fails when another schema is dropped meanwhile —
 * other test files' schemas in CI, or any tenant of a shared PostgreSQL — and slows every start as
 * schemas accumulate.
 */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export function schemaIntrospector(db: Kysely<any>): DatabaseIntrospector {
  const getTables = async (): Promise<TableMetadata[]> => {
    const { rows } = await sql<{ schema: string; name: string; isView: boolean }>`
      select table_schema as schema, table_name as name, table_type = 'VIEW' as "isView"
      from information_schema.tables where table_schema = current_schema()`.execute(db);
    return rows.map((row) => ({ ...row, isForeign: false, columns: [] }));
  };
  return {
    async getSchemas(): Promise<SchemaMetadata[]> {
      const { rows } = await sql<SchemaMetadata>`select current_schema() as name`.execute(db);
      return rows;
    },
    getTables,
  };
}

/** `db` whose `introspection` is schemaIntrospector's: for the Migrator (its only user of introspection). */
// biome-ignore lint/suspicious/noExplicitAny: the migrator works on any schema
export function withSchemaIntrospection<D extends Kysely<any>>(db: D): D {
  const introspector = schemaIntrospector(db);
  return new Proxy(db, {
    get(target, property) {
      if (property === 'introspection') return introspector;
      const value = Reflect.get(target, property, target);
      // Kysely keeps its state in private fields: its methods must run on the instance itself.
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
