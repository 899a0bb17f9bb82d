import {
  type FilterClause,
  parseFilter,
  type QueryField,
  type QueryFields,
  queryField,
  readQueryValue,
  ValidationError,
} from '@tender/domain';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** How a whitelisted Filter field maps to SQL: the domain's field with its column or expression. */
export interface FilterField extends QueryField {
  /** The column (camelCase, optionally `table.column`), or a SQL expression for computed fields. */
  readonly column: string | RawBuilder<unknown>;
  /** The columns of a field that stands for several (`involves`). */
  readonly anyOf?: readonly string[];
}
export type FilterFields = Readonly<Record<string, FilterField>>;

/**
 * The SQL side of one of the domain's field tables (PROJECT_QUERY_FIELDS …): each field reads the column
 * of its own name in `table`, and a field standing for several reads theirs.
 */
export function columnsOf(fields: QueryFields, table: string): FilterFields {
  return Object.fromEntries(
    Object.entries(fields).map(([name, field]) => [
      name,
      {
        ...field,
        column: `${table}.${field.anyOf?.[0] ?? name}`,
        ...(field.anyOf ? { anyOf: field.anyOf.map((column) => `${table}.${column}`) } : {}),
      },
    ]),
  );
}

function invalid(message: string): never {
  throw new ValidationError([{ field: 'Filter', message }]);
}

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function anyOfSql(clause: FilterClause, field: FilterField, columns: readonly string[]): RawBuilder<SqlBool> {
  if (clause.op !== '=' && clause.op !== '!=') invalid(`${clause.field} takes only '=' or '!='`);
  const list = sql.join(clause.values.map((v) => sql`${readQueryValue(clause.field, field.type, v)}`));
  const any = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)} in (${list}), false)`),
    sql` or `,
  );
  return clause.op === '=' ? sql<SqlBool>`(${any})` : sql<SqlBool>`not (${any})`;
}

function clauseSql(clause: FilterClause, fields: FilterFields): RawBuilder<SqlBool> {
  const field = queryField(fields, clause.field, 'Filter') as FilterField;
  if (field.anyOf) return anyOfSql(clause, field, field.anyOf);
  const column = typeof field.column === 'string' ? sql.ref(field.column) : field.column;
  if (clause.op === '~') {
    if (field.type !== 'text') invalid(`'~' needs a text field, not ${clause.field}`);
    return sql<SqlBool>`${column}::text ilike ${`%${likeLiteral(clause.values[0] ?? '')}%`}`;
  }
  const values = clause.values.map((v) => readQueryValue(clause.field, field.type, v));
  if (clause.op === '=' || clause.op === '!=') {
    const list = sql.join(values.map((v) => sql`${v}`));
    return clause.op === '='
      ? sql<SqlBool>`${column} in (${list})`
      : sql<SqlBool>`(${column} is null or ${column} not in (${list}))`;
  }
  if (field.type === 'boolean') invalid(`'${clause.op}' does not apply to ${clause.field}`);
  return sql<SqlBool>`${column} ${sql.raw(clause.op)} ${values[0]}`;
}

/**
 * The SQL condition of a Filter text (the grammar of @tender/domain shared/filter.ts): only the given
 * fields are allowed and every value is bound as a parameter — no SQL is ever built from the text.
 * An empty filter is `true`.
 */
export function filterCondition(filter: string | undefined, fields: FilterFields): Expression<SqlBool> {
  const clauses = parseFilter(filter);
  if (clauses.length === 0) return sql<SqlBool>`true`;
  return sql<SqlBool>`(${sql.join(
    clauses.map((c) => clauseSql(c, fields)),
    sql` and `,
  )})`;
}
