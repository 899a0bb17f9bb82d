import { queryOptions } from '@tanstack/react-query';
import type { LibraryAnalysisQuery, LibraryAnalysisSource, LibraryKind } from '@tender/domain';

/**
 * A library's analysis, keyed under its library (['libraries', kind]): saving an entry refreshes it with
 * the library's lists.
 */
export const libraryAnalysisKeys = {
  analysis: (kind: LibraryKind, query: LibraryAnalysisQuery) =>
    ['libraries', kind, 'analysis', query] as const,
};

/** The analysis query once: key, function and freshness (ADR 0009). */
export const libraryAnalysisQueries = {
  // Another span of months shows the skeleton, not the previous span's figures under the new heading.
  analysis: (source: LibraryAnalysisSource, kind: LibraryKind, query: LibraryAnalysisQuery) =>
    queryOptions({
      queryKey: libraryAnalysisKeys.analysis(kind, query),
      queryFn: () => source.analyse(kind, query),
    }),
};
