import type { closingEn } from './closing.en';

/** zh-CN wording of the closing (archive) list and the closing application. */
export const closingZhCN: Record<keyof typeof closingEn, string> = {
  'closing.title': '{area}：待结项项目',
  'closing.awaiting': '待结项',
  'closing.closed': '已完成',
  'closing.apply': '结项申请',
  'closing.view': '查看',
  'closing.application.title': '{area}申请',
  'closing.application.summary': '项目概况',
  'closing.application.documents': '归档文件',
  'closing.application.noDocuments': '该项目没有可归档的文件。',
  'closing.application.remark': '备注',
  'closing.application.remarkTooLong': '备注不能超过2000个字',
  'closing.application.submit': '提交申请',
  'closing.application.confirm': '确定提交“{name}”的{area}申请吗？提交后项目将关闭且只读。',
  'closing.application.submitted': '申请已提交，项目已关闭',
  'closing.application.alreadyClosed': '该项目已关闭：{step}。',
  'closing.application.notAwaiting': '该项目不在待结项状态，请先在最后一个环节提交结项。',
  'closing.application.noId': '请从列表中选择一个待结项项目。',
};
