import type { ColumnType, Generated } from 'kysely';
import type { NullableTimestamp, Timestamp } from './schema';

/** numeric(18,2) not null: an exact decimal string. */
type Amount = ColumnType<string, string, string>;

/** A bid of the opening record as entered (migration 0022). */
export interface OpeningBidsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  groupId: number;
  bidder: string;
  price: Amount;
  durationDays: number;
  quality: string | null;
  bondPaid: boolean;
  receivedAt: Timestamp;
  creationTime: Timestamp;
  creatorUserId: number | null;
}

/** A bid package whose opening record is confirmed, and so locked (migration 0022). */
export interface OpeningConfirmationsTable {
  groupId: number;
  tenantId: number;
  projectId: number;
  confirmedTime: Timestamp;
  confirmerUserId: number | null;
}

/** An expert of the expert library (migration 0023). */
export interface ExpertsTable {
  id: Generated<number>;
  tenantId: number;
  name: string;
  speciality: string;
  company: string;
  phone: string | null;
  avoidCompanies: ColumnType<unknown, string, string>;
  active: boolean;
  creationTime: Timestamp;
  creatorUserId: number | null;
  lastModificationTime: NullableTimestamp;
  lastModifierUserId: number | null;
  version: Generated<number>;
}

/** A recorded committee draw: its seed, the candidates it drew among and the parties avoided (migration 0023). */
export interface CommitteeDrawsTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  seed: ColumnType<string, number | string, number | string>;
  speciality: string | null;
  requested: number;
  candidateIds: number[];
  parties: ColumnType<unknown, string, string>;
  drawnTime: Timestamp;
  drawerUserId: number | null;
  /** A redraw of the seats recusals emptied (migration 0029). */
  redraw: Generated<boolean>;
}

/** A committee member: drawn (draw_id) or chosen by hand (reason) (migration 0023). */
export interface CommitteeMembersTable {
  projectId: number;
  expertId: number;
  tenantId: number;
  seat: Generated<number>;
  drawId: number | null;
  reason: string | null;
  appointedTime: Timestamp;
  appointerUserId: number | null;
  /** Set when the expert recused (migration 0029): they no longer sit. */
  recusedTime: NullableTimestamp;
  recusalReason: string | null;
  recuserUserId: number | null;
}

/** The tenderer's or purchaser's representative on a committee (migration 0029). */
export interface CommitteeRepresentativesTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  name: string;
  company: string;
  appointedTime: Timestamp;
  appointerUserId: number | null;
  /** Set together when the representative recused (migration 0036); null while they sit. */
  recusedTime: NullableTimestamp;
  recusalReason: string | null;
  recuserUserId: number | null;
}

/** The agency's mark that a project asks a larger committee (migration 0029). */
export interface CommitteeRequirementsTable {
  projectId: number;
  tenantId: number;
  largerRequired: boolean;
  setTime: Timestamp;
  setterUserId: number | null;
}

/** A bid package's evaluation plan and current round (migration 0024). */
export interface EvaluationPlansTable {
  groupId: number;
  tenantId: number;
  projectId: number;
  method: 'comprehensive' | 'lowestPrice' | 'qualification';
  criteria: ColumnType<unknown, string, string>;
  round: Generated<number>;
  lastModificationTime: Timestamp;
  lastModifierUserId: number | null;
}

/** An expert's mark of a bidder on a criterion in one round (migration 0024). */
export interface EvaluationMarksTable {
  groupId: number;
  round: number;
  expertId: number;
  bidder: string;
  criterion: string;
  tenantId: number;
  projectId: number;
  points: number | null;
  passed: boolean | null;
  comment: string | null;
  markedTime: Timestamp;
  markerUserId: number | null;
}

/** Why a round of a package was closed by a re-evaluation (migration 0024). */
export interface EvaluationReevaluationsTable {
  groupId: number;
  round: number;
  tenantId: number;
  projectId: number;
  reason: string;
  method: 'comprehensive' | 'lowestPrice' | 'qualification';
  criteria: ColumnType<unknown, string, string>;
  closedTime: Timestamp;
  closerUserId: number | null;
}

/** When a project's evaluation report was complete (migration 0035). */
export interface EvaluationReportsTable {
  projectId: number;
  tenantId: number;
  reportedTime: Timestamp;
}

/** Kysely's view of the tables of bid opening and evaluation (ADR 0019). */
export interface EvaluationTables {
  openingBids: OpeningBidsTable;
  openingConfirmations: OpeningConfirmationsTable;
  experts: ExpertsTable;
  committeeDraws: CommitteeDrawsTable;
  committeeMembers: CommitteeMembersTable;
  committeeRepresentatives: CommitteeRepresentativesTable;
  committeeRequirements: CommitteeRequirementsTable;
  evaluationPlans: EvaluationPlansTable;
  evaluationMarks: EvaluationMarksTable;
  evaluationReevaluations: EvaluationReevaluationsTable;
  evaluationReports: EvaluationReportsTable;
}
