import {
  type FilterClause,
  FilterSyntaxError,
  parseFilter,
  parseSorting,
  type QueryField,
  type QueryFields,
  type QueryFieldType,
  queryField,
  readQueryValue,
  ValidationError,
} from '@tender/domain';

type Value = string | number | boolean | null;

function invalid(message: string): never {
  throw new ValidationError([{ field: 'Filter', message }]);
}

/** A typed value as this module compares it: instants as milliseconds. */
function comparable(value: ReturnType<typeof readQueryValue>): Exclude<Value, null> {
  return value instanceof Date ? value.getTime() : value;
}

function fieldValue(item: object, name: string, type: QueryFieldType): Value {
  const raw = (item as Record<string, unknown>)[name];
  if (raw === null || raw === undefined) return null;
  if (type === 'timestamp') return Date.parse(String(raw));
  if (type === 'integer') return Number(raw);
  if (type === 'boolean') return raw === true;
  return String(raw);
}

/** A field standing for several (`involves`): `=` when any of them matches, `!=` when none does. */
function holdsAnyOf(
  item: object,
  clause: FilterClause,
  field: QueryField,
  names: readonly string[],
): boolean {
  if (clause.op !== '=' && clause.op !== '!=') invalid(`${clause.field} takes only '=' or '!='`);
  const wanted = clause.values.map((v) => comparable(readQueryValue(clause.field, field.type, v)));
  const any = names.some((name) => {
    const actual = fieldValue(item, name, field.type);
    return actual !== null && wanted.includes(actual);
  });
  return clause.op === '=' ? any : !any;
}

function holds(item: object, clause: FilterClause, fields: QueryFields): boolean {
  const field = queryField(fields, clause.field, 'Filter');
  if (field.anyOf) return holdsAnyOf(item, clause, field, field.anyOf);
  const actual = fieldValue(item, clause.field, field.type);
  if (clause.op === '~') {
    if (field.type !== 'text') invalid(`'~' needs a text field, not ${clause.field}`);
    return (
      actual !== null &&
      String(actual)
        .toLowerCase()
        .includes((clause.values[0] ?? '').toLowerCase())
    );
  }
  const wanted = clause.values.map((v) => comparable(readQueryValue(clause.field, field.type, v)));
  if (clause.op === '=') return actual !== null && wanted.includes(actual);
  if (clause.op === '!=') return actual === null || !wanted.includes(actual);
  if (field.type === 'boolean') invalid(`'${clause.op}' does not apply to ${clause.field}`);
  const [bound] = wanted as [string | number];
  if (actual === null) return false;
  switch (clause.op) {
    case '>':
      return actual > bound;
    case '>=':
      return actual >= bound;
    case '<':
      return actual < bound;
    default:
      return actual <= bound;
  }
}

/**
 * The items a Filter text keeps, with the server's semantics (README "Filter grammar"): the domain's
 * whitelisted, typed fields; a bad text or an unknown field is a ValidationError naming Filter, as the
 * server answers.
 */
export function filterItems<T extends object>(
  items: readonly T[],
  filter: string | undefined,
  fields: QueryFields,
): T[] {
  let clauses: FilterClause[];
  try {
    clauses = parseFilter(filter);
  } catch (error) {
    if (error instanceof FilterSyntaxError) invalid(error.message);
    throw error;
  }
  // Validate every clause even when no item is left to test it on, as the server's SQL would.
  for (const clause of clauses) holds({}, clause, fields);
  return items.filter((item) => clauses.every((clause) => holds(item, clause, fields)));
}

/** The items in the order of an ABP Sorting text (`creationTime desc, id`), else `fallback`; nulls last. */
export function sortItems<T extends object>(
  items: readonly T[],
  sorting: string | undefined,
  fields: QueryFields,
  fallback: string,
): T[] {
  const keys = parseSorting(sorting, fields, fallback);
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const x = fieldValue(a, key.name, key.field.type);
      const y = fieldValue(b, key.name, key.field.type);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * (key.direction === 'desc' ? -1 : 1);
    }
    return 0;
  });
}

/**
 * Two names in code-point order, as the administration lists sort them here (the server sorts by its
 * database's collation, which agrees on the ASCII names the contract suites compare).
 */
export function compareText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}
