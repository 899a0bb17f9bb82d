import type { Paged } from '../shared/paging';
import type {
  SystemNotice,
  SystemNoticeInput,
  SystemNoticeListQuery,
  SystemNoticeSummary,
  SystemNoticeUpdate,
} from '../system-notices/system-notice';

/**
 * The tenant's system notices (§1), as the signed-in user reads and keeps them: a page (pinned first, then
 * newest) with their own read state; one notice; how many they have not opened; marking one read. An
 * administrator (sysNotice.add / sysNotice.edit) publishes, edits with the version read (a replaced one is
 * ConflictError), pins and withdraws; a withdrawn notice is NotFoundError to everyone else. Calls outside
 * the caller's permissions (§6) are NotPermittedError; bad input is ValidationError naming the field.
 */
export interface SystemNoticeRepository {
  getPaged(query?: SystemNoticeListQuery): Promise<Paged<SystemNoticeSummary>>;
  get(id: number): Promise<SystemNotice>;
  /** The notices the caller has not opened yet: the header's badge. */
  unreadCount(): Promise<number>;
  /** The caller has opened the notice; marking it again changes nothing. */
  markRead(id: number): Promise<void>;
  create(input: SystemNoticeInput): Promise<SystemNotice>;
  update(input: SystemNoticeUpdate): Promise<SystemNotice>;
  setPinned(id: number, pinned: boolean): Promise<SystemNotice>;
  withdraw(id: number): Promise<SystemNotice>;
}
export const SystemNoticeRepository = Symbol.for('tender.SystemNoticeRepository');
