import type {
  LibraryEntry,
  LibraryEntryInput,
  LibraryEntryUpdate,
  LibraryKind,
  LibraryListQuery,
} from '../libraries/library-entry';
import type { Paged } from '../shared/paging';

/**
 * The libraries of bidders, agencies and purchasers (§1): a page with a word, filters and a sort; one
 * entry; create; update with the version read. A credit code another entry holds is ConflictError naming
 * it, as is an update of a version someone else replaced; reading and writing take the library's
 * permissions (§6), else NotPermittedError.
 */
export interface LibraryRepository {
  getPaged(kind: LibraryKind, query?: LibraryListQuery): Promise<Paged<LibraryEntry>>;
  get(kind: LibraryKind, id: number): Promise<LibraryEntry>;
  create(kind: LibraryKind, input: LibraryEntryInput): Promise<LibraryEntry>;
  update(kind: LibraryKind, input: LibraryEntryUpdate): Promise<LibraryEntry>;
}
export const LibraryRepository = Symbol.for('tender.LibraryRepository');
