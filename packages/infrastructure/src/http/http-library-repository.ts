import {
  LIBRARY_ENTITY_NAMES,
  type LibraryEntry,
  type LibraryEntryInput,
  type LibraryEntryUpdate,
  type LibraryKind,
  type LibraryListQuery,
  type LibraryRepository,
  libraryEntrySchema,
  type Paged,
  pagedSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const libraryPageSchema = pagedSchema(libraryEntrySchema);
const base = (kind: LibraryKind) => `/api/services/app/${LIBRARY_ENTITY_NAMES[kind]}`;

/** The three libraries over the API (Bidder, Agency, Purchaser: GetPaged, Get, Create, Update; §1). */
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

  update(kind: LibraryKind, input: LibraryEntryUpdate): Promise<LibraryEntry> {
    return this.api.post(`${base(kind)}/Update`, input, {
      schema: libraryEntrySchema,
      notFound: { entity: LIBRARY_ENTITY_NAMES[kind], id: input.id },
    });
  }
}
