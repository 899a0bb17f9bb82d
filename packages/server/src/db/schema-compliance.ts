import type { ColumnType } from 'kysely';
import type { Timestamp } from './schema';

/** The filing of a project's written report (migration 0030, 招标投标法 第四十七条). */
export interface WrittenReportsTable {
  projectId: number;
  tenantId: number;
  /** A `date`: written as `YYYY-MM-DD`, read back as text (`filed_on::text`) by the adapter. */
  filedOn: ColumnType<unknown, string, string>;
  authority: string;
  note: string | null;
  recordedTime: Timestamp;
  recorderUserId: number | null;
}

export interface ComplianceTables {
  writtenReports: WrittenReportsTable;
}
