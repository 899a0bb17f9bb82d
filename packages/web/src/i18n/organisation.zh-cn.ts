import type { organisationEn } from './organisation.en';

/** zh-CN wording of the organisation settings' frame and what its tabs share. */
export const organisationZhCN: Record<keyof typeof organisationEn, string> = {
  'organisation.title': '组织管理',
  'organisation.tab.users': '用户',
  'organisation.tab.roles': '角色',
  'organisation.tab.companies': '公司',
  'organisation.tab.modules': '应用模块',
  'organisation.tab.flowTemplates': '流程模板',
  'organisation.tab.audit': '审计日志',
  'organisation.saved': '已保存',
  'organisation.saveFailed': '未保存：请查看标出的字段',
  'organisation.cancel': '取消',
  'organisation.save': '保存',
  'organisation.search': '查询',
  'organisation.reset': '重置',
  'organisation.actions': '操作',
  'organisation.edit': '编辑',
  'organisation.create': '新建',
  'organisation.total': '共 {total} 条',
  'organisation.loadFailed': '列表加载失败',
  'organisation.conflict.title': '他人已修改了此项',
  'organisation.conflict.body': '{reason} 请重新加载查看对方的修改，再重新修改。',
  'organisation.conflict.reload': '重新加载',
  'organisation.refused': '操作被拒绝：{reason}',
} as const;
