import { ValidationError } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';
import type { FilterFields } from './filter-sql';

/**
 * The ORDER BY of an ABP `Sorting` text such as `creationTime desc, projectName`: whitelisted fields,
 * asc or desc, nothing else. Falls back to `fallback` when the text is empty.
 */
export function sortingSql(
  sorting: string | undefined,
  fields: FilterFields,
  fallback: string,
): RawBuilder<unknown> {
  const text = sorting?.trim() ? sorting : fallback;
  const parts = text.split(',').map((part) => {
    const [name = '', direction = 'asc', extra] = part.trim().split(/\s+/);
    const field = Object.hasOwn(fields, name) ? fields[name] : undefined;
    const dir = direction.toLowerCase();
    if (!field || field.anyOf || extra !== undefined || (dir !== 'asc' && dir !== 'desc')) {
      throw new ValidationError([
        {
          field: 'Sorting',
          message: `cannot sort by '${part.trim()}'; known: ${Object.keys(fields).join(', ')}`,
        },
      ]);
    }
    const column = typeof field.column === 'string' ? sql.ref(field.column) : field.column;
    return sql`${column} ${sql.raw(dir)}`;
  });
  return sql.join(parts);
}
