import type { Insertable } from 'kysely';
import type { SystemNoticeReadsTable, SystemNoticesTable } from '../db/schema';
import type { DemoPeople } from './demo-project-row';

const DAY_MS = 86_400_000;

/** The demo notices, oldest first: days before the seed, pinned, withdrawn, who of the demo staff read it. */
const DEMO_NOTICES = [
  {
    title: '关于启用供应商库、代理机构库和采购人库的通知',
    content:
      '<p>各位同事：</p><p>系统已启用<strong>供应商库、代理机构库和采购人库</strong>。登记报名时可直接从库中选择单位，请勿重复录入。</p>',
    daysAgo: 30,
    readBy: ['manager', 'agent'],
  },
  {
    title: '关于规范电子招标投标系统操作的通知',
    content:
      '<h2>操作要求</h2><ol><li>项目登记后请及时维护项目经理与助理。</li><li>公告发布前须经项目经理审核。</li><li>流程跳转须注明原因。</li></ol><p>请各部门遵照执行。</p>',
    daysAgo: 20,
    pinned: true,
    readBy: ['manager'],
  },
  {
    title: '（已撤回）测试公告',
    content: '<p>本公告为测试，已撤回。</p>',
    daysAgo: 12,
    withdrawnDaysAgo: 11,
    readBy: [],
  },
  {
    title: '劳动节放假安排',
    content: '<p>5 月 1 日至 5 日放假调休，共 5 天。放假期间如有开标项目，请提前与项目经理确认值班安排。</p>',
    daysAgo: 10,
    readBy: ['manager'],
  },
  {
    title: '系统升级维护公告',
    content: '<p>系统将于本周六 22:00 至次日 02:00 升级维护，期间暂停服务。请提前保存编辑中的内容。</p>',
    daysAgo: 3,
    readBy: [],
  },
] as const satisfies readonly {
  title: string;
  content: string;
  daysAgo: number;
  pinned?: boolean;
  withdrawnDaysAgo?: number;
  readBy: readonly (keyof DemoPeople)[];
}[];

/** A tenant's demo notices, by the admin: one pinned, one withdrawn, some read by the demo staff. */
export function buildDemoSystemNotices(
  tenantId: number,
  ids: readonly number[],
  people: DemoPeople,
  now: Date,
): { notices: Insertable<SystemNoticesTable>[]; reads: Insertable<SystemNoticeReadsTable>[] } {
  const before = (days: number) => new Date(now.getTime() - days * DAY_MS);
  const notices = DEMO_NOTICES.map((notice, k) => ({
    id: ids[k]!,
    tenantId,
    title: notice.title,
    content: notice.content,
    pinned: 'pinned' in notice,
    creationTime: before(notice.daysAgo),
    creatorUserId: people.admin.id,
    withdrawnTime: 'withdrawnDaysAgo' in notice ? before(notice.withdrawnDaysAgo) : null,
  }));
  const reads = DEMO_NOTICES.flatMap((notice, k) =>
    // The author read what they wrote; the staff read what the table says, a day after it came out.
    [people.admin.id, ...notice.readBy.map((who) => people[who].id)].map((userId) => ({
      tenantId,
      noticeId: ids[k]!,
      userId,
      readTime: before(notice.daysAgo - 1),
    })),
  );
  return { notices, reads };
}

/** How many notices each tenant gets. */
export const DEMO_SYSTEM_NOTICE_COUNT = DEMO_NOTICES.length;
