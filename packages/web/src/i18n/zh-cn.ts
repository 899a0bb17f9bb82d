import { accountZhCN } from './account.zh-cn';
import { bondsZhCN } from './bonds.zh-cn';
import { closingZhCN } from './closing.zh-cn';
import { createProjectZhCN } from './create-project.zh-cn';
import { deadlinesZhCN } from './deadlines.zh-cn';
import type { Dictionary } from './en';
import { evaluationZhCN } from './evaluation.zh-cn';
import { expertsZhCN } from './experts.zh-cn';
import { failureZhCN } from './failure.zh-cn';
import { homeZhCN } from './home.zh-cn';
import { librariesZhCN } from './libraries.zh-cn';
import { libraryAnalysisZhCN } from './library-analysis.zh-cn';
import { libraryHistoryZhCN } from './library-history.zh-cn';
import { loginZhCN } from './login.zh-cn';
import { manageZhCN } from './manage.zh-cn';
import { objectionsZhCN } from './objections.zh-cn';
import { operationZhCN } from './operation.zh-cn';
import { organisationZhCN } from './organisation.zh-cn';
import { auditZhCN } from './organisation-audit.zh-cn';
import { companiesZhCN } from './organisation-companies.zh-cn';
import { flowTemplatesZhCN } from './organisation-flow-templates.zh-cn';
import { appModulesZhCN } from './organisation-modules.zh-cn';
import { rolesZhCN } from './organisation-roles.zh-cn';
import { usersZhCN } from './organisation-users.zh-cn';
import { projectInfoZhCN } from './project-info.zh-cn';
import { scoringZhCN } from './scoring.zh-cn';
import { stepRecordsZhCN } from './step-records.zh-cn';
import { stepsZhCN } from './steps.zh-cn';
import { systemNoticesZhCN } from './system-notices.zh-cn';

/** The zh-CN dictionary, loaded lazily with antd's and dayjs's locales (§9: "zh-CN loaded lazily"). */
export const zhCN: Dictionary = {
  ...loginZhCN,
  'app.loading': '加载中…',
  'app.placeholder': '该页面将在后续版本中实现。',
  'app.export': '导出',
  'app.export.xlsx': 'Excel 工作簿（.xlsx）',
  'app.export.csv': 'CSV 文件（.csv）',
  'app.retry': '重试',
  'app.countdown': '剩余 {days} 天 {time}',

  'logout.button': '退出登录',
  'logout.confirmTitle': '确定要退出登录吗？',
  'logout.confirmBody': '退出后将返回登录页。',
  'logout.confirmOk': '退出',
  'logout.confirmCancel': '取消',

  'header.clock': '标准时间',
  'header.settings': '组织管理',
  'header.collapse': '收起侧边栏',
  'header.expand': '展开侧边栏',
  'header.openMenu': '打开菜单',
  'header.breadcrumb': '面包屑',
  'header.displaySettings': '整体风格设置',
  'header.more': '更多操作',

  'menu.main': '主菜单',
  'menu.step': '项目步骤',
  'menu.setting': '设置菜单',
  'menu.noProject': '打开项目后显示其步骤',

  'tabs.label': '已打开的页面',
  'tabs.closeCurrent': '关闭当前',
  'tabs.closeRight': '关闭右侧',
  'tabs.closeLeft': '关闭左侧',
  'tabs.closeAll': '关闭全部',
  'tabs.unsavedTitle': '关闭含未保存更改的标签页？',
  'tabs.unsavedContent': '以下标签页有未保存的更改：{tabs}。关闭将丢弃这些更改。',
  'tabs.unsavedDiscard': '关闭并丢弃',
  'tabs.unsavedKeep': '保留',
  'tabs.listSeparator': '、',

  'settings.title': '整体风格设置',
  'settings.navTheme': '导航风格',
  'settings.navTheme.light': '亮色',
  'settings.navTheme.dark': '暗色',
  'settings.layout': '导航模式',
  'settings.layout.sidemenu': '侧边菜单布局',
  'settings.layout.topmenu': '顶部菜单布局',
  'settings.contentWidth': '内容区域宽度',
  'settings.contentWidth.Fixed': '定宽',
  'settings.contentWidth.Fluid': '流式',
  'settings.fixedHeader': '固定 Header',
  'settings.autoHideHeader': '下滑时隐藏 Header',
  'settings.fixSiderbar': '固定侧边菜单',
  'settings.themeColour': '主题色',
  'settings.colorWeak': '色弱模式',
  'settings.multiTab': '多标签页',
  'settings.copy': '拷贝设置',
  'settings.close': '关闭设置',

  'route.login': '登录',
  'route.recover': '找回',
  'route.home': '首页',
  'route.my-projects': '我的项目',
  'route.project-detail': '项目详情',
  'route.tender-project-detail': '招标项目详情',
  'route.project-process-list': '项目流程列表',
  'route.supplier-library-analysis': '供应商库分析',
  'route.supplier-library-detail': '供应商详情',
  'route.supplier-library-edit': '编辑供应商',
  'route.agency-library-analysis': '代理机构库分析',
  'route.agency-library-detail': '代理机构详情',
  'route.agency-library-edit': '编辑代理机构',
  'route.purchaser-library-analysis': '采购人库分析',
  'route.purchaser-library-detail': '采购人详情',
  'route.purchaser-library-edit': '编辑采购人',
  'route.create-project': '创建项目',
  'route.manage': '项目管理',
  'route.terminate-project': '终止项目',
  'route.operation': '项目操作',
  'route.closing': '结项',
  'route.closing-application': '结项申请',
  'route.bid-evaluation': '电子评标',
  'route.bid-evaluation-procurement-chain': '采购链评标',
  'route.system-notices': '系统公告',
  'route.settings': '组织管理',
  'route.not-found': '页面不存在',
  'route.main-layout-fallback': '页面',
  'route.sub-application': '模块',
  'area.supplier-library': '供应商库',
  'area.agency-library': '代理机构库',
  'area.purchaser-library': '采购人库',

  ...manageZhCN,
  ...operationZhCN,
  ...projectInfoZhCN,
  ...bondsZhCN,
  ...failureZhCN,
  ...deadlinesZhCN,
  ...objectionsZhCN,
  ...stepsZhCN,
  ...closingZhCN,
  ...createProjectZhCN,
  ...homeZhCN,
  ...accountZhCN,
  ...organisationZhCN,
  ...usersZhCN,
  ...rolesZhCN,
  ...companiesZhCN,
  ...appModulesZhCN,
  ...flowTemplatesZhCN,
  ...auditZhCN,
  ...librariesZhCN,
  ...libraryAnalysisZhCN,
  ...libraryHistoryZhCN,
  ...systemNoticesZhCN,
  ...evaluationZhCN,
  ...stepRecordsZhCN,
  ...scoringZhCN,
  ...expertsZhCN,
};
