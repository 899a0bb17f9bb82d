import {
  type ClosingApplicationInput,
  closingApplicationSchema,
  decideClosingApplication,
} from '../closing/closing-application';
import type { ProjectRepository } from '../ports/project-repository';
import type { Project } from '../projects/project';
import { ConflictError, NotPermittedError } from '../shared/errors';
import { type Locale, labelIn } from '../shared/labels';
import type { Actor } from './actor';
import { parseOrThrow } from './validate';

/**
 * Submits a project's closing application (/end-project/closing-application): the documents to archive
 * and a remark; the project is then closed (archived, for tenant 1) and read-only for good.
 */
export class SubmitClosingApplication {
  constructor(private readonly projects: ProjectRepository) {}

  async execute(input: {
    application: ClosingApplicationInput;
    actor: Actor;
    locale?: Locale;
  }): Promise<Project> {
    const application = parseOrThrow(closingApplicationSchema, input.application);
    const project = await this.projects.getDetail(application.projectId);
    const decision = decideClosingApplication({
      project,
      user: input.actor,
      documentFileIds: application.documentFileIds,
    });
    if (!decision.allowed) {
      const message = labelIn(decision.message, input.locale ?? 'en');
      throw decision.reason === 'not-awaiting-closing'
        ? new ConflictError(message)
        : new NotPermittedError(message);
    }
    return this.projects.submitClosingApplication(application);
  }
}
