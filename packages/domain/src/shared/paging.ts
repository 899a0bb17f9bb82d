import { z } from 'zod';

/** Rows a table shows per page unless the user picks another size (§9). */
export const TABLE_DEFAULT_PAGE_SIZE = 10;

/** ABP list parameters (§7). */
export const pagedQuerySchema = z.object({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(10),
  SkipCount: z.coerce.number().int().min(0).default(0),
  Sorting: z.string().max(200).optional(),
  Filter: z.string().max(2000).optional(),
});
export type PagedQuery = z.input<typeof pagedQuerySchema>;

/** ABP paged reply. */
export interface Paged<T> {
  readonly totalCount: number;
  readonly items: T[];
}

export function pagedSchema<T extends z.ZodType>(item: T) {
  return z.object({ totalCount: z.number().int().min(0), items: z.array(item) });
}
