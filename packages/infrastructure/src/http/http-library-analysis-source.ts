import {
  LIBRARY_ENTITY_NAMES,
  type LibraryAnalysis,
  type LibraryAnalysisQuery,
  type LibraryAnalysisSource,
  type LibraryKind,
  libraryAnalysisSchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

/** A library's analysis over the API (`<Bidder|Agency|Purchaser>/GetAnalysis`). */
export class HttpLibraryAnalysisSource implements LibraryAnalysisSource {
  constructor(private readonly api: HttpClient) {}

  analyse(kind: LibraryKind, query: LibraryAnalysisQuery = {}): Promise<LibraryAnalysis> {
    return this.api.get(`/api/services/app/${LIBRARY_ENTITY_NAMES[kind]}/GetAnalysis`, {
      params: { ...query },
      schema: libraryAnalysisSchema,
    });
  }
}
