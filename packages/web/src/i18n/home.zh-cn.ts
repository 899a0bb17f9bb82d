import type { homeEn } from './home.en';

/** zh-CN wording of home, my projects and the project process list. */
export const homeZhCN: Record<keyof typeof homeEn, string> = {
  'home.greeting': '{greeting}，{name}',
  'home.loadFailed': '首页数据加载失败',
  'home.needsYou': '待我处理（{total}）',
  'home.needsYou.empty': '目前没有等待您处理的项目环节。',
  'home.mine': '我的',
  'home.ready': '可进入下一环节',
  'home.blockedBy': '阻止进入下一环节的原因',
  'home.needsYou.deadline': '招标公告截止 {time}',
  'home.needsYou.pages': '第 {start}–{end} 项，共 {total} 项',
  'home.noticesDue': '7 天内截止的公告（{total}）',
  'home.noticesDue.empty': '未来 7 天内没有截止的招标公告。',
  'home.deadline': '截止于 {time}',
  'home.deadlinePassed': '已截止',
  'home.awaitingClosing': '待结项（{total}）',
  'home.awaitingClosing.empty': '没有待结项的项目。',
  'home.counts': '项目统计',
  'home.counts.all': '全部项目',
  'myProjects.title': '我的项目：我担任项目经理、项目助理或创建的项目',
  'overview.title': '项目流程列表',
  'overview.step': '当前环节',
  'overview.allSteps': '全部环节',
  'overview.progress': '进度',
  'overview.loadingSteps': '正在加载环节…',
};
