import type { ProjectDeadlines } from '../compliance/project-deadlines';

/** A project's statutory deadlines, laid out on the server's clock (Compliance/GetDeadlines). */
export interface ProjectDeadlinesSource {
  deadlinesOf(projectId: number): Promise<ProjectDeadlines>;
}
export const ProjectDeadlinesSource = Symbol.for('tender.ProjectDeadlinesSource');
