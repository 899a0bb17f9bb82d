import { keepPreviousData, queryOptions } from '@tanstack/react-query';
import type {
  LibraryHistoryQuery,
  LibraryHistorySource,
  LibraryKind,
  LibraryListQuery,
  LibraryRepository,
} from '@tender/domain';

/** The libraries' query keys: one tree under ['libraries', kind], so a write refreshes its library's lists. */
export const libraryKeys = {
  all: ['libraries'] as const,
  library: (kind: LibraryKind) => ['libraries', kind] as const,
  page: (kind: LibraryKind, query: LibraryListQuery) => ['libraries', kind, 'page', query] as const,
  entry: (kind: LibraryKind, id: number) => ['libraries', kind, 'entry', id] as const,
  history: (kind: LibraryKind, query: LibraryHistoryQuery) => ['libraries', kind, 'history', query] as const,
};

/**
 * How long a library's page, entry or history stays fresh. A library has no push of other users' changes
 * (ADR 0011 covers projects): its own writes invalidate it at once, and a page shown again — its tab
 * chosen in the multi-tab bar (§2), kept alive hidden — shows what it has instead of asking again.
 */
export const LIBRARY_FRESH_MS = 30_000;

/** Each query of the libraries once: key, function and freshness. */
export const libraryQueries = {
  page: (libraries: LibraryRepository, kind: LibraryKind, query: LibraryListQuery) =>
    queryOptions({
      queryKey: libraryKeys.page(kind, query),
      queryFn: () => libraries.getPaged(kind, query),
      // A table keeps its rows while the next page or filter loads, instead of flashing empty.
      placeholderData: keepPreviousData,
      staleTime: LIBRARY_FRESH_MS,
    }),

  entry: (libraries: LibraryRepository, kind: LibraryKind, id: number) =>
    queryOptions({
      queryKey: libraryKeys.entry(kind, id),
      queryFn: () => libraries.get(kind, id),
      staleTime: LIBRARY_FRESH_MS,
    }),

  history: (histories: LibraryHistorySource, kind: LibraryKind, query: LibraryHistoryQuery) =>
    queryOptions({
      queryKey: libraryKeys.history(kind, query),
      queryFn: () => histories.history(kind, query),
      // The next page of a history keeps the rows shown until it arrives.
      placeholderData: keepPreviousData,
      staleTime: LIBRARY_FRESH_MS,
    }),
};
