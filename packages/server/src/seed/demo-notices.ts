import { NoticeType, ProjectState } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { NoticesTable } from '../db/schema';
import { type DemoProjectPlan, HOUR } from './demo-project-plan';

/**
 * A demo project's notices follow its flow: a tender notice once published, a correction now and then,
 * and the result publicity and announcement once the flow reaches them.
 */
export function demoNotices(
  plan: DemoProjectPlan,
  projectName: string,
  /** When the seed runs (epoch ms): open tenders close in the days after it. */
  now: number,
): Insertable<NoticesTable>[] {
  const { index: i, template, stepIndex, subject, at } = plan;
  const stepOf = (name: string) => template.steps.findIndex((s) => s.nodeName === name);
  const reached = (name: string) => stepOf(name) <= stepIndex;
  // A running project not past sign-up is still taking bids: its tender notice closes within the week
  // after the seed runs, so home shows deadlines counting down. The rest closed long ago.
  const stillOpen = plan.state === ProjectState.Running && stepIndex <= stepOf('报名');
  const tenderCloses = (hours: number) =>
    stillOpen ? new Date(now + ((i % 6) + 1) * 24 * HOUR + (i % 24) * HOUR) : at(hours + 20 * 24);
  const notice = (type: (typeof NoticeType)[keyof typeof NoticeType], title: string, hours: number) => ({
    tenantId: plan.tenantId,
    projectId: plan.projectId,
    title: `${projectName}${title}`,
    noticeTemplate: `${title}模板`,
    content: `<p>${title}：${subject}，项目编号 ${plan.projectNum}。</p>`,
    noticeType: type,
    netName: type === NoticeType.ResultAnnouncement ? null : '中国招标投标公共服务平台',
    endTime: type === NoticeType.Tender ? tenderCloses(hours) : null,
    creationTime: at(hours),
    publishTime: at(hours),
  });
  const notices: Insertable<NoticesTable>[] = [];
  if (stepIndex >= 1 || i % 4 === 0) notices.push(notice(NoticeType.Tender, '招标公告', 2));
  if (i % 5 === 1) notices.push(notice(NoticeType.Correction, '更正公告', 5));
  if (template.steps.some((s) => s.nodeName === '中标候选人公示') && reached('中标候选人公示')) {
    notices.push(notice(NoticeType.ResultPublicity, '中标候选人公示', 40));
  }
  if (reached('中标结果公告') || (plan.method === '单一来源采购' && reached('成交结果公告'))) {
    notices.push(notice(NoticeType.ResultAnnouncement, '中标结果公告', 60));
  }
  return notices;
}
