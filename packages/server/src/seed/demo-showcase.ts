import { NoticeType, OBJECTION_UNHANDLED, ProjectState } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { MiddlewareRecordsTable, NoticesTable } from '../db/schema';
import { type DemoProjectPlan, HOUR } from './demo-project-plan';
import { DEMO_SUPPLIERS } from './demo-records';

/**
 * The demo project whose statutory bounds show something happening (Compliance/GetDeadlines, ADR 0022):
 * tenant 3's open tender taking sign-ups at this index. Two days before the seed ran a correction came
 * after the clarification cut-off and moved the bid deadline 16 days on, as 招标投标法 第二十三条 asks; a
 * bidder objected yesterday, and the agency's three days to answer are running (实施条例 第二十二条).
 */
export const SHOWCASE_INDEX = 43;

const DAY = 24 * HOUR;

export function demoShowcase(
  plan: DemoProjectPlan,
  projectName: string,
  /** When the seed runs (epoch ms). */
  now: number,
): { notices: Insertable<NoticesTable>[]; records: Insertable<MiddlewareRecordsTable>[] } {
  const atSignUp = plan.template.steps[plan.stepIndex]?.router === '/sign-up';
  if (plan.index !== SHOWCASE_INDEX || plan.state !== ProjectState.Running || !atSignUp) {
    return { notices: [], records: [] };
  }
  const corrected = new Date(now - 2 * DAY);
  // 09:30 in Beijing, 16 days on: the 15 days a late change must leave the bidders, and one to spare.
  const moved = new Date(now + 16 * DAY);
  moved.setUTCHours(1, 30, 0, 0);
  return {
    notices: [
      {
        tenantId: plan.tenantId,
        projectId: plan.projectId,
        title: `${projectName}更正公告（投标截止时间顺延）`,
        noticeTemplate: '更正公告模板',
        content: `<p>更正公告：${plan.subject}招标文件技术参数更正，投标截止时间顺延，项目编号 ${plan.projectNum}。</p>`,
        noticeType: NoticeType.Correction,
        netName: '中国招标投标公共服务平台',
        endTime: moved,
        creationTime: corrected,
        publishTime: corrected,
      },
    ],
    records: [
      {
        tenantId: plan.tenantId,
        projectId: plan.projectId,
        type: 'objection',
        data: JSON.stringify({
          supplierName: DEMO_SUPPLIERS[1],
          content: '对更正后的技术参数提出异议。',
          // About the tender documents: its 3-day reply clock runs (实施条例 第二十二条).
          objection_subject: 'tenderDocuments',
          objection_status: OBJECTION_UNHANDLED,
        }),
        creationTime: new Date(now - DAY),
      },
    ],
  };
}
