import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

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

/** Kysely's view of the tables of bid opening and evaluation (ADR 0019). */
export interface EvaluationTables {
  openingBids: OpeningBidsTable;
  openingConfirmations: OpeningConfirmationsTable;
}
