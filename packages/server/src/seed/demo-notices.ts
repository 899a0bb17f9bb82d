import { NoticeType, ProjectState } from '@tender/domain';
import type { Insertable } from 'kysely';
import type { NoticesTable } from '../db/schema';
import { type DemoProjectPlan, HOUR } from './demo-project-plan';

/**
 * A demo project's notices follow its flow: a tender notice once published, a correction now and then,
 * and the result publicity and announcement once the flow reaches them. Their dates keep the statutory
 * bounds (ADR 0022), so no demo project is refused or blocked by them: a tender notice leaves the bidders at
 * least 20 days (招标投标法 第二十四条), a correction comes before the clarification cut-off (第二十三条),
 * and the result is announced after the candidates' publicity has run its 3 days (实施条例 第五十四条).
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
  const closes = stillOpen
    ? new Date(now + ((i % 6) + 1) * 24 * HOUR + (i % 24) * HOUR)
    : at(TENDER_HOURS + TENDER_DAYS * 24);
  // A tender notice goes out at least 20 days before its deadline and a correction a day before the
  // clarification cut-off, whenever the seed runs.
  const published = (hours: number, beforeClose: number) =>
    new Date(Math.min(at(hours).getTime(), closes.getTime() - beforeClose * 24 * HOUR));
  const notice = (type: (typeof NoticeType)[keyof typeof NoticeType], title: string, time: Date) => ({
    tenantId: plan.tenantId,
    projectId: plan.projectId,
    title: `${projectName}${title}`,
    noticeTemplate: `${title}模板`,
    content: `<p>${title}：${subject}，项目编号 ${plan.projectNum}。</p>`,
    noticeType: type,
    netName: type === NoticeType.ResultAnnouncement ? null : '中国招标投标公共服务平台',
    endTime: type === NoticeType.Tender ? closes : null,
    creationTime: time,
    publishTime: time,
  });
  const notices: Insertable<NoticesTable>[] = [];
  if (stepIndex >= 1 || i % 4 === 0) {
    notices.push(notice(NoticeType.Tender, '招标公告', published(TENDER_HOURS, TENDER_DAYS)));
  }
  if (i % 5 === 1) notices.push(notice(NoticeType.Correction, '更正公告', published(5, 16)));
  if (template.steps.some((s) => s.nodeName === '中标候选人公示') && reached('中标候选人公示')) {
    notices.push(notice(NoticeType.ResultPublicity, '中标候选人公示', at(PUBLICITY_HOURS)));
  }
  if (reached('中标结果公告') || (plan.method === '单一来源采购' && reached('成交结果公告'))) {
    // Four days after the publicity: its three have run (实施条例 第五十四条).
    notices.push(notice(NoticeType.ResultAnnouncement, '中标结果公告', at(PUBLICITY_HOURS + 4 * 24)));
  }
  return notices;
}

/** When a demo tender notice goes out (hours after its project was created), and the days it leaves. */
const TENDER_HOURS = 2;
const TENDER_DAYS = 20;
/** When the candidates are publicised. */
const PUBLICITY_HOURS = 40;
