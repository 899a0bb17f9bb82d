import type { ColumnType, Generated } from 'kysely';
import type { Timestamp } from './schema';

/** numeric(18,2): an exact decimal string. */
type Amount = ColumnType<string, string, string>;
/** A date column, read as text (`::text`, YYYY-MM-DD) so no time zone touches it. */
type Day = ColumnType<string, string, string>;

/** A bid bond of the ledger (migration 0031). */
export interface BondEntriesTable {
  id: Generated<number>;
  tenantId: number;
  projectId: number;
  groupId: number;
  bidder: string;
  amount: Amount;
  paidOn: Day;
  payerName: string;
  payerAccount: string | null;
  winner: boolean;
  refundedOn: ColumnType<string | null, string | null, string | null>;
  interest: ColumnType<string | null, string | null, string | null>;
  /** The day the bond falls due in a termination's refund batch (migration 0032); null outside one. */
  refundDueOn: Generated<string | null>;
  creationTime: Timestamp;
  creatorUserId: number | null;
}

/** A bid package's agency service fee terms and invoice status (migration 0031). */
export interface AgencyFeesTable {
  groupId: number;
  tenantId: number;
  projectId: number;
  kind: 'goods' | 'services' | 'works';
  winningAmount: Amount;
  discountPercent: Amount;
  minimum: ColumnType<string | null, string | null, string | null>;
  payer: 'purchaser' | 'winningBidder';
  invoiceStatus: Generated<'notInvoiced' | 'invoiced' | 'paid'>;
  lastModificationTime: Timestamp;
  lastModifierUserId: number | null;
}

/** Kysely's view of the bond ledger and the fees. */
export interface BondTables {
  bondEntries: BondEntriesTable;
  agencyFees: AgencyFeesTable;
}
