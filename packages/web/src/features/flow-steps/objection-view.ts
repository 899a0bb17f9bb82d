import {
  businessDateTimeOf,
  type ObjectionEntry,
  type ObjectionLogReport,
  type StepSuspension,
  suspensionOf,
} from '@tender/domain';

/** A step held back by an objection of the log, with its entry (for the reply's due day). */
export interface SuspendedStep {
  readonly suspension: StepSuspension;
  readonly entry: ObjectionEntry | undefined;
}

/**
 * Whether the step served by `router` is suspended by an unanswered objection of the log (the domain's
 * suspensionOf, the rule the server refuses by), and by which.
 */
export function suspendedStepOf(
  log: Pick<ObjectionLogReport, 'items' | 'regime'> | undefined,
  router: string | null | undefined,
): SuspendedStep | undefined {
  if (!log) return undefined;
  const suspension = suspensionOf(
    router,
    log.items.map((item) => item.objection),
    log.regime,
  );
  if (!suspension) return undefined;
  const entry = log.items.find((item) => item.objection.id === suspension.objectionId);
  return { suspension, entry };
}

/** An instant as the agencies read it, to the minute (UTC+8). */
export function minuteOf(at: string): string {
  return businessDateTimeOf(new Date(at)).slice(0, 16);
}
