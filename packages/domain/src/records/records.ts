import { z } from 'zod';
import { isCalendarDate } from '../compliance/holiday-calendar';
import { CHINA_WORKING_CALENDAR } from '../compliance/holiday-calendars';
import { OBJECTION_CHANNELS, OBJECTION_SUBJECTS } from '../objections/objection-fields';
import { compareMoney, moneySchema, ZERO } from '../shared/money';
import { must } from '../shared/validation-messages';

/**
 * The type-tagged records of the middleware service that the circulation checks read (§3, §5).
 * Field names keep the spec's wire spelling (objection_status, signUp_state …).
 */
const recordBase = {
  id: z.number().int().positive().optional(),
  projectId: z.number().int().positive(),
  creationTime: z.string().optional(),
};

/** "未处理": an unhandled objection or query blocks circulation. */
export const OBJECTION_UNHANDLED = '未处理';
export const OBJECTION_HANDLED = '已处理';
/**
 * An objection or query (异议/质疑) of the project's log (ADR 0022): who objected (supplierName), what it
 * says (content) and its status, as §3 has them; and, registered through Objection/Register, when it was
 * received, about what, by which channel, and its reply. Those are absent on the rows written before
 * (their receipt is their creationTime, their subject unknown: they suspend nothing).
 */
export const objectionSchema = z.object({
  ...recordBase,
  supplierName: z.string().max(200).nullish(),
  content: z.string().max(5000).nullish(),
  objection_status: z.enum([OBJECTION_UNHANDLED, OBJECTION_HANDLED]),
  /** When the agency received it (an ISO instant): the reply clock counts from its day. */
  objection_receivedAt: z.string().max(40).nullish(),
  objection_subject: z.enum(OBJECTION_SUBJECTS).nullish(),
  objection_channel: z.enum(OBJECTION_CHANNELS).nullish(),
  objection_replyContent: z.string().max(5000).nullish(),
  /** When the reply went out (an ISO instant): the complaint window counts from its day. */
  objection_repliedAt: z.string().max(40).nullish(),
});
export type Objection = z.infer<typeof objectionSchema>;

/** "1" means approved, for sign-ups and qualification purchases. */
export const APPROVED = '1';
/** "2": rejected (驳回) — it always carries its reason (rejectionIssues). */
export const REJECTED = '2';
export const approvalStateSchema = z.enum(['0', APPROVED, REJECTED]);

/**
 * Why a sign-up or a qualification purchase was rejected: the supplier is told, and whoever reads the
 * list later sees why. The reject dialog and the server check it with this one schema.
 */
export const rejectionReasonSchema = z.string().trim().min(1, must('required')).max(500);
/** Stored with the record; absent on records rejected before a reason was asked for. */
const storedRejectionReason = z.string().max(500).nullish();

export const signUpSchema = z.object({
  ...recordBase,
  supplierName: z.string().min(1).max(200),
  signUp_state: approvalStateSchema,
  /** The submitted bid (tender) document, as a file id; empty when none was submitted. */
  signUp_tenderDoc: z.string().max(500).nullish(),
  /** The bid package group the supplier signed up for; the server checks it is one of the project's. */
  signUp_groupId: z.number().int().positive().nullish(),
  signUp_rejectReason: storedRejectionReason,
});
export type SignUp = z.infer<typeof signUpSchema>;

export const qualificationPurchaseSchema = z.object({
  ...recordBase,
  supplierName: z.string().min(1).max(200),
  qualificationPurchase_state: approvalStateSchema,
  qualificationPurchase_rejectReason: storedRejectionReason,
});
export type QualificationPurchase = z.infer<typeof qualificationPurchaseSchema>;

/** "通过" means the applicant passed qualification. */
export const QUALIFICATION_PASSED = '通过';
export const QUALIFICATION_FAILED = '不通过';
export const qualificationResultSchema = z.object({
  ...recordBase,
  supplierName: z.string().min(1).max(200),
  qualificationResult_result: z.enum([QUALIFICATION_PASSED, QUALIFICATION_FAILED]),
  /** The bid package group the result is for. */
  qualificationResult_groupId: z.number().int().positive(),
});
export type QualificationResult = z.infer<typeof qualificationResultSchema>;

export const signInSchema = z.object({
  ...recordBase,
  supplierName: z.string().min(1).max(200),
  userName: z.string().max(100).nullish(),
  signInTime: z.string(),
});
export type SignIn = z.infer<typeof signInSchema>;

/** "0" draft, "1" published: a clarification is public once published and no longer changes. */
export const CLARIFICATION_PUBLISHED = '1';
export const clarificationSchema = z.object({
  ...recordBase,
  clarification_title: z.string().trim().min(1, must('required')).max(500),
  /** HTML from the rich-text editor; the server sanitises it before storing it. */
  clarification_content: z.string().max(200_000).nullish(),
  clarification_state: z.enum(['0', CLARIFICATION_PUBLISHED]),
  clarification_publishTime: z.string().nullish(),
});
export type Clarification = z.infer<typeof clarificationSchema>;

/** "0" draft, "1" published: the published versions of the tender documents are what bidders get. */
export const DOCUMENT_PUBLISHED = '1';
/**
 * A version of the tender documents (招标文件, /tender-document): a file uploaded through the signed
 * flow (§7 AbpAliOss). A new upload is a new version; the old ones stay, as history. Published, a
 * version never changes.
 */
export const tenderDocumentSchema = z.object({
  ...recordBase,
  tenderDocument_fileId: z.string().trim().min(1, must('required')).max(500),
  tenderDocument_fileName: z.string().trim().min(1, must('required')).max(255),
  tenderDocument_note: z.string().trim().max(500).nullish(),
  tenderDocument_state: z.enum(['0', DOCUMENT_PUBLISHED]),
  tenderDocument_publishTime: z.string().nullish(),
});
export type TenderDocument = z.infer<typeof tenderDocumentSchema>;

/** An invitation's answer: "0" none yet, "1" accepted, "2" declined. */
export const INVITATION_ACCEPTED = '1';
/** A bidder invited to an invited tendering (投标邀请书, /tender-invitation), and its answer. */
export const invitationSchema = z.object({
  ...recordBase,
  supplierName: z.string().trim().min(1, must('required')).max(200),
  invitation_state: z.enum(['0', INVITATION_ACCEPTED, '2']),
  /** When the bidder answered; the server stamps it when the answer is recorded. */
  invitation_respondedAt: z.string().nullish(),
});
export type Invitation = z.infer<typeof invitationSchema>;

/**
 * The contract of a bid package (合同签订, /contract-signing): the winning bidder, the amount (exact, in
 * yuan and fen), the signing date and the signed contract uploaded through the signed flow.
 */
export const contractSchema = z.object({
  ...recordBase,
  contract_groupId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  supplierName: z.string().trim().min(1, must('required')).max(200),
  contract_amount: moneySchema.refine((amount) => compareMoney(amount, ZERO) > 0, {
    message: must('positiveAmount'),
  }),
  contract_signedOn: z.iso.date({ message: must('invalid') }),
  contract_fileId: z.string().max(500).nullish(),
  contract_fileName: z.string().max(255).nullish(),
});
export type Contract = z.infer<typeof contractSchema>;

/** The fewest working days a single-source justification is publicised (政府采购非招标采购方式管理办法 第38条). */
export const SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS = 5;

/**
 * The working days from `from` to `until`, both included (YYYY-MM-DD), by China's calendar: public
 * holidays off, 调休 weekend days worked (CHINA_WORKING_CALENDAR; a year without its notice loaded counts
 * Monday to Friday). None when either is no date, so a period left blank is too short.
 */
export function workingDaysBetween(from: string, until: string): number {
  if (!isCalendarDate(from) || !isCalendarDate(until)) return 0;
  return CHINA_WORKING_CALENDAR.workingDaysBetween(from, until);
}

/**
 * The single-source justification notice (单一来源论证公示, /single-source-publicity): the supplier, the
 * justification as HTML (sanitised by the server) and the publicity period, of at least five working
 * days. A draft until published; published, it never changes.
 */
export const singleSourcePublicitySchema = z.object({
  ...recordBase,
  singleSource_title: z.string().trim().min(1, must('required')).max(500),
  singleSource_supplierName: z.string().trim().min(1, must('required')).max(200),
  singleSource_content: z.string().max(200_000).nullish(),
  singleSource_from: z.iso.date({ message: must('invalid') }),
  /** The publicity's last day: at least five working days after the first (recordIssues). */
  singleSource_until: z.iso.date({ message: must('invalid') }),
  singleSource_state: z.enum(['0', DOCUMENT_PUBLISHED]),
  singleSource_publishTime: z.string().nullish(),
});
export type SingleSourcePublicity = z.infer<typeof singleSourcePublicitySchema>;

/** The fields of the record types that can be rejected: their review state and its reason. */
export const REJECTABLE_FIELDS = {
  signUp: { state: 'signUp_state', reason: 'signUp_rejectReason' },
  qualificationPurchase: {
    state: 'qualificationPurchase_state',
    reason: 'qualificationPurchase_rejectReason',
  },
} as const;
export type RejectableType = keyof typeof REJECTABLE_FIELDS;

/**
 * A rejected sign-up or purchase must say why (rejectionReasonSchema): the issues naming the reason's
 * field, or none. Checked on every write, by the server and the in-memory fake alike.
 */
export function rejectionIssues(
  type: RecordType,
  record: Readonly<Record<string, unknown>>,
): { field: string; message: string }[] {
  if (!(type in REJECTABLE_FIELDS)) return [];
  const fields = REJECTABLE_FIELDS[type as RejectableType];
  if (record[fields.state] !== REJECTED) return [];
  const reason = rejectionReasonSchema.safeParse(record[fields.reason] ?? '');
  return reason.success
    ? []
    : [{ field: fields.reason, message: reason.error.issues[0]?.message ?? 'is invalid' }];
}

/**
 * What a record's schema cannot say of one field alone, checked on every write by the server and the
 * in-memory fake: a rejection's reason (rejectionIssues) and a publicity's period of working days.
 */
export function recordIssues(
  type: RecordType,
  record: Readonly<Record<string, unknown>>,
): { field: string; message: string }[] {
  const issues = rejectionIssues(type, record);
  if (type === 'singleSourcePublicity') {
    const from = String(record.singleSource_from ?? '');
    const until = String(record.singleSource_until ?? '');
    if (workingDaysBetween(from, until) < SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS) {
      issues.push({
        field: 'singleSource_until',
        message: must('minWorkingDays', { min: SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS }),
      });
    }
  }
  return issues;
}

/** The record types and their schemas, keyed by the middleware's type tag. */
export const recordSchemas = {
  objection: objectionSchema,
  signUp: signUpSchema,
  qualificationPurchase: qualificationPurchaseSchema,
  qualificationResult: qualificationResultSchema,
  signIn: signInSchema,
  /** Project clarifications (/project-clarification). */
  clarification: clarificationSchema,
  tenderDocument: tenderDocumentSchema,
  invitation: invitationSchema,
  contract: contractSchema,
  singleSourcePublicity: singleSourcePublicitySchema,
} as const;

/**
 * The record types published like notices (ADR 0007 "Published texts"): a draft until its state is
 * "1"; the server stamps the publish time and, where there is HTML, sanitises it; published, it never
 * changes and is not deleted (409). The one table both the server and the pages read.
 */
export const PUBLISHED_RECORD_FIELDS = {
  clarification: {
    state: 'clarification_state',
    publishTime: 'clarification_publishTime',
    html: 'clarification_content',
  },
  tenderDocument: {
    state: 'tenderDocument_state',
    publishTime: 'tenderDocument_publishTime',
    html: undefined,
  },
  singleSourcePublicity: {
    state: 'singleSource_state',
    publishTime: 'singleSource_publishTime',
    html: 'singleSource_content',
  },
} as const;
export type PublishedRecordType = keyof typeof PUBLISHED_RECORD_FIELDS;

/** Whether a stored record of this type is published, and so may no longer change. */
export function isPublishedRecord(type: RecordType, record: unknown): boolean {
  if (!(type in PUBLISHED_RECORD_FIELDS)) return false;
  const fields = PUBLISHED_RECORD_FIELDS[type as PublishedRecordType];
  return (record as Record<string, unknown> | null)?.[fields.state] === DOCUMENT_PUBLISHED;
}
export type RecordType = keyof typeof recordSchemas;
export type RecordOf<T extends RecordType> = z.infer<(typeof recordSchemas)[T]>;
export const recordTypes = Object.keys(recordSchemas) as [RecordType, ...RecordType[]];
