import type { ProjectRepository } from '../ports/project-repository';

/** Deletes a project (§7 Sproject/Delete). */
export class DeleteProject {
  constructor(private readonly projects: ProjectRepository) {}

  execute(projectId: number): Promise<void> {
    return this.projects.delete(projectId);
  }
}
