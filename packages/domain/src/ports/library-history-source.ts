import type { LibraryKind } from '../libraries/library-entry';
import type { LibraryHistory, LibraryHistoryQuery } from '../libraries/library-history';

/**
 * An entry's history on its /detail page (domain libraries/library-history.ts): a page of the projects
 * it took part in, with the totals of all. Takes the library's get permission (§6), else
 * NotPermittedError; an entry that is not there is NotFoundError; a bad query is ValidationError naming
 * the field.
 */
export interface LibraryHistorySource {
  history(kind: LibraryKind, query: LibraryHistoryQuery): Promise<LibraryHistory>;
}
export const LibraryHistorySource = Symbol.for('tender.LibraryHistorySource');
