import { ExportProjects, type ProjectExportQuery } from '@tender/domain';
import { useInject } from '../../di/use-inject';

/** Exporting the projects a list's search keeps: the file the server wrote. */
export function useExportProjects() {
  const exportProjects = useInject(ExportProjects);
  return (query: ProjectExportQuery) => exportProjects.execute(query);
}
