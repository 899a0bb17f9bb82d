import { type FilterClause, parseFilter, ValidationError } from '@tender/domain';
import { type Expression, type RawBuilder, type SqlBool, sql } from 'kysely';

/** How a whitelisted Filter field maps to a column and how its values are read. */
export interface FilterField {
  /** The column (camelCase, optionally `table.column`), or a SQL expression for computed fields. */
  readonly column: string | RawBuilder<unknown>;
  readonly type: 'text' | 'integer' | 'boolean' | 'timestamp';
  /**
   * For a field that stands for several columns at once (`involves` = manager, assistant or creator):
   * `=` holds when any of them matches, `!=` when none does. Other operators are refused.
   */
  readonly anyOf?: readonly string[];
}
export type FilterFields = Readonly<Record<string, FilterField>>;

function invalid(message: string): never {
  throw new ValidationError([{ field: 'Filter', message }]);
}

function typedValue(name: string, field: FilterField, value: string): string | number | boolean | Date {
  switch (field.type) {
    case 'text':
      return value;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(value)) invalid(`${name} must be a whole number, not '${value}'`);
      return Number(value);
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(value.toLowerCase()))
        invalid(`${name} must be true or false`);
      return value === '1' || value.toLowerCase() === 'true';
    case 'timestamp': {
      const time = Date.parse(value);
      if (Number.isNaN(time)) invalid(`${name} must be a date, not '${value}'`);
      return new Date(time);
    }
  }
}

/** `%`, `_` and `\` taken literally inside an ILIKE pattern. */
function likeLiteral(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

function anyOfSql(clause: FilterClause, field: FilterField, columns: readonly string[]): RawBuilder<SqlBool> {
  if (clause.op !== '=' && clause.op !== '!=') invalid(`${clause.field} takes only '=' or '!='`);
  const list = sql.join(clause.values.map((v) => sql`${typedValue(clause.field, field, v)}`));
  const any = sql.join(
    columns.map((column) => sql`coalesce(${sql.ref(column)} in (${list}), false)`),
    sql` or `,
  );
  return clause.op === '=' ? sql<SqlBool>`(${any})` : sql<SqlBool>`not (${any})`;
}

function clauseSql(clause: FilterClause, fields: FilterFields): RawBuilder<SqlBool> {
  // Own properties only: a field named `constructor` or `__proto__` is simply unknown.
  const field = Object.hasOwn(fields, clause.field) ? fields[clause.field] : undefined;
  if (!field) invalid(`unknown field '${clause.field}'; known: ${Object.keys(fields).join(', ')}`);
  if (field.anyOf) return anyOfSql(clause, field, field.anyOf);
  const column = typeof field.column === 'string' ? sql.ref(field.column) : field.column;
  if (clause.op === '~') {
    if (field.type !== 'text') invalid(`'~' needs a text field, not ${clause.field}`);
    return sql<SqlBool>`${column}::text ilike ${`%${likeLiteral(clause.values[0] ?? '')}%`}`;
  }
  const values = clause.values.map((v) => typedValue(clause.field, field, v));
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
