import { findNodeById, findNodeByName, REEVALUATE_STEP_NAME } from '../flow/find-node';
import type { FlowNode } from '../flow/flow-node';
import { FlowRecordType } from '../flow/flow-record';
import { projectReadOnlyReason } from '../permissions/may-modify-step';
import type { BiddingMethod } from '../projects/bidding-method';
import { FileUsage, type ProjectFile } from '../projects/project-file';
import { AUDIT_STATE_AWAITING_CLOSING, ProjectFlowName, ProjectState } from '../projects/project-state';
import { type FieldError, fieldErrorsOf } from '../shared/errors';
import type { Label } from '../shared/labels';
import { SHELL_PATHS } from '../shell/routes';
import type { BidException } from './bid-exceptions';
import { changeMethodSchema } from './change-method-schema';

/** The status fields a save may change on a project, as requested (and checked by decideProjectUpdate). */
export interface ProjectPatch {
  readonly state?: number;
  readonly auditState?: string | null;
  readonly projectFlowName?: string | null;
  readonly biddingMethod?: string;
}

/** The status fields an exception changes (saved through CreateOrUpdate): always a known method. */
export interface ExceptionPatch extends ProjectPatch {
  readonly biddingMethod?: BiddingMethod;
  /** A change of method's approval document, added to the project's files (eHonors, usage "12"). */
  readonly approvalDocument?: ProjectFile;
}

/** Where the screen goes afterwards; query values are strings, as in a URL. */
export interface Navigation {
  readonly path: string;
  readonly query: Readonly<Record<string, string>>;
}

/** The flow record an exception writes (§3 "flow record (used by change of method)"). */
export interface ExceptionFlowRecord {
  readonly nodeType: string;
  readonly biddingMethod?: string;
  readonly transactionWay?: string;
  readonly transactionResult?: string;
}

/**
 * What an exception changes, as data for the caller to carry out in this order: save projectPatch,
 * jump the flow to jumpToNodeId, write flowRecord, navigate. A jump has no navigation: the operation
 * screen moves to the new step once the flow reports success (§4).
 */
export interface ExceptionEffect {
  readonly projectPatch: ExceptionPatch;
  readonly jumpToNodeId?: number;
  readonly flowRecord?: ExceptionFlowRecord;
  readonly navigate?: Navigation;
}

/**
 * Why an exception cannot take effect, as stable codes:
 * - read-only-state / awaiting-audit: the project is no longer running unaudited (§4);
 * - no-reevaluate-step: the flow has no step named 开标评标;
 * - jump-target-missing / jump-target-unknown: no step chosen, or a step not in this flow;
 * - invalid-change-method: the change-method form fails §5 (see fieldErrors).
 */
export type ExceptionRefusal =
  | 'read-only-state'
  | 'awaiting-audit'
  | 'no-reevaluate-step'
  | 'jump-target-missing'
  | 'jump-target-unknown'
  | 'invalid-change-method';

/** The refusals in both UI languages. */
export const EXCEPTION_REFUSALS: Readonly<Record<ExceptionRefusal, Label>> = {
  'read-only-state': { en: 'The project is no longer running', zh: '项目已不在进行中' },
  'awaiting-audit': { en: 'The project is awaiting audit', zh: '项目正在审核中' },
  'no-reevaluate-step': {
    en: 'The flow has no bid opening and evaluation step',
    zh: '该流程没有“开标评标”环节',
  },
  'jump-target-missing': { en: 'Choose the step to jump to', zh: '请选择要跳转的环节' },
  'jump-target-unknown': { en: 'The chosen step is not part of this flow', zh: '所选环节不属于该流程' },
  'invalid-change-method': {
    en: 'The change of tendering method is incomplete',
    zh: '变更招标方式信息不完整',
  },
};

export type ExceptionOutcome =
  | { readonly ok: true; readonly effect: ExceptionEffect }
  | {
      readonly ok: false;
      readonly reason: ExceptionRefusal;
      readonly message: Label;
      /** Form errors, for invalid-change-method. */
      readonly fieldErrors?: readonly FieldError[];
    };

/** The user's input to an exception, where it needs one (needsExtraInput). */
export interface ExceptionInput {
  /** Process jump: the chosen step. */
  readonly jumpToNodeId?: number | null;
  /** Change of tendering method: the form of §5, unvalidated. */
  readonly changeMethod?: unknown;
  /** Edit information: the reason for the correction, passed on as correctionsmsg. */
  readonly correctionsMessage?: string | null;
}

export interface ExceptionSubject {
  readonly project: {
    readonly id: number;
    readonly state: number;
    readonly auditState?: string | null;
  };
  readonly nodes: readonly Pick<FlowNode, 'id' | 'nodeName'>[];
  readonly input?: ExceptionInput;
}

const MANAGE_LIST: Navigation = { path: SHELL_PATHS.manageList, query: {} };

function refuse(reason: ExceptionRefusal, fieldErrors?: readonly FieldError[]): ExceptionOutcome {
  return { ok: false, reason, message: EXCEPTION_REFUSALS[reason], ...(fieldErrors ? { fieldErrors } : {}) };
}

function effect(value: ExceptionEffect): ExceptionOutcome {
  return { ok: true, effect: value };
}

function closingApplication(projectId: number): Navigation {
  return { path: SHELL_PATHS.closingApplication, query: { id: String(projectId) } };
}

function jumpEffect(subject: ExceptionSubject): ExceptionOutcome {
  const target = subject.input?.jumpToNodeId;
  if (target === null || target === undefined) return refuse('jump-target-missing');
  return findNodeById(subject.nodes, target)
    ? effect({ projectPatch: {}, jumpToNodeId: target })
    : refuse('jump-target-unknown');
}

function changeMethodEffect(subject: ExceptionSubject): ExceptionOutcome {
  const parsed = changeMethodSchema.safeParse(subject.input?.changeMethod ?? {});
  if (!parsed.success) return refuse('invalid-change-method', fieldErrorsOf(parsed.error.issues));
  const form = parsed.data;
  return effect({
    projectPatch: {
      auditState: AUDIT_STATE_AWAITING_CLOSING,
      projectFlowName: ProjectFlowName.AwaitingClosing,
      biddingMethod: form.nonTenderingMethod,
      ...(form.approvalDocument
        ? { approvalDocument: { ...form.approvalDocument, usage: FileUsage.MethodChangeApproval } }
        : {}),
    },
    flowRecord: {
      nodeType: FlowRecordType.ChangeMethod,
      biddingMethod: form.nonTenderingMethod,
      transactionWay: form.transactionWay,
      transactionResult: form.transactionResult,
    },
    navigate: closingApplication(subject.project.id),
  });
}

/** The effect of each exception once the project is known to be running (§4 Exceptions). */
const EFFECTS: Record<BidException, (subject: ExceptionSubject) => ExceptionOutcome> = {
  processJump: jumpEffect,
  reevaluate: (subject) => {
    const step = findNodeByName(subject.nodes, REEVALUATE_STEP_NAME);
    return step ? effect({ projectPatch: {}, jumpToNodeId: step.id }) : refuse('no-reevaluate-step');
  },
  changeMethod: changeMethodEffect,
  retender: ({ project }) =>
    effect({
      projectPatch: { state: ProjectState.TerminatedOrRetender, projectFlowName: ProjectFlowName.Retender },
      navigate: {
        path: SHELL_PATHS.createProject,
        query: { rebiddingId: String(project.id), isRebidding: 'true' },
      },
    }),
  terminate: () =>
    effect({
      projectPatch: { state: ProjectState.TerminatedOrRetender, projectFlowName: ProjectFlowName.Terminated },
      navigate: MANAGE_LIST,
    }),
  cancel: () =>
    effect({
      projectPatch: { state: ProjectState.Cancelled, projectFlowName: ProjectFlowName.Cancelled },
      navigate: MANAGE_LIST,
    }),
  editInformation: ({ project, input }) => {
    // correctionsmsg is the flag that shows the step menu on project creation (§2 Menus); it carries the
    // reason for the correction when one is given.
    const reason = input?.correctionsMessage?.trim();
    return effect({
      projectPatch: {},
      navigate: {
        path: SHELL_PATHS.createProject,
        query: { id: String(project.id), correctionsmsg: reason || 'true' },
      },
    });
  },
};

/**
 * What a bid exception changes (§4 Exceptions), as a description the caller carries out; refused with a
 * reason when the project is read-only or the exception lacks what it needs. Whether the exception is
 * offered to this user is offeredExceptions' question, not this one's.
 */
export function exceptionEffect(kind: BidException, subject: ExceptionSubject): ExceptionOutcome {
  const readOnly = projectReadOnlyReason(subject.project);
  if (readOnly) return refuse(readOnly);
  return EFFECTS[kind](subject);
}

/**
 * The to-closing button's effect (§4): auditState 13, step name "项目待结项", then the closing application.
 * The final-step and permission conditions are decideToClosingButton's; the state is checked here too.
 */
export function toClosingEffect(project: ExceptionSubject['project']): ExceptionOutcome {
  const readOnly = projectReadOnlyReason(project);
  if (readOnly) return refuse(readOnly);
  return effect({
    projectPatch: {
      auditState: AUDIT_STATE_AWAITING_CLOSING,
      projectFlowName: ProjectFlowName.AwaitingClosing,
    },
    navigate: closingApplication(project.id),
  });
}
