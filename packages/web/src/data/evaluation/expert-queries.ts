import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type { ExpertListQuery, ExpertRepository } from '@tender/domain';

/** The expert library's query keys: one tree, so a save refreshes every page of it. */
export const expertKeys = {
  all: ['experts'] as const,
  page: (query: ExpertListQuery) => ['experts', 'page', query] as const,
};

export const expertQueries = {
  /** A page of the library, by name (ADR 0019). */
  page: (experts: ExpertRepository, query: ExpertListQuery) =>
    queryOptions({
      queryKey: expertKeys.page(query),
      queryFn: () => experts.getPaged(query),
      // The table keeps its rows while the next page loads, instead of flashing empty.
      placeholderData: keepPreviousData,
    }),
};
