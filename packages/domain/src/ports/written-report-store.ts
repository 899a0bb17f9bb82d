import type { WrittenReport, WrittenReportInput } from '../compliance/written-report';

/**
 * The filing of a project's written report (招标投标法 第四十七条; Compliance/GetWrittenReport and
 * RecordWrittenReport): read by who reads the project, recorded by who adds its step records. The
 * deadlines report (ProjectDeadlinesSource) counts the filingReport bound from it.
 */
export interface WrittenReportStore {
  /** The record, or null while none is; a NotFoundError for a project that is not there. */
  of(projectId: number): Promise<WrittenReport | null>;
  /** Records (or corrects) the filing; a ValidationError naming the field, a NotFoundError, a NotPermittedError. */
  record(input: WrittenReportInput): Promise<WrittenReport>;
}
export const WrittenReportStore = Symbol.for('tender.WrittenReportStore');
