import type { libraryHistoryEn } from './library-history.en';

/** zh-CN wording of a library entry's history on its /detail page. */
export const libraryHistoryZhCN: Record<keyof typeof libraryHistoryEn, string> = {
  'libraryHistory.title': '历史记录',
  'libraryHistory.totals.bidder':
    '共 {projects} 个项目 · 报名 {signUps} 次 · 中标 {wins} 次 · 异议 {objections} 条',
  'libraryHistory.totals.named': '共 {projects} 个项目',
  'libraryHistory.empty.bidder': '暂无该供应商的记录',
  'libraryHistory.empty.named': '暂无关联项目',
  'libraryHistory.linked.agency': '由该代理机构对应公司的员工登记的项目。',
  'libraryHistory.linked.purchaser': '采购单位为该采购人的项目。',
  'libraryHistory.project': '项目',
  'libraryHistory.state': '状态',
  'libraryHistory.registeredAt': '登记时间',
  'libraryHistory.signUp': '报名',
  'libraryHistory.purchase': '资格预审文件购买',
  'libraryHistory.results': '资格审查结果',
  'libraryHistory.result': '标段 {groupId}：{result}',
  'libraryHistory.passed': '通过',
  'libraryHistory.failed': '不通过',
  'libraryHistory.won': '中标',
  'libraryHistory.objections': '异议',
  'libraryHistory.objectionCount': '{status} × {count}',
  'libraryHistory.none': '—',
  'libraryHistory.approval.0': '待审核',
  'libraryHistory.approval.1': '已通过',
  'libraryHistory.approval.2': '已驳回',
  'libraryHistory.loadFailed': '历史记录加载失败',
};
