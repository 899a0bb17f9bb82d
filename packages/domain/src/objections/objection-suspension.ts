import type { Regime } from '../compliance/procurement-regime';
import { cite, STATUTES } from '../compliance/statutory-citations';
import { normaliseRouter } from '../flow/find-node';
import type { KnownStepRouter } from '../flow-templates/known-step-routers';
import type { Objection } from '../records/records';
import { businessDateTimeOf, instantOfBusinessDateTime } from '../shared/business-day';
import type { Label } from '../shared/labels';
import { type RefusalCode, refusal } from '../shared/refusal-messages';
import { isAnswered, receivedAtOf } from './objection-clocks';
import type { ObjectionSubject } from './objection-fields';
import { subjectOf } from './objection-periods';

/** The steps from the bid opening on (开标评标 and its sub-pages, the results and the contract). */
const FROM_OPENING: readonly KnownStepRouter[] = [
  '/bid-evaluation/index',
  '/bid-evaluation/cl',
  '/result-publicity',
  '/result-announcement',
  '/contract-signing',
];

/**
 * The steps an unanswered objection suspends, by subject: 实施条例 第二十二条 and 第五十四条 — "作出答复前，
 * 应当暂停招标投标活动". An objection to the documents holds back the opening and everything after it; to
 * the qualification documents, the qualification review onward; to the candidates, the result
 * announcement and the contract. An objection at the opening is answered on the spot (第四十四条) and
 * suspends nothing; nor does any other. Defined over the flow's step routers (KNOWN_STEP_ROUTERS), so a
 * flow without one of them simply has nothing there to suspend.
 */
const SUSPENDED_STEPS: Readonly<
  Record<ObjectionSubject, { readonly routers: readonly KnownStepRouter[]; readonly citation: Label } | null>
> = {
  tenderDocuments: { routers: FROM_OPENING, citation: cite(STATUTES.tenderingRegulations, 22) },
  qualificationDocuments: {
    routers: ['/qualification-result', '/qualification-bid-evaluation/index', ...FROM_OPENING],
    citation: cite(STATUTES.tenderingRegulations, 22),
  },
  candidates: {
    routers: ['/result-announcement', '/contract-signing'],
    citation: cite(STATUTES.tenderingRegulations, 54),
  },
  opening: null,
  other: null,
};

/**
 * What an objection suspends while it is unanswered: the routers of its steps and the article. Only under
 * 招标投标法: 政府采购法 and its rules put no duty to suspend on a 质疑 (the supervisor may order it on a
 * complaint, 第五十七条), so a procurement 质疑 runs its clocks and suspends nothing.
 */
export function suspendedStepsOf(
  subject: ObjectionSubject,
  regime: Regime,
): { readonly routers: readonly string[]; readonly citation: Label } | null {
  return regime === 'tendering' ? SUSPENDED_STEPS[subject] : null;
}

/** The objection fields the suspension reads. */
export type SuspendingObjection = Pick<
  Objection,
  'id' | 'objection_status' | 'objection_subject' | 'objection_receivedAt' | 'creationTime' | 'supplierName'
>;

/** A step held back: by which objection, received when, about what, and the article. */
export interface StepSuspension {
  readonly router: string;
  readonly objectionId: number | null;
  readonly subject: ObjectionSubject;
  readonly receivedAt: string | null;
  readonly objector: string | null;
  readonly citation: Label;
}

/**
 * The first unanswered objection (in the order given) that suspends the step served by `router`, or
 * undefined: the step's writes wait for its reply. The server refuses with it, the step page shows it,
 * and circulation blocks on it.
 */
export function suspensionOf(
  router: string | null | undefined,
  objections: readonly SuspendingObjection[],
  regime: Regime,
): StepSuspension | undefined {
  const path = normaliseRouter(router);
  for (const objection of objections) {
    if (isAnswered(objection)) continue;
    const subject = subjectOf(objection);
    const suspended = suspendedStepsOf(subject, regime);
    if (!suspended?.routers.includes(path)) continue;
    return {
      router: path,
      objectionId: objection.id ?? null,
      subject,
      receivedAt: receivedAtOf(objection),
      objector: objection.supplierName ?? null,
      citation: suspended.citation,
    };
  }
  return undefined;
}

const SUSPENSION_REFUSALS = {
  tenderDocuments: 'suspendedByDocumentsObjection',
  qualificationDocuments: 'suspendedByQualificationObjection',
  candidates: 'suspendedByCandidatesObjection',
} as const satisfies Partial<Record<ObjectionSubject, RefusalCode>>;

/**
 * The 409 of a write to a suspended step (the server's, and the in-memory fake's): the step's name, the
 * objection's receipt in the agencies' day, and the article, in the refusal catalogue's words.
 */
export function suspensionRefusal(suspension: StepSuspension, step: string): string {
  const code = SUSPENSION_REFUSALS[suspension.subject as keyof typeof SUSPENSION_REFUSALS];
  const at = suspension.receivedAt ? (instantOfBusinessDateTime(suspension.receivedAt) ?? null) : null;
  return refusal(code, { step, received: at ? businessDateTimeOf(at).slice(0, 16) : '' });
}
