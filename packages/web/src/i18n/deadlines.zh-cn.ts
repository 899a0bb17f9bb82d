import type { deadlinesEn } from './deadlines.en';

/** zh-CN wording of a project's statutory deadlines (the operation screen's panel). */
export const deadlinesZhCN: Record<keyof typeof deadlinesEn, string> = {
  'deadlines.title': '法定时限',
  'deadlines.list': '项目的法定时限',
  'deadlines.loadFailed': '法定时限加载失败',
  'deadlines.notLoaded': '未加载',
  'deadlines.empty': '该项目的采购方式不适用法定时限。',
  'deadlines.status.waiting': '未起算',
  'deadlines.status.open': '进行中',
  'deadlines.status.met': '已满足',
  'deadlines.status.missed': '已逾期',
  'deadlines.status.broken': '已违反',
  'deadlines.summary.broken': '{count} 项已违反',
  'deadlines.summary.missed': '{count} 项已逾期',
  'deadlines.due.by': '最迟 {date}',
  'deadlines.due.notBefore': '不早于 {date}',
  'deadlines.due.waiting': '尚未起算',
  'deadlines.period.after.calendar': '自{anchor}起 {days} 日',
  'deadlines.period.after.working': '自{anchor}起 {days} 个工作日',
  'deadlines.period.before.calendar': '{anchor}前 {days} 日',
  'deadlines.period.before.working': '{anchor}前 {days} 个工作日',
  'deadlines.anchor.documentsIssued': '招标文件开始发出之日',
  'deadlines.anchor.bidDeadline': '投标截止时间',
  'deadlines.anchor.objection': '收到异议',
  'deadlines.anchor.resultPublicity': '中标候选人公示发布',
  'deadlines.anchor.award': '中标结果公告发布',
  'deadlines.anchor.contract': '合同签订',
  'deadlines.limitReached': '已到期',
  'deadlines.bidDeadline': '{time} 投标截止',
  'deadlines.bidsClosed': '投标已截止',
  'deadlines.provisional':
    '{years}年尚无官方节假日安排：工作日仅按周末计算，国务院公布当年节假日安排后，以下日期可能变动。',
  'deadlines.provisionalRow': '暂定',
  'deadlines.yearsJoin': '、',
  'deadlines.counting':
    '日期均为北京时间（UTC+8）的日历日。期间按{citation}计算：开始的当日不计入，最后一日为法定休假日的，以休假日结束的次日为最后一日。',
} as const;
