import type { ColumnType, Generated } from 'kysely';
import type { Json, NullableTimestamp, Timestamp } from './schema';

/** migrations/0014-libraries.ts: an entry of the bidder, agency or purchaser library. */
export interface LibraryEntriesTable {
  id: Generated<number>;
  tenantId: number;
  kind: 'bidder' | 'agency' | 'purchaser';
  name: string;
  creditCode: string;
  contacts: Json;
  address: string | null;
  area: string | null;
  legalRepresentative: string | null;
  industry: string | null;
  bankAccount: ColumnType<unknown, string | null, string | null>;
  certificates: Json;
  blacklistings: Json;
  /** YYYY-MM-DD, read as text (the pg date type parser is not used for it). */
  firstCertificateExpiry: ColumnType<string | null, string | null, string | null>;
  searchText: string;
  creationTime: Generated<Date>;
  creatorUserId: number | null;
  lastModificationTime: NullableTimestamp;
  version: Generated<number>;
}

/** migrations/0015-system-notices.ts: an announcement of the tenant's administrators to its staff (§1). */
export interface SystemNoticesTable {
  id: Generated<number>;
  tenantId: number;
  title: string;
  /** HTML, sanitised on write. */
  content: string;
  pinned: Generated<boolean>;
  creationTime: Generated<Date>;
  creatorUserId: number | null;
  lastModificationTime: NullableTimestamp;
  lastModifierUserId: number | null;
  withdrawnTime: NullableTimestamp;
  version: Generated<number>;
}

/** migrations/0015-system-notices.ts: a reader has opened a notice. */
export interface SystemNoticeReadsTable {
  tenantId: number;
  noticeId: number;
  userId: number;
  readTime: Timestamp;
}

/** Kysely's view of the libraries (migration 0014) and the system notices (migration 0015). */
export interface LibraryTables {
  libraryEntries: LibraryEntriesTable;
  systemNotices: SystemNoticesTable;
  systemNoticeReads: SystemNoticeReadsTable;
}
