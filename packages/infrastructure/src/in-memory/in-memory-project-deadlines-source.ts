import {
  complianceFactsOf,
  NotFoundError,
  type Notice,
  type Project,
  type ProjectDeadlines,
  type ProjectDeadlinesSource,
  projectDeadlinesOf,
  type RecordOf,
  type RecordType,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** What the fake reads of the rest of the module: the project, its notices and records, the caller, the time. */
export interface ProjectDeadlinesRules extends AdministrationRules {
  readonly projectOf: (projectId: number) => Project | undefined;
  readonly noticesOf: (projectId: number) => readonly Notice[];
  readonly recordsOf: <T extends RecordType>(type: T, projectId: number) => readonly RecordOf<T>[];
  /** The filing of the project's written report (InMemoryWrittenReportStore.filedOn); none when absent. */
  readonly writtenReportOf?: (projectId: number) => { readonly filedOn: string } | null;
  /** The module's clock, the one its ServerClock reads: the report's `now`. */
  readonly now: () => number;
}

/**
 * A project's statutory deadlines over the in-memory fakes (Storybook), as the server lays them out
 * (Compliance/GetDeadlines): the facts from the project, its notices and records by the domain's
 * complianceFactsOf, the report by projectDeadlinesOf at the module's clock. Reading a project's
 * deadlines is reading the project (project.get); a project that is not there is a NotFoundError.
 */
export class InMemoryProjectDeadlinesSource implements ProjectDeadlinesSource {
  constructor(private readonly rules: ProjectDeadlinesRules) {}

  async deadlinesOf(projectId: number): Promise<ProjectDeadlines> {
    assertPermitted(this.rules, 'project.get');
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    const { recordsOf } = this.rules;
    const facts = complianceFactsOf({
      project,
      notices: this.rules.noticesOf(projectId),
      tenderDocuments: recordsOf('tenderDocument', projectId),
      clarifications: recordsOf('clarification', projectId),
      objections: recordsOf('objection', projectId),
      contracts: recordsOf('contract', projectId),
      writtenReport: this.rules.writtenReportOf?.(projectId) ?? null,
    });
    // A copy, as a reply is: a caller never holds the rule table's labels.
    return structuredClone(projectDeadlinesOf(projectId, facts, new Date(this.rules.now())));
  }
}
