import {
  fieldErrorsOf,
  NotFoundError,
  type Project,
  ValidationError,
  type WrittenReport,
  type WrittenReportInput,
  type WrittenReportStore,
  writtenReportFieldsAt,
  writtenReportInputSchema,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** What the fake reads of the rest of the module: the project, who records, the time. */
export interface WrittenReportRules extends AdministrationRules {
  readonly projectOf: (projectId: number) => Project | undefined;
  /** The caller's name, as the server names who recorded the filing. */
  readonly callerName: () => string | null;
  /** When the project's winner was announced (its facts' resultAnnouncementAt); null before. */
  readonly awardedAt: (projectId: number) => string | null;
  readonly now: () => number;
}

/**
 * The filing of the written report over the in-memory fakes (Storybook), with the server's rules
 * (Compliance/RecordWrittenReport): who reads the project reads it, who adds step records records it, the
 * input checked by the domain's schema and a day to come refused, a project not there not found. The
 * deadlines fake reads the filed day through `filedOn`.
 */
export class InMemoryWrittenReportStore implements WrittenReportStore {
  readonly reports = new Map<number, WrittenReport>();

  constructor(private readonly rules: WrittenReportRules) {}

  /** The day a project's report was filed, for the deadlines: what the server's statement reads. */
  filedOn(projectId: number): { filedOn: string } | null {
    const report = this.reports.get(projectId);
    return report ? { filedOn: report.filedOn } : null;
  }

  async of(projectId: number): Promise<WrittenReport | null> {
    assertPermitted(this.rules, 'project.get');
    this.projectOf(projectId);
    return structuredClone(this.reports.get(projectId) ?? null);
  }

  async record(input: WrittenReportInput): Promise<WrittenReport> {
    assertPermitted(this.rules, 'record.add');
    const parsed = writtenReportInputSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldErrorsOf(parsed.error.issues));
    this.projectOf(parsed.data.projectId);
    const now = new Date(this.rules.now());
    const fields = writtenReportFieldsAt(parsed.data, now, this.rules.awardedAt(parsed.data.projectId));
    const report: WrittenReport = {
      ...fields,
      recordedAt: now.toISOString(),
      recordedBy: this.rules.callerName(),
    };
    this.reports.set(fields.projectId, report);
    return structuredClone(report);
  }

  private projectOf(projectId: number): Project {
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    return project;
  }
}
