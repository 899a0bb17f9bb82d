import {
  ConflictError,
  decideSystemNoticeChange,
  must,
  NotFoundError,
  type Paged,
  refusal,
  type SystemNotice,
  type SystemNoticeChange,
  type SystemNoticeFields,
  type SystemNoticeListCriteria,
  type SystemNoticeSummary,
  seesWithdrawnSystemNotices,
  systemNoticeText,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import {
  KyselySystemNoticeStore,
  type SystemNoticeReader,
} from '../adapters/system-notices/kysely-system-notice-store';
import type { AuthSession } from '../auth/access-tokens';
import type { Database } from '../db/schema';
import { sanitizeUserHtml } from '../html/sanitize-user-html';

/** The entity name of a system notice: its API's path segment and its 404's subject. */
export const SYSTEM_NOTICE_ENTITY = 'SystemNotice';

/**
 * The system notices of the caller's tenant, as the caller reads and keeps them (§1): reading marks
 * the caller's own read state; an administrator's writes keep the body sanitised (as project notices,
 * ADR 0007), refuse a withdrawn notice's change and an edit of a replaced version (409). A withdrawn
 * notice is not found (404) by anyone who does not keep the notices. The routes run each write in one
 * transaction.
 */
export class SystemNoticeAdministration {
  private readonly store: KyselySystemNoticeStore;
  private readonly reader: SystemNoticeReader;

  constructor(
    db: Kysely<Database>,
    private readonly session: Pick<AuthSession, 'tenantId' | 'userId' | 'grantedPermissions'>,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselySystemNoticeStore(db, session.tenantId);
    this.reader = {
      userId: session.userId,
      seesWithdrawn: seesWithdrawnSystemNotices(session.grantedPermissions),
    };
  }

  private who() {
    return { userId: this.session.userId, now: this.clock() };
  }

  page(criteria: SystemNoticeListCriteria): Promise<Paged<SystemNoticeSummary>> {
    return this.store.page(criteria, this.reader);
  }

  async get(id: number): Promise<SystemNotice> {
    const notice = await this.store.findById(id, this.reader);
    if (!notice) throw new NotFoundError(SYSTEM_NOTICE_ENTITY, id);
    return notice;
  }

  unreadCount(): Promise<number> {
    return this.store.unreadCount(this.session.userId);
  }

  async markRead(id: number): Promise<void> {
    await this.get(id);
    await this.store.markRead(id, this.who());
  }

  /** Publishes a notice; its author has read it. */
  async create(fields: SystemNoticeFields): Promise<SystemNotice> {
    const who = this.who();
    const id = await this.store.insert(sanitised(fields), who);
    await this.store.markRead(id, who);
    return this.get(id);
  }

  async update(id: number, version: number, fields: SystemNoticeFields): Promise<SystemNotice> {
    return this.change(id, 'edit', sanitised(fields), version);
  }

  setPinned(id: number, pinned: boolean): Promise<SystemNotice> {
    return this.change(id, 'pin', { pinned });
  }

  withdraw(id: number): Promise<SystemNotice> {
    return this.change(id, 'withdraw', { withdrawn: true });
  }

  private async change(
    id: number,
    kind: SystemNoticeChange,
    changes: Parameters<KyselySystemNoticeStore['update']>[1],
    version?: number,
  ): Promise<SystemNotice> {
    const current = await this.get(id);
    const decision = decideSystemNoticeChange(current, kind, version);
    if (!decision.allowed) throw new ConflictError(decision.message);
    if (!(await this.store.update(id, changes, this.who(), version))) {
      // Changed between the read and the write: what stands now says why.
      const again = decideSystemNoticeChange(await this.get(id), kind, version ?? current.version);
      throw new ConflictError(again.allowed ? refusal('dataChanged') : again.message);
    }
    return this.get(id);
  }
}

/** The body as it is stored: sanitised, and refused (400) when nothing a reader would see is left. */
function sanitised(fields: SystemNoticeFields): SystemNoticeFields {
  const content = sanitizeUserHtml(fields.content);
  if (systemNoticeText(content) === '') {
    throw new ValidationError([{ field: 'content', message: must('required') }]);
  }
  return { ...fields, content };
}
