import {
  bondFactsOf,
  type ComplianceSources,
  complianceFactsOf,
  NotFoundError,
  type Notice,
  type Project,
  type ProjectDeadlines,
  type ProjectDeadlinesSource,
  projectDeadlinesOf,
  type RecordOf,
  type RecordType,
  type StoredBond,
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
  /** The bonds of the project's ledger (InMemoryBondLedgerRepository); none when absent. */
  readonly bondsOf?: (projectId: number) => readonly StoredBond[];
}

/** What the bounds of a project are laid on, from the fakes, as the server reads it from its rows. */
export function complianceSourcesOf(rules: ProjectDeadlinesRules, project: Project): ComplianceSources {
  const { recordsOf } = rules;
  const packages = project.sGroupList.flatMap((g) =>
    g.id === undefined ? [] : [{ id: g.id, groupNumber: g.groupNumber }],
  );
  return {
    project,
    notices: rules.noticesOf(project.id),
    tenderDocuments: recordsOf('tenderDocument', project.id),
    clarifications: recordsOf('clarification', project.id),
    objections: recordsOf('objection', project.id),
    contracts: recordsOf('contract', project.id),
    bonds: bondFactsOf(packages, rules.bondsOf?.(project.id) ?? []),
    writtenReport: rules.writtenReportOf?.(project.id) ?? null,
  };
}

/**
 * A project's statutory deadlines over the in-memory fakes (Storybook), as the server lays them out
 * (Compliance/GetDeadlines): the facts from the project, its notices, records and bonds by the domain's
 * complianceFactsOf, the report by projectDeadlinesOf at the module's clock. Reading a project's
 * deadlines is reading the project (project.get); a project that is not there is a NotFoundError.
 */
export class InMemoryProjectDeadlinesSource implements ProjectDeadlinesSource {
  constructor(private readonly rules: ProjectDeadlinesRules) {}

  async deadlinesOf(projectId: number): Promise<ProjectDeadlines> {
    assertPermitted(this.rules, 'project.get');
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    const facts = complianceFactsOf(complianceSourcesOf(this.rules, project));
    // A copy, as a reply is: a caller never holds the rule table's labels.
    return structuredClone(projectDeadlinesOf(projectId, facts, new Date(this.rules.now())));
  }
}
