import type { LibraryAnalysis, LibraryAnalysisQuery } from '../libraries/library-analysis';
import type { LibraryKind } from '../libraries/library-entry';

/**
 * A library's analysis (the /analysis pages of §1's libraries): its projects by month, its leading
 * entries, its bidders' sign-ups and wins, its entries by area and industry. Takes the library's query
 * permission (§6), else NotPermittedError; a bad query is ValidationError naming the field.
 */
export interface LibraryAnalysisSource {
  analyse(kind: LibraryKind, query?: LibraryAnalysisQuery): Promise<LibraryAnalysis>;
}
export const LibraryAnalysisSource = Symbol.for('tender.LibraryAnalysisSource');
