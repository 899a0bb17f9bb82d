import {
  type BidderRecord,
  bidderHistory,
  type HistoryProject,
  isNamedEntry,
  LIBRARY_ENTITY_NAMES,
  type LibraryEntry,
  type LibraryHistory,
  type LibraryHistoryQuery,
  type LibraryHistorySource,
  type LibraryKind,
  libraryHistoryQuerySchema,
  NotFoundError,
  namedProjectsHistory,
  namesAgency,
  type Objection,
  type Project,
  parseOrThrow,
  type QualificationPurchase,
  type QualificationResult,
  type SignUp,
  withProjects,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** What the history reads of the rest of the in-memory module, read afresh at every call. */
export interface InMemoryHistorySources {
  readonly entries: () => readonly Pick<LibraryEntry, 'id' | 'kind' | 'name' | 'creditCode'>[];
  readonly projects: () => readonly Project[];
  readonly records: () => {
    readonly signUp: readonly SignUp[];
    readonly qualificationPurchase: readonly QualificationPurchase[];
    readonly qualificationResult: readonly QualificationResult[];
    readonly objection: readonly Objection[];
  };
  /** The company of the user who registered a project (the agency it names). */
  readonly companyOf: (userId: number | null) => { name: string; code?: string | null } | undefined;
  readonly rules: AdministrationRules;
}

const historyProject = (project: Project): HistoryProject => ({
  projectId: project.id,
  projectName: project.projectName,
  projectNum: project.projectNum,
  state: project.state,
  registeredAt: project.creationTime,
});

/**
 * An entry's history over the in-memory module's arrays, by the server's rules (test/contract holds both
 * to them): the domain's history and naming rules, the library's get permission.
 */
export class InMemoryLibraryHistorySource implements LibraryHistorySource {
  constructor(private readonly sources: InMemoryHistorySources) {}

  async history(kind: LibraryKind, query: LibraryHistoryQuery): Promise<LibraryHistory> {
    assertPermitted(this.sources.rules, `${kind}.get`);
    const criteria = parseOrThrow(libraryHistoryQuerySchema, query);
    const entry = this.sources
      .entries()
      .find((candidate) => candidate.kind === kind && candidate.id === criteria.Id);
    if (!entry) throw new NotFoundError(LIBRARY_ENTITY_NAMES[kind], criteria.Id);
    const projects = this.sources.projects();
    if (kind === 'bidder') {
      const records = this.sources.records();
      const all: BidderRecord[] = [
        ...records.signUp.map((fact) => ({ type: 'signUp' as const, fact })),
        ...records.qualificationPurchase.map((fact) => ({ type: 'qualificationPurchase' as const, fact })),
        ...records.qualificationResult.map((fact) => ({ type: 'qualificationResult' as const, fact })),
        ...records.objection.map((fact) => ({ type: 'objection' as const, fact })),
      ];
      const standing = new Set(projects.map((project) => project.id));
      const page = bidderHistory(
        entry.name,
        all.filter((record) => standing.has(record.fact.projectId)),
        criteria,
      );
      return withProjects(page, projects.map(historyProject));
    }
    const named = projects.filter((project) => {
      if (kind === 'purchaser') return isNamedEntry(entry, project.purchaserUnit);
      return namesAgency(entry, project, this.sources.companyOf(project.creatorUserId));
    });
    return namedProjectsHistory(named.map(historyProject), criteria);
  }
}
