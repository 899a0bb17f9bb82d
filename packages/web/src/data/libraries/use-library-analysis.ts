import { useQuery } from '@tanstack/react-query';
import { type LibraryAnalysisQuery, LibraryAnalysisSource, type LibraryKind } from '@tender/domain';
import { useInject } from '../../di/use-inject';
import { libraryAnalysisQueries } from './library-analysis-queries';

/** A library's analysis for the months and word asked for (the /analysis pages). */
export function useLibraryAnalysis(kind: LibraryKind, query: LibraryAnalysisQuery) {
  return useQuery(
    libraryAnalysisQueries.analysis(useInject<LibraryAnalysisSource>(LibraryAnalysisSource), kind, query),
  );
}
