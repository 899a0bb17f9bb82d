import {
  ConflictError,
  compareSystemNotices,
  decideSystemNoticeChange,
  NotFoundError,
  type Paged,
  parseOrThrow,
  type SystemNotice,
  type SystemNoticeChange,
  type SystemNoticeInput,
  type SystemNoticeListQuery,
  type SystemNoticeRepository,
  type SystemNoticeSummary,
  type SystemNoticeUpdate,
  seesWithdrawnSystemNotices,
  systemNoticeInputSchema,
  systemNoticeListQuerySchema,
  systemNoticePinSchema,
  systemNoticeUpdateSchema,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** A notice as kept here: everything but the reader's read state, and who has read it. */
export interface StoredSystemNotice extends Omit<SystemNotice, 'read'> {
  readonly readBy: number[];
}

/** Who asks, besides their permissions: their user id (whose read state is read and marked). */
export interface SystemNoticeRules extends AdministrationRules {
  readonly callerId: () => number | null;
  readonly callerName: () => string | null;
  readonly now?: () => number;
}

const ENTITY = 'SystemNotice';

/**
 * The system notices in an array with the server's rules (test/contract holds both to them): the
 * sysNotice permissions, the domain's schemas, pinned first then newest, each reader's own read state, a
 * withdrawn notice hidden from everyone who does not keep the notices, an edit of a replaced version and
 * any change of a withdrawn notice refused (ConflictError). The body is kept as sent: sanitising it is
 * the server's (and the UI sanitises what it shows).
 */
export class InMemorySystemNoticeRepository implements SystemNoticeRepository {
  private nextId: number;

  constructor(
    readonly notices: StoredSystemNotice[],
    private readonly rules: SystemNoticeRules,
  ) {
    this.nextId = Math.max(0, ...notices.map((notice) => notice.id)) + 1;
  }

  private now(): string {
    return new Date(this.rules.now?.() ?? Date.now()).toISOString();
  }

  private reader(): number {
    return this.rules.callerId() ?? 0;
  }

  private seesWithdrawn(): boolean {
    const granted = this.rules.callerPermissions?.() ?? [];
    return seesWithdrawnSystemNotices(granted);
  }

  /** The notices the caller may see, in the list's order. */
  private visible(): StoredSystemNotice[] {
    const all = this.seesWithdrawn() ? this.notices : this.notices.filter((n) => n.withdrawnTime === null);
    return [...all].sort(compareSystemNotices);
  }

  private find(id: number): StoredSystemNotice {
    const notice = this.visible().find((candidate) => candidate.id === id);
    if (!notice) throw new NotFoundError(ENTITY, id);
    return notice;
  }

  private summaryOf(notice: StoredSystemNotice): SystemNoticeSummary {
    const { readBy, content: _content, ...rest } = notice;
    return { ...structuredClone(rest), read: readBy.includes(this.reader()) };
  }

  private read(notice: StoredSystemNotice): SystemNotice {
    return { ...this.summaryOf(notice), content: notice.content };
  }

  async getPaged(query: SystemNoticeListQuery = {}): Promise<Paged<SystemNoticeSummary>> {
    assertPermitted(this.rules, 'sysNotice.query');
    const { MaxResultCount, SkipCount } = parseOrThrow(systemNoticeListQuerySchema, query);
    const visible = this.visible();
    return {
      totalCount: visible.length,
      items: visible.slice(SkipCount, SkipCount + MaxResultCount).map((notice) => this.summaryOf(notice)),
    };
  }

  async get(id: number): Promise<SystemNotice> {
    assertPermitted(this.rules, 'sysNotice.get');
    return this.read(this.find(id));
  }

  async unreadCount(): Promise<number> {
    assertPermitted(this.rules, 'sysNotice.query');
    const reader = this.reader();
    return this.notices.filter((n) => n.withdrawnTime === null && !n.readBy.includes(reader)).length;
  }

  async markRead(id: number): Promise<void> {
    assertPermitted(this.rules, 'sysNotice.get');
    const notice = this.find(id);
    if (!notice.readBy.includes(this.reader())) notice.readBy.push(this.reader());
  }

  async create(input: SystemNoticeInput): Promise<SystemNotice> {
    assertPermitted(this.rules, 'sysNotice.add');
    const fields = parseOrThrow(systemNoticeInputSchema, input);
    const notice: StoredSystemNotice = {
      id: this.nextId++,
      ...fields,
      creationTime: this.now(),
      authorName: this.rules.callerName(),
      lastModificationTime: null,
      withdrawnTime: null,
      version: 1,
      // Its author has read it.
      readBy: [this.reader()],
    };
    this.notices.push(notice);
    return this.read(notice);
  }

  async update(input: SystemNoticeUpdate): Promise<SystemNotice> {
    assertPermitted(this.rules, 'sysNotice.edit');
    const { id, version, ...fields } = parseOrThrow(systemNoticeUpdateSchema, input);
    return this.change(id, 'edit', fields, version);
  }

  async setPinned(id: number, pinned: boolean): Promise<SystemNotice> {
    assertPermitted(this.rules, 'sysNotice.edit');
    parseOrThrow(systemNoticePinSchema, { id, pinned });
    return this.change(id, 'pin', { pinned });
  }

  async withdraw(id: number): Promise<SystemNotice> {
    assertPermitted(this.rules, 'sysNotice.edit');
    return this.change(id, 'withdraw', { withdrawnTime: this.now() });
  }

  private change(
    id: number,
    kind: SystemNoticeChange,
    changes: Partial<StoredSystemNotice>,
    version?: number,
  ): SystemNotice {
    const notice = this.find(id);
    const decision = decideSystemNoticeChange(notice, kind, version);
    if (!decision.allowed) throw new ConflictError(decision.message);
    Object.assign(notice, changes, { lastModificationTime: this.now(), version: notice.version + 1 });
    return this.read(notice);
  }
}

const DAY_MS = 86_400_000;

/**
 * A few notices for Storybook, as the server's seed has: one pinned, one withdrawn, the oldest read by
 * every demo user (ids 1 to 4), the rest by the admin (their author) only; dated around `now`.
 */
export function demoSystemNotices(now: number): StoredSystemNotice[] {
  const at = (days: number) => new Date(now - days * DAY_MS).toISOString();
  const notice = (
    id: number,
    title: string,
    content: string,
    daysAgo: number,
    extra: Partial<StoredSystemNotice> = {},
  ): StoredSystemNotice => ({
    id,
    title,
    content,
    pinned: false,
    creationTime: at(daysAgo),
    authorName: '系统管理员',
    lastModificationTime: null,
    withdrawnTime: null,
    version: 1,
    readBy: [1],
    ...extra,
  });
  return [
    notice(
      1,
      '关于启用供应商库、代理机构库和采购人库的通知',
      '<p>系统已启用<strong>供应商库、代理机构库和采购人库</strong>，登记报名时可直接从库中选择单位。</p>',
      30,
      { readBy: [1, 2, 3, 4] },
    ),
    notice(
      2,
      '关于规范电子招标投标系统操作的通知',
      '<h2>操作要求</h2><ol><li>项目登记后请及时维护项目经理。</li><li>公告发布前须经项目经理审核。</li></ol>',
      20,
      { pinned: true },
    ),
    notice(3, '（已撤回）测试公告', '<p>本公告为测试，已撤回。</p>', 12, {
      withdrawnTime: at(11),
      version: 2,
    }),
    notice(4, '劳动节放假安排', '<p>5 月 1 日至 5 日放假调休，共 5 天。</p>', 10),
    notice(5, '系统升级维护公告', '<p>系统将于本周六 22:00 至次日 02:00 升级维护。</p>', 3),
  ];
}
