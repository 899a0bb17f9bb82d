import { parseSorting } from '@tender/domain';
import { type RawBuilder, sql } from 'kysely';
import type { FilterField, FilterFields } from './filter-sql';

/**
 * The ORDER BY of an ABP `Sorting` text such as `creationTime desc, projectName`: the domain's sort keys
 * (whitelisted fields, asc or desc, nothing else), `fallback` when the text is empty.
 */
export function sortingSql(
  sorting: string | undefined,
  fields: FilterFields,
  fallback: string,
): RawBuilder<unknown> {
  const parts = parseSorting(sorting, fields, fallback).map((key) => {
    const { column } = key.field as FilterField;
    return sql`${typeof column === 'string' ? sql.ref(column) : column} ${sql.raw(key.direction)}`;
  });
  return sql.join(parts);
}
