import type {
  LibraryEntry,
  LibraryEntryInput,
  LibraryEntryUpdate,
  LibraryKind,
  LibraryListQuery,
} from '../libraries/library-entry';
import type { LibraryExportQuery } from '../libraries/library-export';
import type { LibraryImportPreview, LibraryImportResult } from '../libraries/library-import';
import type { Paged } from '../shared/paging';
import type { ExportedFile, SpreadsheetFile } from './spreadsheet-files';

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
  /** The filtered entries as a file (XLSX or CSV), every cell safe to open; the library's export permission. */
  export(kind: LibraryKind, query?: LibraryExportQuery): Promise<ExportedFile>;
  /**
   * What importing a file (XLSX or CSV, laid out as an export) would add: each row with its problems, the
   * library's import permission. A file that is no such spreadsheet is a ValidationError naming `file`.
   */
  previewImport(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportPreview>;
  /** Adds every row of the file, or — any row wrong — nothing (ValidationError naming each row's problem). */
  import(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportResult>;
}

export const LibraryRepository = Symbol.for('tender.LibraryRepository');
