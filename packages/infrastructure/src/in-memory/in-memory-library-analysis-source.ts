import {
  addMoney,
  bidderOutcomes,
  businessMonthOf,
  businessMonthsUpTo,
  byEntryProjects,
  chartCategories,
  type EntryOutcome,
  type EntryProjects,
  isNamedEntry,
  LIBRARY_ANALYSIS_TOP,
  type LibraryAnalysis,
  type LibraryAnalysisQuery,
  type LibraryAnalysisSource,
  type LibraryEntry,
  type LibraryKind,
  libraryAnalysisQuerySchema,
  type Money,
  namesAgency,
  type Project,
  parseOrThrow,
  type QualificationResult,
  type SignUp,
  ZERO,
} from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import { type AdministrationRules, assertPermitted } from './administration-rules';

type Entry = Pick<
  LibraryEntry,
  'id' | 'kind' | 'name' | 'creditCode' | 'contacts' | 'area' | 'industry' | 'creationTime'
>;

/** What the analysis reads of the rest of the in-memory module, read afresh at every call. */
export interface InMemoryAnalysisSources {
  readonly entries: () => readonly Entry[];
  readonly projects: () => readonly Project[];
  readonly signUps: () => readonly SignUp[];
  readonly results: () => readonly QualificationResult[];
  /** The company of the user who registered a project (the agency it names). */
  readonly companyOf: (userId: number | null) => { name: string; code?: string | null } | undefined;
  readonly now: () => number;
  readonly rules: AdministrationRules;
}

/**
 * The libraries' analysis over the in-memory module's arrays, by the server's rules (test/contract holds
 * both to them): the domain's month, entry-naming and win definitions, the library's query permission.
 */
export class InMemoryLibraryAnalysisSource implements LibraryAnalysisSource {
  constructor(private readonly sources: InMemoryAnalysisSources) {}

  async analyse(kind: LibraryKind, query: LibraryAnalysisQuery = {}): Promise<LibraryAnalysis> {
    assertPermitted(this.sources.rules, `${kind}.query`);
    const { Keyword, Months } = parseOrThrow(libraryAnalysisQuerySchema, query);
    const months = businessMonthsUpTo(new Date(this.sources.now()), Months);
    const entries = this.entriesHolding(kind, Keyword);
    const projects = this.sources
      .projects()
      .filter((project) => months.includes(businessMonthOf(new Date(project.creationTime))));
    const linked = this.linked(kind, entries, projects);
    const ofProject = new Map(projects.map((project) => [project.id, project]));
    const budget = (projectId: number) => (ofProject.get(projectId)?.projectBudget ?? ZERO) as Money;
    const projectIds = [...new Set(linked.map((pair) => pair.projectId))];
    return {
      kind,
      months: months.map((month) => {
        const inMonth = projectIds.filter(
          (id) => businessMonthOf(new Date(ofProject.get(id)?.creationTime ?? 0)) === month,
        );
        return { month, projects: inMonth.length, amount: addMoney(ZERO, ...inMonth.map(budget)) };
      }),
      topEntries: kind === 'bidder' ? [] : this.topEntries(entries, linked, budget),
      bidderOutcomes: kind === 'bidder' ? this.outcomes(entries, projects) : [],
      byArea: chartCategories(countBy(entries, (entry) => entry.area)),
      byIndustry: chartCategories(kind === 'bidder' ? countBy(entries, (entry) => entry.industry) : []),
    };
  }

  /** The library's entries holding the word, as its list finds them. */
  private entriesHolding(kind: LibraryKind, keyword: string | undefined): Entry[] {
    const word = keyword?.toLowerCase();
    return this.sources
      .entries()
      .filter((entry) => entry.kind === kind)
      .filter(
        (entry) =>
          !word ||
          [entry.name, entry.creditCode, ...entry.contacts.map((c) => c.name)]
            .join(' ')
            .toLowerCase()
            .includes(word),
      );
  }

  /** The (project, entry) pairs: a bidder's sign-ups, a purchaser unit, the project's agency (namesAgency). */
  private linked(kind: LibraryKind, entries: readonly Entry[], projects: readonly Project[]) {
    const pairs = new Map<string, { projectId: number; entryId: number }>();
    const add = (projectId: number, entryId: number) =>
      pairs.set(`${projectId}:${entryId}`, { projectId, entryId });
    const inWindow = new Set(projects.map((project) => project.id));
    if (kind === 'bidder') {
      for (const signUp of this.sources.signUps()) {
        if (!inWindow.has(signUp.projectId)) continue;
        for (const entry of entries) if (entry.name === signUp.supplierName) add(signUp.projectId, entry.id);
      }
      return [...pairs.values()];
    }
    for (const project of projects) {
      const company = kind === 'agency' ? this.sources.companyOf(project.creatorUserId) : undefined;
      for (const entry of entries) {
        const named =
          kind === 'purchaser'
            ? isNamedEntry(entry, project.purchaserUnit)
            : namesAgency(entry, project, company);
        if (named) add(project.id, entry.id);
      }
    }
    return [...pairs.values()];
  }

  private topEntries(
    entries: readonly Entry[],
    linked: readonly { projectId: number; entryId: number }[],
    budget: (projectId: number) => Money,
  ): EntryProjects[] {
    return entries
      .map((entry) => {
        const projects = linked.filter((pair) => pair.entryId === entry.id).map((pair) => pair.projectId);
        return {
          id: entry.id,
          name: entry.name,
          projects: projects.length,
          amount: addMoney(ZERO, ...projects.map(budget)),
        };
      })
      .filter((row) => row.projects > 0)
      .sort((a, b) => byEntryProjects(a, b) || a.id - b.id)
      .slice(0, LIBRARY_ANALYSIS_TOP);
  }

  /** The domain's sign-ups, wins and win rate of the library's bidders, on the window's projects. */
  private outcomes(entries: readonly Entry[], projects: readonly Project[]): EntryOutcome[] {
    const inWindow = new Set(projects.map((project) => project.id));
    const signUps = this.sources.signUps().filter((signUp) => inWindow.has(signUp.projectId));
    return bidderOutcomes(
      signUps,
      this.sources.results(),
      entries.map((entry) => entry.name),
    )
      .flatMap((outcome) =>
        entries.filter((entry) => entry.name === outcome.name).map((entry) => ({ id: entry.id, ...outcome })),
      )
      .slice(0, LIBRARY_ANALYSIS_TOP);
  }
}

function countBy(entries: readonly Entry[], value: (entry: Entry) => string | null) {
  const counts = new Map<string | null, number>();
  for (const entry of entries) counts.set(value(entry), (counts.get(value(entry)) ?? 0) + 1);
  return [...counts].map(([name, total]) => ({ name, total }));
}

const DAY_MS = 86_400_000;

/**
 * The organisations the in-memory demo projects and records name (demo-data.ts), as library entries, so
 * that Storybook's analysis pages have projects, sign-ups and wins to chart: the bidders of the demo
 * sign-ups, the demo projects' purchaser unit, and the demo users' company as an agency.
 */
export function demoEntriesOfTheRecords(
  now: number,
): Omit<LibraryEntry, 'certificateState' | 'blacklistedNow'>[] {
  const created = new Date(now - 60 * DAY_MS).toISOString();
  const entry = (
    id: number,
    kind: LibraryKind,
    name: string,
    area: string,
    industry: string | null = null,
  ): Omit<LibraryEntry, 'certificateState' | 'blacklistedNow'> => ({
    id,
    kind,
    name,
    creditCode: aCreditCode(900_000 + id),
    contacts: [],
    address: null,
    area,
    legalRepresentative: null,
    industry,
    bankAccount: null,
    certificates: [],
    blacklistings: [],
    creationTime: created,
    version: 1,
  });
  return [
    entry(101, 'bidder', '华建工程咨询有限公司', '浙江省', '科学研究和技术服务业'),
    entry(102, 'bidder', '中诚监理有限公司', '江苏省', '科学研究和技术服务业'),
    entry(103, 'bidder', '恒信项目管理有限公司', '上海市', '租赁和商务服务业'),
    entry(104, 'bidder', '远大建设集团', '浙江省', '建筑业'),
    entry(105, 'purchaser', '市公共资源交易中心', '浙江省'),
    entry(106, 'agency', 'Demo Tendering Agency', '浙江省'),
  ];
}
