import {
  LIBRARY_ENTITY_NAMES,
  type LibraryHistory,
  type LibraryHistoryQuery,
  type LibraryHistorySource,
  type LibraryKind,
  libraryHistorySchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/** An entry's history over the API (`<Bidder|Agency|Purchaser>/GetHistory`). */
export class HttpLibraryHistorySource implements LibraryHistorySource {
  constructor(private readonly api: HttpClient) {}

  history(kind: LibraryKind, query: LibraryHistoryQuery): Promise<LibraryHistory> {
    return this.api.get(`/api/services/app/${LIBRARY_ENTITY_NAMES[kind]}/GetHistory`, {
      params: { ...query },
      schema: libraryHistorySchema,
    });
  }
}
