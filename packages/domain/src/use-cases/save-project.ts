import type { ProjectRepository, ProjectSave } from '../ports/project-repository';
import { type Project, projectInputSchema, projectSaveSchema } from '../projects/project';
import { parseOrThrow } from './validate';

/** The editable fields of a stored project, for saving it back with a change. */
export function inputOf(project: Project): ProjectSave {
  const input = projectInputSchema.strip().parse(project);
  return { ...input, id: project.id };
}

/** Creates or updates a project after validating every field (§3); the server assigns the flow on create. */
export class SaveProject {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(input: unknown): Promise<Project> {
    return this.projects.save(parseOrThrow(projectSaveSchema, input));
  }
}
