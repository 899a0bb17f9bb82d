import { useQuery } from '@tanstack/react-query';
import { type LibraryHistoryQuery, LibraryHistorySource, type LibraryKind } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { libraryQueries } from './library-queries';

/** A page of an entry's history (its /detail page). */
export function useLibraryHistory(kind: LibraryKind, query: LibraryHistoryQuery) {
  return useQuery(libraryQueries.history(useInject<LibraryHistorySource>(LibraryHistorySource), kind, query));
}
