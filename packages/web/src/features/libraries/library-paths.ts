import type { LibraryKind } from '@tender/domain';

/** Each library's pages (§2: the list, and /detail, /edit under the same prefix). */
export const LIBRARY_PATHS: Readonly<Record<LibraryKind, string>> = {
  bidder: '/home/supplier-library',
  agency: '/home/agency-library',
  purchaser: '/home/purchaser-library',
};

export const libraryListPath = (kind: LibraryKind) => LIBRARY_PATHS[kind];
/** The analysis page of a library (§1 route table: /analysis under the same prefix). */
export const libraryAnalysisPath = (kind: LibraryKind) => `${LIBRARY_PATHS[kind]}/analysis`;
export const libraryDetailPath = (kind: LibraryKind, id: number) => `${LIBRARY_PATHS[kind]}/detail?id=${id}`;
/** The edit page of an entry, or the form of a new one without an id. */
export const libraryEditPath = (kind: LibraryKind, id?: number) =>
  `${LIBRARY_PATHS[kind]}/edit${id === undefined ? '' : `?id=${id}`}`;

/** The entry id a detail or edit page was opened with (`?id=`), or undefined. */
export function entryIdOf(search: URLSearchParams): number | undefined {
  const id = Number(search.get('id'));
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}
