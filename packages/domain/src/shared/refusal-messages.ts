import type { Label, Locale } from './labels';
import { catalogueTranslator, fillTemplate, type MessageValues, patternOf } from './message-catalogue';

/**
 * The one home of the wording of the server's refusals that people read (§8): the 409s of a concurrent
 * edit, of the last-Admin rule, of a published notice, of a past step, of a notice that breaks a
 * statutory bound, and the 403s of permissions and single sign-on. The server and the in-memory adapters
 * throw the English (`refusal(code)`), so the wire stays English (§8); the web shows any refusal through
 * `refusalMessageIn`, in the user's language. A value that is a wire code (a record type, a permission)
 * may be left out of the Chinese, never added.
 * Refusals nobody sees (the workflow engine's task conflicts, object store keys) stay where thrown.
 */
export const REFUSAL_MESSAGES = {
  // A concurrent edit: the editor holds a version that is no longer the stored one.
  staleUser: {
    en: 'User {user} was changed by someone else since you read it (it is now version {version}): reload it and make your change again',
    zh: '用户 {user} 在您读取后已被他人修改（现为第 {version} 版）：请重新加载后再修改',
  },
  staleRole: {
    en: 'Role {role} was changed by someone else since you read it (it is now version {version}): reload it and make your change again',
    zh: '角色 {role} 在您读取后已被他人修改（现为第 {version} 版）：请重新加载后再修改',
  },
  staleFlowTemplate: {
    en: 'The {method} flow template changed since you opened version {opened} (it is now at version {current}): reload it and make your change again',
    zh: '{method}的流程模板在您打开第 {opened} 版后已被修改（现为第 {current} 版）：请重新加载后再修改',
  },
  staleNewFlowTemplate: {
    en: 'The {method} flow template changed since you opened a new template (it is now at version {current}): reload it and make your change again',
    zh: '{method}的流程模板在您新建后已被他人保存（现为第 {current} 版）：请重新加载后再修改',
  },
  goneFlowTemplate: {
    en: 'The {method} flow template changed since you opened version {opened} (it has no version yet): reload it and make your change again',
    zh: '{method}的流程模板在您打开第 {opened} 版后已被修改（目前没有任何版本）：请重新加载后再修改',
  },
  flowTemplateChanged: {
    en: 'The flow template changed meanwhile',
    zh: '流程模板已被他人修改',
  },
  dataChanged: {
    en: 'The data changed meanwhile; reload and try again',
    zh: '数据已被他人修改，请重新加载后再试',
  },
  // The last-Admin rule (domain decideLastAdmin, §6).
  lastAdminDeactivated: {
    en: '{user} is the last active Admin of this tenant and cannot be deactivated: without an Admin nobody could administer the tenant. Make another user an Admin first.',
    zh: '{user} 是本租户最后一位启用的 Admin，不能停用：没有 Admin 就无人能管理本租户。请先将另一位用户设为 Admin。',
  },
  lastAdminDeleted: {
    en: '{user} is the last active Admin of this tenant and cannot be deleted: without an Admin nobody could administer the tenant. Make another user an Admin first.',
    zh: '{user} 是本租户最后一位启用的 Admin，不能删除：没有 Admin 就无人能管理本租户。请先将另一位用户设为 Admin。',
  },
  lastAdminDemoted: {
    en: '{user} is the last active Admin of this tenant and cannot be demoted (lose the Admin role): without an Admin nobody could administer the tenant. Make another user an Admin first.',
    zh: '{user} 是本租户最后一位启用的 Admin，不能取消其 Admin 角色：没有 Admin 就无人能管理本租户。请先将另一位用户设为 Admin。',
  },
  // Roles (domain decideRoleDelete).
  builtInRole: {
    en: 'The built-in {role} role cannot be deleted: it administers the tenant',
    zh: '内置角色 {role} 不能删除：它负责管理本租户',
  },
  roleInUse: {
    en: 'Role {role} is in use and cannot be deleted: {usedBy}',
    zh: '角色 {role} 正在使用，不能删除：{usedBy}',
  },
  // Notices and records (§5).
  publishedNotice: {
    en: 'A published notice cannot change: publish a correction notice instead',
    zh: '已发布的公告不能修改：请发布更正公告',
  },
  noticeAlreadyPublished: { en: 'The notice is already published', zh: '该公告已发布' },
  publishedNoticeDeleted: { en: 'A published notice cannot be deleted', zh: '已发布的公告不能删除' },
  publishedClarification: { en: 'A published clarification cannot change', zh: '已发布的澄清不能修改' },
  publishedRecord: {
    en: 'A published {recordType} cannot change or be deleted',
    zh: '已发布的内容不能修改或删除',
  },
  pastStep: {
    en: 'The flow has moved on from the step {step}: its {recordType} records are read-only',
    zh: '流程已离开环节“{step}”：该环节的记录只读',
  },
  recordsCannotChange: {
    en: 'The records of project {project} cannot change ({reason})',
    zh: '项目 {project} 的记录不能修改（{reason}）',
  },
  // The statutory bounds a notice must keep (compliance/statutory-bounds.ts publicationRefusal): one
  // refusal per rule, the article and its period written out, so either language reads whole.
  // A bid bond above its cap (bonds/bond-caps.ts): one refusal per cap, its article written out.
  bondOverCapTendering: {
    en: 'The bid bond may not exceed {cap} yuan (Tendering Law Implementing Regulations, art. 26: at most 2% of the estimated price of the tendered project)',
    zh: '投标保证金不得超过 {cap} 元（招标投标法实施条例 第二十六条：投标保证金不得超过招标项目估算价的2%）',
  },
  bondOverCapProcurement: {
    en: 'The bid bond may not exceed {cap} yuan (Government Procurement Law Implementing Regulations, art. 33: at most 2% of the budget of the procurement)',
    zh: '投标保证金不得超过 {cap} 元（政府采购法实施条例 第三十三条：投标保证金不得超过采购项目预算金额的2%）',
  },
  bondOverCapWorks: {
    en: 'The bid bond may not exceed {cap} yuan (Measures for Tendering of Construction Works of Engineering Projects, art. 37: at most 2% of the estimated price and never above 800,000 yuan)',
    zh: '投标保证金不得超过 {cap} 元（工程建设项目施工招标投标办法 第三十七条：不得超过项目估算价的百分之二，最高不得超过八十万元人民币）',
  },
  bondOverCapGoods: {
    en: 'The bid bond may not exceed {cap} yuan (Measures for Tendering of Goods of Engineering Projects, art. 27: at most 2% of the estimated price and never above 800,000 yuan)',
    zh: '投标保证金不得超过 {cap} 元（工程建设项目货物招标投标办法 第二十七条：不得超过项目估算价的百分之二，最高不得超过八十万元人民币）',
  },
  bondOverCapSurveyDesign: {
    en: 'The bid bond may not exceed {cap} yuan (Measures for Tendering of Survey and Design of Engineering Projects, art. 24: at most 2% of the estimated fee and never above 100,000 yuan)',
    zh: '投标保证金不得超过 {cap} 元（工程建设项目勘察设计招标投标办法 第二十四条：不得超过勘察设计估算费用的百分之二，最多不超过十万元人民币）',
  },
  bidDeadlineTooEarly: {
    en: 'The bid deadline may not be earlier than {earliest} (Tendering Law, art. 24: at least 20 days from the day the tender documents are first issued to the deadline for bids)',
    zh: '投标截止时间不得早于 {earliest}（招标投标法 第二十四条：自招标文件开始发出之日起至提交投标文件截止之日止，最短不得少于二十日）',
  },
  applicationDeadlineTooEarly: {
    en: 'The deadline for prequalification applications may not be earlier than {earliest} (Tendering Law Implementing Regulations, arts. 16, 17: the prequalification documents on sale for at least 5 days, and applications due no sooner than 5 days after the sale ends)',
    zh: '提交资格预审申请文件的截止时间不得早于 {earliest}（招标投标法实施条例 第十六条、第十七条：资格预审文件的发售期不得少于5日，提交资格预审申请文件的时间自资格预审文件停止发售之日起不得少于5日）',
  },
  applicationDeadlineTooEarlyProcurement: {
    en: 'The deadline for prequalification applications may not be earlier than {earliest} (Government Procurement Law Implementing Regulations, art. 21: at least 5 working days from the day the prequalification notice is published)',
    zh: '提交资格预审申请文件的截止时间不得早于 {earliest}（政府采购法实施条例 第二十一条：提交资格预审申请文件的时间自公告发布之日起不得少于5个工作日）',
  },
  bidDeadlineTooEarlyProcurement: {
    en: 'The bid deadline may not be earlier than {earliest} (Government Procurement Law, art. 35: at least 20 days from the day the tender documents are first issued to the deadline for bids)',
    zh: '投标截止时间不得早于 {earliest}（政府采购法 第三十五条：自招标文件开始发出之日起至投标人提交投标文件截止之日止，不得少于二十日）',
  },
  responseDeadlineTooEarlyConsultation: {
    en: 'The deadline for first responses may not be earlier than {earliest} (Interim Measures for Competitive Consultation in Government Procurement, art. 10: at least 10 days from the day the consultation documents are issued)',
    zh: '首次响应文件截止时间不得早于 {earliest}（政府采购竞争性磋商采购方式管理暂行办法 第十条：从磋商文件发出之日起至供应商提交首次响应文件截止之日止不得少于10日）',
  },
  responseDeadlineTooEarlyNegotiation: {
    en: 'The deadline for first responses may not be earlier than {earliest} (Measures for Non-Tendering Methods of Government Procurement, art. 29: at least 3 working days from the day the negotiation documents are issued)',
    zh: '首次响应文件截止时间不得早于 {earliest}（政府采购非招标采购方式管理办法 第二十九条：从谈判文件发出之日起至供应商提交首次响应文件截止之日止不得少于3个工作日）',
  },
  responseDeadlineTooEarlyInquiry: {
    en: 'The deadline for responses may not be earlier than {earliest} (Measures for Non-Tendering Methods of Government Procurement, art. 45: at least 3 working days from the day the request for quotations is issued)',
    zh: '响应文件截止时间不得早于 {earliest}（政府采购非招标采购方式管理办法 第四十五条：从询价通知书发出之日起至供应商提交响应文件截止之日止不得少于3个工作日）',
  },
  lateCorrection: {
    en: 'A clarification or change published now comes less than 15 days before the bid deadline: move the deadline to {earliest} or later (Tendering Law, art. 23; Tendering Law Implementing Regulations, art. 21: a clarification or change that may affect the bids comes at least 15 days before the deadline, or the deadline is put back)',
    zh: '此时发布的澄清或修改距投标截止时间不足十五日：投标截止时间须顺延至 {earliest} 或之后（招标投标法 第二十三条；招标投标法实施条例 第二十一条：可能影响投标文件编制的澄清或修改，应当在投标截止时间至少十五日前发出；不足十五日的，应当顺延投标截止时间）',
  },
  lateCorrectionProcurement: {
    en: 'A clarification or change published now comes less than 15 days before the bid deadline: move the deadline to {earliest} or later (Measures for Tendering in Government Procurement of Goods and Services, art. 27: a clarification or change that may affect the bids comes at least 15 days before the deadline, or the deadline is put back)',
    zh: '此时发布的澄清或修改距投标截止时间不足15日：投标截止时间须顺延至 {earliest} 或之后（政府采购货物和服务招标投标管理办法 第二十七条：澄清或者修改的内容可能影响投标文件编制的，应当在投标截止时间至少15日前通知；不足15日的，应当顺延提交投标文件的截止时间）',
  },
  lateCorrectionConsultation: {
    en: 'A clarification or change published now comes less than 5 days before the deadline for first responses: move the deadline to {earliest} or later (Interim Measures for Competitive Consultation in Government Procurement, art. 10: a clarification or change that may affect the responses comes at least 5 days before the deadline, or the deadline is put back)',
    zh: '此时发布的澄清或修改距提交首次响应文件截止时间不足5日：截止时间须顺延至 {earliest} 或之后（政府采购竞争性磋商采购方式管理暂行办法 第十条：澄清或者修改的内容可能影响响应文件编制的，应当在提交首次响应文件截止时间至少5日前通知；不足5日的，应当顺延提交首次响应文件截止时间）',
  },
  lateCorrectionNegotiation: {
    en: 'A clarification or change published now comes less than 3 working days before the deadline for first responses: move the deadline to {earliest} or later (Measures for Non-Tendering Methods of Government Procurement, art. 29: a clarification or change that may affect the responses comes at least 3 working days before the deadline, or the deadline is put back)',
    zh: '此时发布的澄清或修改距提交首次响应文件截止之日不足3个工作日：截止之日须顺延至 {earliest} 或之后（政府采购非招标采购方式管理办法 第二十九条：澄清或者修改的内容可能影响响应文件编制的，应当在提交首次响应文件截止之日3个工作日前通知；不足3个工作日的，应当顺延提交首次响应文件截止之日）',
  },
  lateCorrectionInquiry: {
    en: 'A clarification or change published now comes less than 3 working days before the deadline for responses: move the deadline to {earliest} or later (Measures for Non-Tendering Methods of Government Procurement, art. 45: a clarification or change that may affect the responses comes at least 3 working days before the deadline, or the deadline is put back)',
    zh: '此时发布的澄清或修改距提交响应文件截止之日不足3个工作日：截止之日须顺延至 {earliest} 或之后（政府采购非招标采购方式管理办法 第四十五条：澄清或者修改的内容可能影响响应文件编制的，应当在提交响应文件截止之日3个工作日前通知；不足3个工作日的，应当顺延提交响应文件截止之日）',
  },
  resultAnnouncementTooEarly: {
    en: 'The result announcement may not be published before {earliest} (Tendering Law Implementing Regulations, art. 54: the winning candidates are publicised for at least 3 days)',
    zh: '中标结果公告不得早于 {earliest} 发布（招标投标法实施条例 第五十四条：中标候选人公示期不得少于3日）',
  },
  // An unanswered objection holds back the steps it is about (实施条例 第二十二条, 第五十四条; objection-suspension.ts).
  suspendedByDocumentsObjection: {
    en: 'The step {step} is suspended: the objection to the tender documents received on {received} is not answered yet (Tendering Law Implementing Regulations, art. 22: until the reply, the tendering is suspended)',
    zh: '环节“{step}”已暂停：{received} 收到的对招标文件的异议尚未答复（招标投标法实施条例 第二十二条：作出答复前，应当暂停招标投标活动）',
  },
  suspendedByQualificationObjection: {
    en: 'The step {step} is suspended: the objection to the qualification documents received on {received} is not answered yet (Tendering Law Implementing Regulations, art. 22: until the reply, the tendering is suspended)',
    zh: '环节“{step}”已暂停：{received} 收到的对资格预审文件的异议尚未答复（招标投标法实施条例 第二十二条：作出答复前，应当暂停招标投标活动）',
  },
  suspendedByCandidatesObjection: {
    en: 'The step {step} is suspended: the objection to the evaluation result received on {received} is not answered yet (Tendering Law Implementing Regulations, art. 54: until the reply, the tendering is suspended)',
    zh: '环节“{step}”已暂停：{received} 收到的对评标结果的异议尚未答复（招标投标法实施条例 第五十四条：作出答复前，应当暂停招标投标活动）',
  },
  objectionAnswered: {
    en: 'The objection is answered already: its reply is on record and does not change',
    zh: '该异议已答复：答复已记录，不能更改',
  },
  staleExpert: {
    en: 'Expert {name} was changed by someone else since you read it (it is now version {version}): reload it and make your change again',
    zh: '专家 {name} 在您读取后已被他人修改（现为第 {version} 版）：请重新加载后再修改',
  },
  tooFewExperts: {
    en: 'Only {eligible} experts may serve, fewer than the {requested} asked for: add experts to the library or draw fewer',
    zh: '符合条件的专家只有 {eligible} 位，少于所需的 {requested} 位：请补充专家库或减少抽取人数',
  },
  expertRetired: { en: 'Expert {name} has retired and cannot be seated', zh: '专家 {name} 已停用，不能入选' },
  noEmptySeat: {
    en: 'No recusal has left a seat to redraw',
    zh: '没有因回避而空缺的席位，无需补抽',
  },
  // The committee's composition (evaluation/committee-composition.ts): the article and the rule broken,
  // as the server words them in English; the committee panel shows each in the user's language.
  committeeBreaksRule: {
    en: 'The evaluation committee breaks {citation}: {rule}',
    zh: '评标委员会的组成违反{citation}：{rule}',
  },
  // Evaluation (ADR 0019): marks need a plan and a confirmed opening; a plan in use stays as it is.
  noEvaluationPlan: {
    en: '{package} has no evaluation plan yet: set its method and criteria first',
    zh: '{package}尚未设置评标办法：请先设置评标办法和评审因素',
  },
  openingNotConfirmed: {
    en: 'The opening record of {package} is not confirmed yet: confirm it before the experts mark the bids',
    zh: '{package}的开标记录尚未确认：请确认后再由专家评审',
  },
  packageToRetender: {
    en: '{package} has fewer than {minimum} valid bids: it is to be tendered again, not evaluated',
    zh: '{package}有效投标不足 {minimum} 家：依法应重新招标，不能评标',
  },
  planInUse: {
    en: 'The experts have marked {package} under this plan: re-evaluate it to change the plan',
    zh: '专家已按该评标办法评审{package}：如需修改请重新评标',
  },
  // The opening record (开标记录, ADR 0019): confirmed, it is locked.
  openingConfirmed: {
    en: 'The opening record of {package} is confirmed: it can no longer change',
    zh: '{package}的开标记录已确认，不能再修改',
  },
  bidPackageHasBids: {
    en: 'A bid package with bids in its opening record or an evaluation plan cannot be removed from the project',
    zh: '已有开标记录或评标办法的标包不能从项目中删除',
  },
  bidPackageHoldsBonds: {
    en: 'A bid package with bonds in its ledger or an agency fee cannot be removed from the project',
    zh: '已有投标保证金或代理服务费记录的标包不能从项目中删除',
  },
  projectChangeRefused: {
    en: 'This change is not allowed for this project ({reason})',
    zh: '该项目不允许此项修改（{reason}）',
  },
  // A failed tender's change of method where the law allows none (ADR 0023, failure/lawful-exits.ts).
  changeMethodUnlawful: {
    en: 'This failed tender may not change its method: {article} allows it only after a failed re-tender',
    zh: '该流标项目不能变更采购方式：{article}仅允许在重新招标后仍失败时变更',
  },
  businessNumberTaken: {
    en: 'The business number {number} is already used by another project',
    zh: '业务编号 {number} 已被其他项目使用',
  },
  // The flow (§5): a stale screen, the last step, a project without a flow.
  movedOn: {
    en: 'The project has moved on: it is at "{step}", not the step this action was made on',
    zh: '项目已进入下一环节：当前在“{step}”，不是此操作所在的环节',
  },
  lastStep: {
    en: '"{step}" is the last step: send the project to closing instead',
    zh: '“{step}”是最后一个环节：请改为提交结项',
  },
  closingFromLastStepOnly: {
    en: 'Only the final step can go to closing; the project is at "{step}"',
    zh: '只有最后一个环节才能提交结项；项目当前在“{step}”',
  },
  mayNotModifyStep: {
    en: 'You may not modify the step "{step}" ({reason})',
    zh: '您不能修改环节“{step}”（{reason}）',
  },
  mayNotModifyProject: {
    en: 'You may not modify this project ({reason})',
    zh: '您不能修改该项目（{reason}）',
  },
  noFlow: { en: 'Project {project} has no flow', zh: '项目 {project} 没有流程' },
  jumpAdminOrManagerOnly: {
    en: 'Only an Admin or the project manager may jump the flow',
    zh: '只有 Admin 或项目经理可以跳转流程',
  },
  noFlowTemplate: {
    en: 'There is no flow template for the bidding method {method}',
    zh: '招标方式“{method}”没有流程模板',
  },
  flowTemplateWithoutSteps: {
    en: 'The flow template for {method} has no steps',
    zh: '{method}的流程模板没有任何环节',
  },
  // Permissions (§6, ADR 0014).
  rolesDoNotGrant: { en: 'Your roles do not grant {permissions}', zh: '您的角色没有 {permissions} 权限' },
  noPermissionDeclared: {
    en: 'This call declares no permission, so nobody may make it',
    zh: '该操作未声明所需权限，任何人都不能执行',
  },
  notPermitted: { en: 'You are not permitted to do this', zh: '您无权执行此操作' },
  flowTemplatesAdminOnly: {
    en: 'Only an Admin may manage flow templates',
    zh: '只有 Admin 可以管理流程模板',
  },
  auditAdminOnly: { en: 'Only an Admin may read the audit trail', zh: '只有 Admin 可以查看审计日志' },
  flowRecordAuthorOnly: {
    en: 'Only its author or an Admin may change a flow record',
    zh: '只有填写人或 Admin 可以修改流程记录',
  },
  fileUploaderOnly: {
    en: 'Only the uploader or an Admin may delete a file',
    zh: '只有上传人或 Admin 可以删除文件',
  },
  projectDeleterOnly: {
    en: 'Only an Admin, the project manager or the creator may delete a project',
    zh: '只有 Admin、项目经理或创建人可以删除项目',
  },
  // The libraries.
  creditCodeTaken: {
    en: 'Credit code {code} is already the entry of {name} (no. {id}) in this library',
    zh: '统一社会信用代码 {code} 已属于本库中的 {name}（编号 {id}）',
  },
  creditCodeTakenMeanwhile: {
    en: 'Credit code {code} was taken by another entry of this library meanwhile',
    zh: '统一社会信用代码 {code} 刚被本库中的其他条目占用',
  },
  staleLibraryEntry: {
    en: '{name} was changed by someone else since you read it (it is now version {version}): reload it and make your change again',
    zh: '{name} 在您读取后已被他人修改（现为第 {version} 版）：请重新加载后再修改',
  },
  // System notices (domain decideSystemNoticeChange).
  staleSystemNotice: {
    en: 'The notice "{title}" was changed by someone else since you read it (it is now version {version}): reload it and make your change again',
    zh: '公告“{title}”在您读取后已被他人修改（现为第 {version} 版）：请重新加载后再修改',
  },
  withdrawnSystemNotice: {
    en: 'A withdrawn notice cannot change: publish a new one instead',
    zh: '已撤回的公告不能修改：请发布新公告',
  },
  systemNoticeAlreadyWithdrawn: { en: 'The notice is already withdrawn', zh: '该公告已撤回' },
  // A blacklisted bidder (domain decideBidderSignUp).
  bidderBlacklisted: {
    en: '{bidder} is blacklisted until {until} ({reason}): no sign-up can be recorded for it before then',
    zh: '{bidder} 已被列入黑名单，至 {until} 止（{reason}）：在此之前不能登记其报名',
  },
  bidderBlacklistedIndefinitely: {
    en: '{bidder} is blacklisted with no end date ({reason}): no sign-up can be recorded for it',
    zh: '{bidder} 已被列入黑名单，无截止日期（{reason}）：不能登记其报名',
  },
  tokenOfAnotherTenant: { en: 'The access token belongs to another tenant', zh: '访问令牌属于其他租户' },
  tooManyRequests: {
    en: 'Too many requests; try again in a minute',
    zh: '请求过于频繁，请一分钟后重试',
  },
  socketOriginRefused: {
    en: 'A page at {origin} may not open this server’s sign-in feed',
    zh: '来自 {origin} 的页面不可连接本服务器的签到推送',
  },
  // Single sign-on hand-over (§1, §7 ReloadAuthenticate).
  handOverOfAnotherTenant: {
    en: 'The hand-over token belongs to another tenant',
    zh: '单点登录令牌属于其他租户',
  },
  handOverOfAnotherPlatform: {
    en: 'The hand-over token was issued for another platform',
    zh: '单点登录令牌是为其他平台签发的',
  },
  handOverPlatformRefused: {
    en: 'The platform may not hand over to this provider',
    zh: '该平台不能通过此提供方单点登录',
  },
  handOverUserUnknown: {
    en: 'The handed-over user is unknown or inactive',
    zh: '单点登录的用户不存在或已停用',
  },
  handOverProviderUnknown: {
    en: "Unknown single sign-on provider '{provider}'",
    zh: '未知的单点登录提供方“{provider}”',
  },
  handOverMalformed: { en: 'The hand-over token is malformed', zh: '单点登录令牌格式不正确' },
  handOverBadSignature: { en: 'The hand-over token has a bad signature', zh: '单点登录令牌签名无效' },
  handOverExpired: { en: 'The hand-over token has expired', zh: '单点登录令牌已过期' },
  handOverIncomplete: { en: 'The single sign-on parameters are incomplete', zh: '单点登录参数不完整' },
} as const satisfies Record<string, Label>;

export type RefusalCode = keyof typeof REFUSAL_MESSAGES;

/** A refusal in English, as the server and the in-memory adapters throw it (§8). */
export function refusal(code: RefusalCode, values?: MessageValues): string {
  return fillTemplate(REFUSAL_MESSAGES[code].en, values);
}

/** Whether `message` is the refusal `code`, whatever values fill it (a client tells its refusals apart). */
export function isRefusal(message: string, code: RefusalCode): boolean {
  return patternOf(REFUSAL_MESSAGES[code]).pattern.test(message.trim());
}

/** A refusal of the catalogue in `locale`, or undefined when the catalogue does not know it. */
export const translateRefusalMessage = catalogueTranslator(REFUSAL_MESSAGES);

/** A refusal as a person reads it in `locale`: the catalogue's words, or a message it does not know as written. */
export function refusalMessageIn(message: string, locale: Locale): string {
  return translateRefusalMessage(message, locale) ?? message;
}
