import { z } from 'zod';
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
export const objectionSchema = z.object({
  ...recordBase,
  supplierName: z.string().max(200).nullish(),
  content: z.string().max(5000).nullish(),
  objection_status: z.enum([OBJECTION_UNHANDLED, OBJECTION_HANDLED]),
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

/** The record types and their schemas, keyed by the middleware's type tag. */
export const recordSchemas = {
  objection: objectionSchema,
  signUp: signUpSchema,
  qualificationPurchase: qualificationPurchaseSchema,
  qualificationResult: qualificationResultSchema,
  signIn: signInSchema,
  /** Project clarifications (/project-clarification). */
  clarification: clarificationSchema,
} as const;
export type RecordType = keyof typeof recordSchemas;
export type RecordOf<T extends RecordType> = z.infer<(typeof recordSchemas)[T]>;
export const recordTypes = Object.keys(recordSchemas) as [RecordType, ...RecordType[]];
