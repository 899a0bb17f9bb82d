import type { LibraryKind, LibraryListQuery } from '@tender/domain';
import { SpreadsheetExportButton } from '../../components/spreadsheet-export-button';
import { useExportLibrary } from '../../data/libraries/use-libraries';

/** Exports the rows the list's search and filters keep, in its sort (§6 action `export` of the library). */
export function ExportLibraryButton({
  kind,
  query,
}: {
  readonly kind: LibraryKind;
  readonly query: LibraryListQuery;
}) {
  const exportLibrary = useExportLibrary(kind);
  const { MaxResultCount: _size, SkipCount: _skip, ...filters } = query;
  return (
    <SpreadsheetExportButton
      data-testid="library-export"
      exportFile={(Format, Language) => exportLibrary({ ...filters, Format, Language })}
    />
  );
}
