import { z } from 'zod';
import { isAdmin } from '../permissions/effective-roles';
import {
  AUDIT_STATE_AWAITING_CLOSING,
  PROJECT_FLOW_NAMES,
  ProjectFlowName,
  ProjectState,
} from '../projects/project-state';
import { ARCHIVE_TENANT_ID } from '../session/tenants';
import type { Label } from '../shared/labels';
import { must } from '../shared/validation-messages';

/**
 * auditState "14": the closing application was submitted and the project is closed — archived, for
 * tenant 1 (§2 "named archive for tenant 1"). The spec names only "13" (awaiting closing); what comes
 * after it is ours to define, and a project with any auditState is read-only (§4), as a closed one must be.
 */
export const AUDIT_STATE_CLOSED = '14';

/** The step name a closed project shows: 已归档 for the archive tenant, 已结项 for the others. */
export function closedFlowName(
  tenantId: number | null | undefined,
): typeof ProjectFlowName.Archived | typeof ProjectFlowName.Closed {
  return tenantId === ARCHIVE_TENANT_ID ? ProjectFlowName.Archived : ProjectFlowName.Closed;
}

/**
 * What a project's auditState says, in words: 13 awaits closing, 14 is closed (archived for the archive
 * tenant). Another value (an audit of the external platform) has no words of ours: undefined.
 */
export function auditStateLabel(auditState: string | null | undefined, tenantId: number | null | undefined) {
  if (auditState === AUDIT_STATE_AWAITING_CLOSING) return PROJECT_FLOW_NAMES[ProjectFlowName.AwaitingClosing];
  if (auditState === AUDIT_STATE_CLOSED) return PROJECT_FLOW_NAMES[closedFlowName(tenantId)];
  return undefined;
}

/** The closing application (/end-project/closing-application): which of the project's files to archive, and a remark. */
export const closingApplicationSchema = z.object({
  projectId: z.number().int().positive(),
  documentFileIds: z.array(z.string().min(1).max(500)).max(100).default([]),
  remark: z
    .string()
    .trim()
    .max(2000, must('maxChars', { max: 2000 }))
    .nullish(),
});
export type ClosingApplicationInput = z.input<typeof closingApplicationSchema>;
export type ClosingApplication = z.output<typeof closingApplicationSchema>;

/** Whether a project waits for its closing application (§4: auditState 13 on a running project). */
export function isAwaitingClosing(project: {
  readonly state: number;
  readonly auditState?: string | null;
}): boolean {
  return project.state === ProjectState.Running && project.auditState === AUDIT_STATE_AWAITING_CLOSING;
}

export type ClosingRefusal = 'not-awaiting-closing' | 'not-responsible' | 'unknown-document';

export const CLOSING_REFUSALS: Readonly<Record<ClosingRefusal, Label>> = {
  'not-awaiting-closing': { en: 'The project is not awaiting closing', zh: '该项目不在待结项状态' },
  'not-responsible': {
    en: 'Only an Admin, the project manager or the creator may submit the closing application',
    zh: '只有管理员、项目经理或创建人可以提交结项申请',
  },
  'unknown-document': { en: 'A chosen document is not a file of this project', zh: '所选文件不属于该项目' },
};

export type ClosingDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly reason: ClosingRefusal; readonly message: Label };

/**
 * Whether the user may submit this closing application: the project awaits closing, the user is an
 * Admin, its project manager or its creator (who answer for its archive), and every document to
 * archive is one of the project's own files.
 */
export function decideClosingApplication(input: {
  readonly project: {
    readonly state: number;
    readonly auditState?: string | null;
    readonly projectManager?: number | null;
    readonly creatorUserId?: number | null;
    readonly eHonors: readonly { readonly fileId: string }[];
  };
  readonly user: { readonly userId: number; readonly roleNames: readonly string[] };
  readonly documentFileIds: readonly string[];
}): ClosingDecision {
  const { project, user } = input;
  const refuse = (reason: ClosingRefusal): ClosingDecision => ({
    allowed: false,
    reason,
    message: CLOSING_REFUSALS[reason],
  });
  if (!isAwaitingClosing(project)) return refuse('not-awaiting-closing');
  const responsible =
    isAdmin(user.roleNames) ||
    project.projectManager === user.userId ||
    project.creatorUserId === user.userId;
  if (!responsible) return refuse('not-responsible');
  const files = new Set(project.eHonors.map((file) => file.fileId));
  if (input.documentFileIds.some((id) => !files.has(id))) return refuse('unknown-document');
  return { allowed: true };
}
