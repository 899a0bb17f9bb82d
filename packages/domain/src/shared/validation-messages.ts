import type { Label, Locale } from './labels';
import { catalogueTranslator, fillTemplate, type MessageValues } from './message-catalogue';

/**
 * The one home of the validation wording: what the schemas say about a field, in both UI languages.
 * A message is the predicate only ("is required"); whoever shows it puts the field's name in front
 * (`fieldMessage`): the server's 400 names the field by its path ("projectName: is required", §8), a form
 * by its label ("项目名称不能为空"). The schemas and the server speak the English (`must(code)`), so their
 * answers stay stable; the web translates any message it shows, its own or the server's, through this
 * catalogue (`translateValidationMessage`). `{name}` placeholders are filled in both languages.
 */
export const VALIDATION_MESSAGES = {
  required: { en: 'is required', zh: '不能为空' },
  invalid: { en: 'is not valid', zh: '格式不正确' },
  noNulCharacter: { en: 'must not hold a NUL character', zh: '不能包含空字符（NUL）' },
  maxChars: { en: 'must have at most {max} characters', zh: '最多 {max} 个字符' },
  minChars: { en: 'must have at least {min} characters', zh: '至少 {min} 个字符' },
  maxNumber: { en: 'must be at most {max}', zh: '不能大于 {max}' },
  minNumber: { en: 'must be at least {min}', zh: '不能小于 {min}' },
  maxItems: { en: 'must have at most {max} entries', zh: '最多 {max} 项' },
  minItems: { en: 'must have at least {min} entries', zh: '至少 {min} 项' },
  number: { en: 'must be a number', zh: '须为数字' },
  wholeNumber: { en: 'must be a whole number', zh: '须为整数' },
  choice: { en: 'is not one of the choices', zh: '不在可选范围内' },
  email: { en: 'is not a valid e-mail address', zh: '不是有效的电子邮箱地址' },
  phone: { en: 'is not a valid phone number', zh: '不是有效的电话号码' },
  phoneCharacters: { en: 'may hold digits, spaces and + - ( ) only', zh: '只能包含数字、空格和 + - ( )' },
  userNameCharacters: { en: 'may hold letters, digits and . _ @ - only', zh: '只能包含字母、数字和 . _ @ -' },
  roleNameCharacters: { en: 'may hold letters, digits, _ and - only', zh: '只能包含字母、数字、_ 和 -' },
  reserved: { en: 'is reserved', zh: '是系统保留的名称' },
  usedByAnotherUser: { en: 'is already used by another user', zh: '已被其他用户使用' },
  usedByAnotherProject: { en: 'is already used by another project', zh: '已被其他项目使用' },
  biddingMethod: { en: 'is not a known bidding method', zh: '不是已知的招标方式' },
  noticeType: { en: 'is not a notice type', zh: '不是有效的公告类型' },
  dateTime: { en: 'is not a date and time', zh: '不是有效的日期时间' },
  date: { en: 'is not a date (YYYY-MM-DD)', zh: '不是有效的日期（YYYY-MM-DD）' },
  dateOrDateTime: {
    en: 'must be a date (YYYY-MM-DD) or an ISO date-time with offset',
    zh: '须为日期（YYYY-MM-DD）或带时区的 ISO 日期时间',
  },
  notBeforeReceipt: { en: 'must not be before the objection was received', zh: '不能早于异议收到时间' },
  notBeforeAward: {
    en: 'must not be before the winner was announced ({date})',
    zh: '不能早于中标结果公告之日（{date}）',
  },
  awaitsAward: {
    en: 'cannot be recorded before the winner is announced (result announcement)',
    zh: '中标结果公告发布前不能登记',
  },
  afterFrom: { en: 'must be after from', zh: '须晚于开始时间' },
  trueOrFalse: { en: 'must be true or false', zh: '须为 true 或 false' },
  amount: { en: 'must be a non-negative amount with at most two decimals', zh: '须为非负金额，最多两位小数' },
  percentage: {
    en: 'must be a percentage from 0 to 100 with at most four decimals',
    zh: '须为 0 到 100 之间的百分比，最多四位小数',
  },
  serviceFeeEither: {
    en: 'give the service fee as a percent or a fixed value, not both',
    zh: '服务费请填写百分比或固定金额，不能同时填写',
  },
  notUserName: { en: 'must not be the user name', zh: '不能与用户名相同' },
  differsFromCurrent: { en: 'must differ from the current password', zh: '不能与当前密码相同' },
  notCurrentPassword: { en: 'is not your current password', zh: '与当前密码不符' },
  startsWithSlash: { en: 'must start with /', zh: '须以 / 开头' },
  pathStartingWithSlash: { en: 'must be a path starting with /', zh: '须为以 / 开头的路径' },
  pathWithoutSpaces: { en: 'must be a path without spaces, ? or #', zh: '须为不含空格、? 或 # 的路径' },
  manageOrSetting: { en: 'must be manage or setting', zh: '须为 manage 或 setting' },
  moduleTwice: { en: 'names a module twice', zh: '重复选择了同一模块' },
  duplicateRouter: { en: 'is already the router of step {step}', zh: '已是第 {step} 个环节的路由' },
  notAStepPage: {
    en: 'is not a step page of the web app: choose one, or mark the step external',
    zh: '不是本系统的环节页面：请选择一个，或将该环节标为外部环节',
  },
  noSteps: { en: 'a flow needs at least one step', zh: '流程至少需要一个环节' },
  httpAddress: { en: 'must be an http:// or https:// address', zh: '须为 http:// 或 https:// 地址' },
  unknownRoles: { en: 'names no role of this tenant: {list}', zh: '不是本租户的角色：{list}' },
  unknownCompany: { en: 'names no company of this tenant', zh: '不是本租户的单位' },
  tenantId: { en: 'must be a tenant id', zh: '须为租户编号' },
  creditCodeFormat: {
    en: 'must be 18 characters: digits and capital letters other than I, O, S, V and Z',
    zh: '须为 18 位，由数字和除 I、O、S、V、Z 以外的大写字母组成',
  },
  creditCodeCheck: {
    en: 'has a wrong check character: the last one should be {expected}',
    zh: '校验码不正确：最后一位应为 {expected}',
  },
  approvalDocumentRequired: {
    en: 'is required: a failed tender changes its method only with the approving authority’s document',
    zh: '必填：流标后变更采购方式须上传审批部门的批准文件',
  },
  deadlineRequired: {
    en: 'is required: a tender notice is published with its deadline for bids',
    zh: '必填：招标公告须注明投标截止时间',
  },
  applicationDeadlineRequired: {
    en: 'is required: a prequalification notice is published with its deadline for applications',
    zh: '必填：资格预审公告须注明提交资格预审申请文件的截止时间',
  },
  // An expert's mark (domain evaluation/comprehensive-ranking.ts).
  pointsRange: { en: 'must be between 0 and {max} points', zh: '须在 0 至 {max} 分之间' },
  failNeedsComment: { en: 'must say why the bidder fails', zh: '评为不合格须说明理由' },
  minWorkingDays: { en: 'must leave at least {min} working days', zh: '须不少于 {min} 个工作日' },
  // An evaluation plan (domain evaluation/evaluation-plan.ts).
  criterionTwice: { en: 'is the key of another criterion too', zh: '与其他评审因素的标识重复' },
  criterionKindForMethod: {
    en: 'is not a kind of criterion this method has: it has pass/fail reviews only',
    zh: '不是该评标办法的评审因素类型：该办法只有合格性审查',
  },
  passFailWeighsNothing: { en: 'must be 0 for a pass/fail review', zh: '合格性审查的分值须为 0' },
  onePriceCriterion: { en: 'must have exactly one price criterion', zh: '须有且只有一项价格评审因素' },
  weightsAddUp: {
    en: 'must have weights adding up to 100 points, not {total}',
    zh: '各评审因素分值合计须为 100 分，现为 {total} 分',
  },
  // A score sheet (domain evaluation/package-evaluation.ts).
  notOnCommittee: { en: 'does not sit on this committee', zh: '不是本项目评标委员会成员' },
  notAValidBid: { en: 'is not a valid bid of this bid package', zh: '不是该标包的有效投标' },
  notACriterion: {
    en: 'is not a criterion the experts mark in this plan',
    zh: '不是本评标办法中由专家评审的因素',
  },
  markTwice: { en: 'is marked twice for this bidder', zh: '对同一投标人重复评审' },
  // A bid of the opening record (domain evaluation/opening-record.ts).
  positiveAmount: { en: 'must be an amount above zero', zh: '须为大于零的金额' },
  notInFuture: { en: 'must not be later than now', zh: '不能晚于当前时间' },
  bidderTwice: { en: 'already has a bid in this bid package', zh: '在该标包中已有投标' },
  // The bond ledger (domain bonds/bond-ledger.ts).
  bondTwice: { en: 'already has a bond in this bid package', zh: '在该标包中已有保证金记录' },
  notBeforePayment: { en: 'must not be earlier than the payment', zh: '不能早于缴纳日期' },
  // An opening record import (domain evaluation/opening-record-import.ts).
  notOpeningColumn: {
    en: 'has a column the opening record does not have: {column}',
    zh: '含有开标记录没有的列：{column}',
  },
  packageConfirmed: { en: 'is confirmed: its opening record is locked', zh: '已确认，其开标记录已锁定' },
  bidInRow: { en: 'also bids for this bid package in row {row}', zh: '已在第 {row} 行投标该标包' },
  bondWord: { en: 'must be paid or not paid', zh: '须为“已缴纳”或“未缴纳”' },
  expertAvoided: {
    en: 'must not be of, or tied to, a bidder, the purchaser or the agency: {company}',
    zh: '不得来自或关联投标人、采购人或代理机构：{company}',
  },
  representativeOfBidder: {
    en: 'must not be a bidder in this project: {company}',
    zh: '不得为本项目的投标人：{company}',
  },
  alreadyOnCommittee: { en: 'already sits on this committee', zh: '已是本项目评标委员会成员' },
  recusedFromCommittee: { en: 'has recused from this committee', zh: '已回避本项目评标委员会' },
  notABidPackage: { en: 'is not a bid package of this project', zh: '不是本项目的标包' },
  // A library import (domain library-import.ts): the file, its header, and its rows.
  spreadsheetFileType: { en: 'must be an .xlsx or .csv file', zh: '须为 .xlsx 或 .csv 文件' },
  notAWorkbook: { en: 'is not an XLSX workbook', zh: '不是有效的 XLSX 工作簿' },
  notUtf8Csv: { en: 'is not a CSV file in UTF-8', zh: '不是 UTF-8 编码的 CSV 文件' },
  csvQuotes: {
    en: 'is not valid CSV: a quoted cell is not closed properly in row {row}',
    zh: '不是有效的 CSV：第 {row} 行有未正确闭合的引号',
  },
  fileTooLarge: { en: 'must be at most {max} MB', zh: '不能超过 {max} MB' },
  workbookUnpacksTooLarge: {
    en: 'unpacks to more than {max} MB: no library export is that large',
    zh: '解压后超过 {max} MB：资料库导出文件不会这么大',
  },
  noHeaderRow: { en: 'is empty: it has no header row', zh: '是空文件：没有表头行' },
  noRowsToImport: { en: 'has no rows below its header', zh: '表头下没有数据行' },
  tooManyRows: { en: 'must have at most {max} rows below its header', zh: '表头下最多 {max} 行' },
  unknownColumn: {
    en: 'has a column this library does not have: {column}',
    zh: '含有本库没有的列：{column}',
  },
  missingColumn: { en: 'lacks the column {column}', zh: '缺少列：{column}' },
  columnTwice: { en: 'has the column {column} twice', zh: '列“{column}”重复' },
  creditCodeInRow: { en: 'is also in row {row}', zh: '与第 {row} 行重复' },
  creditCodeHeld: {
    en: 'is already the entry of {name} (no. {id}) in this library',
    zh: '已属于本库中的 {name}（编号 {id}）',
  },
  contactLine: {
    en: 'line {line} must be name | phone | e-mail',
    zh: '第 {line} 行须为“姓名 | 电话 | 电子邮箱”',
  },
  bankAccountLine: {
    en: 'must be bank | account name | account number, on one line',
    zh: '须为一行“开户银行 | 账户名称 | 账号”',
  },
  moreImportProblems: {
    en: 'and {count} more problems: preview the file to see them all',
    zh: '另有 {count} 处问题：请预览文件查看全部',
  },
  certificateLine: {
    en: 'line {line} must be type | number | valid until (YYYY-MM-DD)',
    zh: '第 {line} 行须为“证书类型 | 证书编号 | 有效期至（YYYY-MM-DD）”',
  },
  unknownPermissions: { en: 'names no permission: {list}', zh: '含有不存在的权限：{list}' },
  adminHoldsEverything: {
    en: 'the built-in Admin role holds every permission; missing {list}',
    zh: '内置的 Admin 角色拥有全部权限，缺少：{list}',
  },
  administrationIsAdmins: {
    en: "administration is the Admin role's alone: {list}",
    zh: '管理类权限只属于 Admin 角色：{list}',
  },
} as const satisfies Record<string, Label>;

export type ValidationMessageCode = keyof typeof VALIDATION_MESSAGES;

/** A catalogue message in English, the wording of the schemas and of the server's answers. */
export function must(code: ValidationMessageCode, values?: MessageValues): string {
  return fillTemplate(VALIDATION_MESSAGES[code].en, values);
}

/** A message of the catalogue in `locale`, or undefined when the catalogue does not know it. */
export const translateValidationMessage = catalogueTranslator(VALIDATION_MESSAGES);

/** What a zod issue carries that the catalogue needs (zod's own issue type, without importing zod here). */
export interface IssueLike {
  readonly code?: string;
  readonly message: string;
  readonly origin?: string;
  readonly format?: string;
  readonly minimum?: number | bigint;
  readonly maximum?: number | bigint;
  readonly expected?: string;
}

/** How zod's own English messages begin ("Too big: expected string to have <=200 characters"). */
const ZOD_DEFAULT = /^(Invalid|Too big|Too small|Unrecognized)\b/;

/**
 * A zod issue's message in catalogue English: zod's default put in the catalogue's words by the issue's
 * kind; any message a schema gave (the catalogue's, or one of its own such as §8's "parameter missing")
 * as it is.
 */
export function issueMessage(issue: IssueLike): string {
  if (!ZOD_DEFAULT.test(issue.message)) return issue.message;
  const bound = (value: number | bigint | undefined) => Number(value ?? 0);
  switch (issue.code) {
    case 'too_small':
      if (issue.origin === 'string')
        return bound(issue.minimum) <= 1 ? must('required') : must('minChars', { min: bound(issue.minimum) });
      if (issue.origin === 'array') return must('minItems', { min: bound(issue.minimum) });
      return must('minNumber', { min: bound(issue.minimum) });
    case 'too_big':
      if (issue.origin === 'string') return must('maxChars', { max: bound(issue.maximum) });
      if (issue.origin === 'array') return must('maxItems', { max: bound(issue.maximum) });
      return must('maxNumber', { max: bound(issue.maximum) });
    case 'invalid_format':
      return issue.format === 'email' ? must('email') : must('invalid');
    case 'invalid_type':
      if (issue.expected === 'number') return must('number');
      if (issue.expected === 'int') return must('wholeNumber');
      return must('invalid');
    case 'invalid_value':
    case 'invalid_union':
      return must('choice');
    default:
      return issue.message;
  }
}

/**
 * A message of the schemas or the server in `locale`: the catalogue's words, or — a message the
 * catalogue does not know — as written in English, and in zh-CN the catalogue's "格式不正确" rather than an
 * English sentence.
 */
export function validationMessageIn(message: string, locale: Locale): string {
  const translated = translateValidationMessage(message, locale);
  if (translated) return translated;
  return locale === 'zh-CN' ? VALIDATION_MESSAGES.invalid.zh : message;
}

const SPEC_WORDING = /\p{Script=Han}/u;

/** Whether a message is the spec's own Chinese sentence (§5 "请选择非招标方式"), shown as given, field and all. */
export function isSpecWording(message: string): boolean {
  return SPEC_WORDING.test(message);
}

/**
 * A field's message as a person reads it, in `locale`: the field's name, then what is wrong with it
 * ("Project name is required", "项目名称不能为空").
 */
export function fieldMessage(field: string, message: string, locale: Locale): string {
  // The spec's own Chinese messages (§5 "请选择非招标方式") already name their field: kept as given.
  if (isSpecWording(message)) return message;
  const text = validationMessageIn(message, locale);
  return locale === 'zh-CN' ? `${field}${text}` : `${field} ${text}`;
}
