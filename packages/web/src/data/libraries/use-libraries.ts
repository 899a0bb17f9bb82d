import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  type LibraryEntry,
  type LibraryEntryInput,
  type LibraryEntryUpdate,
  type LibraryExportQuery,
  type LibraryKind,
  type LibraryListQuery,
  LibraryRepository,
  type SpreadsheetFile,
} from '@tender/domain';
import { useEffect, useState } from 'react';
import { useInject } from '../../di/use-inject';
import { libraryKeys, libraryQueries } from './library-queries';

/** A page of a library with a word, filters and a sort. */
export function useLibraryPage(kind: LibraryKind, query: LibraryListQuery) {
  return useQuery(libraryQueries.page(useInject<LibraryRepository>(LibraryRepository), kind, query));
}

/** One entry of a library; nothing while no id is known (a new entry). */
export function useLibraryEntry(kind: LibraryKind, id: number | undefined) {
  const libraries = useInject<LibraryRepository>(LibraryRepository);
  return useQuery({ ...libraryQueries.entry(libraries, kind, id ?? 0), enabled: id !== undefined });
}

/**
 * Saving an entry: create without an id, else update with the version read. The library's lists and
 * the entry are refreshed whatever the outcome (a refusal may mean someone else changed it).
 */
export function useSaveLibraryEntry(kind: LibraryKind) {
  const libraries = useInject<LibraryRepository>(LibraryRepository);
  const queryClient = useQueryClient();
  return async (input: LibraryEntryInput | LibraryEntryUpdate) => {
    try {
      return 'id' in input && input.id !== undefined
        ? await libraries.update(kind, input as LibraryEntryUpdate)
        : await libraries.create(kind, input);
    } finally {
      await queryClient.invalidateQueries({ queryKey: libraryKeys.library(kind) });
    }
  };
}

/** How long typing rests before the library is asked (one request per pause, not per key). */
const TYPE_AHEAD_PAUSE_MS = 250;

/**
 * The entries of a library holding what was typed, for a form's type-ahead (issue: libraries — nobody
 * retypes what Tender holds). Nothing until something is typed, nor for a user who may not read it.
 */
export function useLibraryMatches(
  kind: LibraryKind,
  typed: string,
  permitted: boolean,
): readonly LibraryEntry[] {
  const libraries = useInject<LibraryRepository>(LibraryRepository);
  const [keyword, setKeyword] = useState(typed.trim());
  useEffect(() => {
    const timer = setTimeout(() => setKeyword(typed.trim()), TYPE_AHEAD_PAUSE_MS);
    return () => clearTimeout(timer);
  }, [typed]);
  const page = useQuery({
    ...libraryQueries.page(libraries, kind, { Keyword: keyword, MaxResultCount: 10 }),
    enabled: permitted && keyword !== '',
  });
  return keyword === '' ? [] : (page.data?.items ?? []);
}

/** Exporting a library's filtered entries: the file the server wrote. */
export function useExportLibrary(kind: LibraryKind) {
  const libraries = useInject<LibraryRepository>(LibraryRepository);
  return (query: LibraryExportQuery) => libraries.export(kind, query);
}

/**
 * Importing a spreadsheet into a library: what each row would become (a hint), then the import, which
 * checks everything again and adds every row or none. The library's lists refresh after an import,
 * whatever its outcome.
 */
export function useLibraryImport(kind: LibraryKind) {
  const libraries = useInject<LibraryRepository>(LibraryRepository);
  const queryClient = useQueryClient();
  return {
    preview: (file: SpreadsheetFile) => libraries.previewImport(kind, file),
    import: async (file: SpreadsheetFile) => {
      try {
        return await libraries.import(kind, file);
      } finally {
        await queryClient.invalidateQueries({ queryKey: libraryKeys.library(kind) });
      }
    },
  };
}
