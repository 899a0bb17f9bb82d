import { ValidationError } from './errors';

/** How a whitelisted Filter or Sorting field's values are read (§7 Filter, Sorting). */
export type QueryFieldType = 'text' | 'integer' | 'boolean' | 'timestamp';

export interface QueryField {
  readonly type: QueryFieldType;
  /**
   * For a field that stands for several fields at once (`involves` = manager, assistant or creator):
   * `=` holds when any of them matches, `!=` when none does. Other operators, and sorting, are refused.
   */
  readonly anyOf?: readonly string[];
}

/** The fields a list call may filter and sort by: every side of the wire reads this one table. */
export type QueryFields = Readonly<Record<string, QueryField>>;

/** A Filter value as its field's type reads it. */
export type QueryValue = string | number | boolean | Date;

function invalid(field: 'Filter' | 'Sorting', message: string): never {
  throw new ValidationError([{ field, message }]);
}

/** The field a clause or a sort key names; own properties only, so `constructor` is simply unknown. */
export function queryField(fields: QueryFields, name: string, where: 'Filter' | 'Sorting'): QueryField {
  const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
  if (!field) invalid(where, `unknown field '${name}'; known: ${Object.keys(fields).join(', ')}`);
  return field;
}

/** A Filter value read as its field's type; a value of the wrong type is a ValidationError naming Filter. */
export function readQueryValue(name: string, type: QueryFieldType, text: string): QueryValue {
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
      return new Date(time);
    }
  }
}

export interface SortKey {
  readonly name: string;
  readonly field: QueryField;
  readonly direction: 'asc' | 'desc';
}

/**
 * The keys of an ABP Sorting text such as `creationTime desc, projectName`: whitelisted fields (never an
 * anyOf field), asc or desc, nothing else; `fallback` when the text is empty.
 */
export function parseSorting(sorting: string | undefined, fields: QueryFields, fallback: string): SortKey[] {
  const text = sorting?.trim() ? sorting : fallback;
  return text.split(',').map((part) => {
    const [name = '', direction = 'asc', extra] = part.trim().split(/\s+/);
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const dir = direction.toLowerCase();
    if (!field || field.anyOf || extra !== undefined || (dir !== 'asc' && dir !== 'desc')) {
      invalid('Sorting', `cannot sort by '${part.trim()}'; known: ${Object.keys(fields).join(', ')}`);
    }
    return { name, field, direction: dir };
  });
}
