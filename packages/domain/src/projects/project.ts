import { z } from 'zod';
import { noticeSchema } from '../notices/notice';
import { moneySchema } from '../shared/money';
import { must } from '../shared/validation-messages';
import { bidPackageGroupSchema } from './bid-package-group';
import { biddingMethodCodes } from './bidding-method';
import { packageBudgetsFit } from './package-budgets';
import { projectFileSchema } from './project-file';
import { PROJECT_MODE } from './project-state';

const text = (max: number) => z.string().trim().max(max);
const optionalText = (max: number) => text(max).nullish();
const PHONE = /^(1\d{10}|0\d{2,3}-?\d{7,8}(-\d{1,6})?|\d{7,8})$/;

/**
 * The fields staff edit on a project (§3 Sproject): what CreateOrUpdate accepts. The server owns
 * state, auditState, projectFlowName, flowInstanceId and the audit columns; mode is always 3.
 */
export const projectInputSchema = z.object({
  id: z.number().int().positive().optional(),
  projectName: text(200).min(1, must('required')),
  projectNum: text(64).min(1, must('required')),
  area: optionalText(100),
  industryClassification: optionalText(100),
  biddingMethod: z.enum(biddingMethodCodes, { message: must('biddingMethod') }),
  capitalSource: optionalText(100),
  projectBudget: moneySchema.nullish(),
  biddingRange: optionalText(2000),
  purchaserUnit: optionalText(200),
  purchaserName: optionalText(100),
  purchaserMobile: text(32).regex(PHONE, must('phone')).nullish().or(z.literal('')),
  superviseDept: optionalText(200),
  biddingSuperviseDept: optionalText(200),
  supervisePlatform: optionalText(200),
  manager: optionalText(100),
  /**
   * The tendering agency the project is registered for, as the agency library names it (§1). Unset, it is
   * the agency of the staff member who registered it (their company): library-analysis.ts namesAgency.
   */
  agencyName: optionalText(200),
  agencyPhone: text(32).regex(PHONE, must('phone')).nullish().or(z.literal('')),
  agencyEMail: z.email(must('email')).max(200).nullish().or(z.literal('')),
  /** User id of the project manager: may jump the flow (§6). */
  projectManager: z.number().int().positive().nullish(),
  projectAssistant: z.number().int().positive().nullish(),
  bondAccount: optionalText(100),
  isTenderByLaw: z.boolean().default(false),
  mode: z.literal(PROJECT_MODE).default(PROJECT_MODE),
  /** The terminated project this one re-tenders, if any. */
  rebiddingId: z.number().int().positive().nullish(),
  eHonors: z.array(projectFileSchema).max(100).default([]),
  sGroupList: z.array(bidPackageGroupSchema).max(200).default([]),
});
/** The project as a save accepts it: every field valid, and the packages' budgets within the project's. */
export const projectSaveSchema = projectInputSchema.superRefine(packageBudgetsFit);

export type ProjectInput = z.input<typeof projectInputSchema>;
export type ValidProjectInput = z.output<typeof projectInputSchema>;

/** A project as the server returns it. */
export const projectSchema = projectInputSchema.extend({
  id: z.number().int().positive(),
  tenantId: z.number().int().positive(),
  state: z.number().int(),
  auditState: z.string().nullable(),
  projectFlowName: z.string().nullable(),
  flowInstanceId: z.string().nullable(),
  /**
   * The version of its bidding method's flow template the project's flow was copied from (ADR 0013):
   * a running project keeps that flow when the template changes. The detail carries it; lists do not.
   */
  flowTemplateVersion: z.number().int().positive().nullish(),
  /** The furthest step the flow has reached (server-maintained). */
  currentNodeId: z.number().int().nullable(),
  projectManagerName: z.string().nullish(),
  projectAssistantName: z.string().nullish(),
  /**
   * When the bids are opened: the deadline for bids in force (bidDeadlineNotice: the end time of its last
   * published tender notice, §3, or of a correction that moved it, ADR 0022), at which they are opened.
   * Null before one is published.
   */
  bidOpeningTime: z.string().nullish(),
  eNotices: z.array(noticeSchema).default([]),
  creationTime: z.string(),
  creatorUserId: z.number().int().nullable(),
  lastModificationTime: z.string().nullable(),
  lastModifierUserId: z.number().int().nullable(),
});
export type Project = z.output<typeof projectSchema>;

/** The fields the circulation and permission rules read. */
export type ProjectStatus = Pick<
  Project,
  'state' | 'auditState' | 'projectFlowName' | 'projectManager' | 'isTenderByLaw' | 'currentNodeId'
>;
