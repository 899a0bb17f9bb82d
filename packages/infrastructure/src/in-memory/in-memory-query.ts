import { type FilterClause, FilterSyntaxError, parseFilter, ValidationError } from '@tender/domain';

/** How a whitelisted list field is read, as the server's Filter and Sorting fields are typed. */
export type QueryFieldType = 'text' | 'integer' | 'boolean' | 'timestamp';
export type QueryFields = Readonly<Record<string, QueryFieldType>>;

type Value = string | number | boolean | null;

function invalid(field: 'Filter' | 'Sorting', message: string): never {
  throw new ValidationError([{ field, message }]);
}

function typed(name: string, type: QueryFieldType, text: string): Value {
  switch (type) {
    case 'text':
      return text;
    case 'integer':
      if (!/^-?\d{1,15}$/.test(text)) invalid('Filter', `${name} must be a whole number, not '${text}'`);
      return Number(text);
    case 'boolean':
      if (!['true', 'false', '1', '0'].includes(text.toLowerCase()))
        invalid('Filter', `${name} must be true or false`);
      return text === '1' || text.toLowerCase() === 'true';
    case 'timestamp': {
      const time = Date.parse(text);
      if (Number.isNaN(time)) invalid('Filter', `${name} must be a date, not '${text}'`);
      return time;
    }
  }
}

function fieldValue(item: object, name: string, type: QueryFieldType): Value {
  const raw = (item as Record<string, unknown>)[name];
  if (raw === null || raw === undefined) return null;
  if (type === 'timestamp') return Date.parse(String(raw));
  if (type === 'integer') return Number(raw);
  if (type === 'boolean') return raw === true;
  return String(raw);
}

function holds(item: object, clause: FilterClause, fields: QueryFields): boolean {
  const type = Object.hasOwn(fields, clause.field) ? fields[clause.field] : undefined;
  if (!type) {
    invalid('Filter', `unknown field '${clause.field}'; known: ${Object.keys(fields).join(', ')}`);
  }
  const actual = fieldValue(item, clause.field, type);
  if (clause.op === '~') {
    if (type !== 'text') invalid('Filter', `'~' needs a text field, not ${clause.field}`);
    return (
      actual !== null &&
      String(actual)
        .toLowerCase()
        .includes((clause.values[0] ?? '').toLowerCase())
    );
  }
  const wanted = clause.values.map((v) => typed(clause.field, type, v));
  if (clause.op === '=') return actual !== null && wanted.includes(actual);
  if (clause.op === '!=') return actual === null || !wanted.includes(actual);
  if (type === 'boolean') invalid('Filter', `'${clause.op}' does not apply to ${clause.field}`);
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
 * The items a Filter text keeps, with the server's semantics (README "Filter grammar"): whitelisted,
 * typed fields; a bad text or an unknown field is a ValidationError naming Filter, as the server answers.
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
    if (error instanceof FilterSyntaxError) invalid('Filter', error.message);
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
  const text = sorting?.trim() ? sorting : fallback;
  const keys = text.split(',').map((part) => {
    const [name = '', direction = 'asc', extra] = part.trim().split(/\s+/);
    const type = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const dir = direction.toLowerCase();
    if (!type || extra !== undefined || (dir !== 'asc' && dir !== 'desc')) {
      invalid('Sorting', `cannot sort by '${part.trim()}'; known: ${Object.keys(fields).join(', ')}`);
    }
    return { name, type, sign: dir === 'desc' ? -1 : 1 };
  });
  return [...items].sort((a, b) => {
    for (const key of keys) {
      const x = fieldValue(a, key.name, key.type);
      const y = fieldValue(b, key.name, key.type);
      if (x === y) continue;
      if (x === null) return 1;
      if (y === null) return -1;
      return (x < y ? -1 : 1) * key.sign;
    }
    return 0;
  });
}
