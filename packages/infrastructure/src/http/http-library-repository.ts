import {
  type ExportedFile,
  LIBRARY_ENTITY_NAMES,
  type LibraryEntry,
  type LibraryEntryInput,
  type LibraryEntryUpdate,
  type LibraryExportQuery,
  type LibraryImportPreview,
  type LibraryImportResult,
  type LibraryKind,
  type LibraryListQuery,
  type LibraryRepository,
  libraryEntrySchema,
  libraryImportPreviewSchema,
  libraryImportResultSchema,
  type Paged,
  pagedSchema,
  type SpreadsheetFile,
} from '@tender/domain';
import { downloadExport } from './download-export';
import type { HttpClient } from './http-client';
import { asFile } from './spreadsheet-upload';

const libraryPageSchema = pagedSchema(libraryEntrySchema);
const base = (kind: LibraryKind) => `/api/services/app/${LIBRARY_ENTITY_NAMES[kind]}`;

/** The three libraries over the API (Bidder, Agency, Purchaser: GetPaged, Get, Create, Update, Export, Import; §1). */
export class HttpLibraryRepository implements LibraryRepository {
  constructor(private readonly api: HttpClient) {}

  getPaged(kind: LibraryKind, query: LibraryListQuery = {}): Promise<Paged<LibraryEntry>> {
    return this.api.get(`${base(kind)}/GetPaged`, { params: { ...query }, schema: libraryPageSchema });
  }

  get(kind: LibraryKind, id: number): Promise<LibraryEntry> {
    return this.api.get(`${base(kind)}/Get`, {
      params: { id },
      schema: libraryEntrySchema,
      notFound: { entity: LIBRARY_ENTITY_NAMES[kind], id },
    });
  }

  create(kind: LibraryKind, input: LibraryEntryInput): Promise<LibraryEntry> {
    return this.api.post(`${base(kind)}/Create`, input, { schema: libraryEntrySchema });
  }

  export(kind: LibraryKind, query: LibraryExportQuery = {}): Promise<ExportedFile> {
    return downloadExport(this.api, `${base(kind)}/Export`, query, `${kind}-library`);
  }

  previewImport(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportPreview> {
    return this.api.post(`${base(kind)}/ImportPreview`, file.bytes, {
      ...asFile(file),
      schema: libraryImportPreviewSchema,
    });
  }

  import(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportResult> {
    return this.api.post(`${base(kind)}/Import`, file.bytes, {
      ...asFile(file),
      schema: libraryImportResultSchema,
    });
  }

  update(kind: LibraryKind, input: LibraryEntryUpdate): Promise<LibraryEntry> {
    return this.api.post(`${base(kind)}/Update`, input, {
      schema: libraryEntrySchema,
      notFound: { entity: LIBRARY_ENTITY_NAMES[kind], id: input.id },
    });
  }
}
