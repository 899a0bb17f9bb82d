import type { failureEn } from './failure.en';

/** zh-CN wording of the failure wizard (ADR 0023). */
export const failureZhCN: Record<keyof typeof failureEn, string> = {
  'failure.title': '招标失败（流标）',
  'failure.intro': '供应商不足3家，仅可选择下列依法处理方式。',
  'failure.open': '选择处理方式',
  'failure.wizard.title': '流标处理：{name}',
  'failure.step.shortfalls': '不足情形',
  'failure.step.exit': '处理方式',
  'failure.step.confirm': '确认',
  'failure.exit.retender': '重新招标',
  'failure.exit.changeMethod': '变更采购方式',
  'failure.exit.terminate': '终止招标',
  'failure.exit.retender.help': '新建项目“{name}”，带入标段、文件及已缴纳保证金的投标人。',
  'failure.exit.changeMethod.help': '须上传审批部门的批准文件。',
  'failure.exit.terminate.help': '生成公告草稿，并将未退还的保证金列入退还批次。',
  'failure.retender.name': '新项目名称',
  'failure.retender.carried':
    '带入内容：标段及项目文件（在表单中）、招标文件（作为草稿）、已缴纳保证金的投标人（作为待审核的报名）。',
  'failure.changeMethod.methods': '可变更的方式',
  'failure.changeMethod.withTwo': '可与剩余两家供应商继续：{method}（{citation}）',
  'failure.terminate.notice': '公告草稿（之后可编辑并发布）',
  'failure.terminate.batch': '保证金退还批次',
  'failure.terminate.batchEmpty': '没有未退还的保证金。',
  'failure.terminate.batchLoading': '正在读取保证金台账…',
  'failure.terminate.due': '{bidder}：应于 {date} 前退还',
  'failure.back': '上一步',
  'failure.next': '下一步',
  'failure.run.retender': '重新招标',
  'failure.run.changeMethod': '填写变更信息',
  'failure.run.terminate': '终止招标',
};
