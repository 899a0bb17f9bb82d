import { useExportProjects } from '../../data/projects/use-export-projects';
import { SpreadsheetExportButton } from '../spreadsheet-export-button';

/** Exports the projects a list's search keeps, in its sort (§6 action `project.export`). */
export function ExportProjectsButton({
  filter,
  sorting,
}: {
  readonly filter?: string;
  readonly sorting?: string;
}) {
  const exportProjects = useExportProjects();
  return (
    <SpreadsheetExportButton
      data-testid="project-export"
      exportFile={(Format, Language) =>
        exportProjects({
          ...(filter ? { Filter: filter } : {}),
          ...(sorting ? { Sorting: sorting } : {}),
          Format,
          Language,
        })
      }
    />
  );
}
