import {
  BID_EXCEPTIONS,
  type BidException,
  type BidExceptionInput,
  type BidExceptionOutcome,
  BlockedError,
  blockingMessages,
  CancelProject,
  ChangeTenderingMethod,
  CheckCirculation,
  decideJump,
  decideModifyStep,
  exceptionsWhileBlocked,
  labelIn,
  NotPermittedError,
  offeredExceptions,
  ReevaluateProject,
  RetenderProject,
  TerminateProject,
} from '@tender/domain';
import { loadFlow } from '../data/load-flow';
import type { CliIo } from '../io';
import type { Printer } from '../output/printer';
import { confirmAction } from '../prompts/confirm-action';
import type { Runtime } from '../runtime/runtime';
import { modifyRefusalText } from './refusals';

/** The exceptions the CLI runs, each by its own use case (§4 Exceptions). */
export type CliException = Extract<
  BidException,
  'terminate' | 'cancel' | 'retender' | 'reevaluate' | 'changeMethod'
>;

const USE_CASES = {
  terminate: TerminateProject,
  cancel: CancelProject,
  retender: RetenderProject,
  reevaluate: ReevaluateProject,
  changeMethod: ChangeTenderingMethod,
} as const;

export interface ExceptionRun {
  readonly exception: CliException;
  readonly projectId: number;
  readonly yes: boolean;
  readonly changeMethod?: unknown;
}

/**
 * Runs a bid exception as the exception modal does: refuses with the reason when it is not offered
 * (read-only project, missing role, or blocked — then only terminate and re-tender remain, §6), asks the
 * §5 question, runs the use case and prints what changed and where the UI would go next.
 */
export async function runException(io: CliIo, printer: Printer, runtime: Runtime, run: ExceptionRun) {
  const flow = await loadFlow(runtime, run.projectId);
  const { project, nodes, current, actor } = flow;
  const { locale } = runtime;
  const name = labelIn(BID_EXCEPTIONS[run.exception], locale);
  const modify = decideModifyStep(project, current, actor.roleNames);
  if (!modify.allowed) {
    throw new NotPermittedError(
      `${name} is not available: ${modifyRefusalText(modify.reason, { project, step: current, roleNames: actor.roleNames, locale })}`,
    );
  }
  const blockers = await runtime.container.get(CheckCirculation).execute(project, current);
  // A failed tender's lawful exits (ADR 0023); otherwise §6's terminate and re-tender.
  const whileBlocked = exceptionsWhileBlocked(project, blockers);
  const offered = offeredExceptions({
    mayModify: true,
    mayJump: decideJump({ nodes, project, user: actor }).allowed,
    hasBlockers: blockers.length > 0,
    whileBlocked,
  });
  if (!offered.includes(run.exception)) {
    const only = whileBlocked.map((e) => labelIn(BID_EXCEPTIONS[e], locale)).join(' and ');
    throw new BlockedError([
      `${name} is not available while the flow is blocked (only ${only} are):`,
      ...blockingMessages(blockers, locale),
    ]);
  }
  await confirmAction(io, {
    action: run.exception,
    subject: { projectName: project.projectName },
    yes: run.yes,
    locale,
  });
  const input: BidExceptionInput = {
    projectId: project.id,
    actor,
    expectedNodeId: current.id,
    locale,
    // What this command read to decide: the use case reads nothing again.
    known: { project, nodes, blockers },
    ...(run.changeMethod !== undefined ? { changeMethod: run.changeMethod } : {}),
  };
  const outcome: BidExceptionOutcome = await runtime.container.get(USE_CASES[run.exception]).execute(input);
  await printEffect(printer, project.id, name, outcome.effect);
}

export async function printEffect(
  printer: Printer,
  projectId: number,
  name: string,
  effect: BidExceptionOutcome['effect'],
): Promise<void> {
  const navigate = effect.navigate
    ? `${effect.navigate.path}${Object.keys(effect.navigate.query).length > 0 ? `?${new URLSearchParams(effect.navigate.query)}` : ''}`
    : null;
  printer.success(`${name}: done for project ${projectId}`);
  await printer.print({
    json: {
      projectId,
      changes: effect.projectPatch,
      jumpedToNodeId: effect.jumpToNodeId ?? null,
      flowRecord: effect.flowRecord ?? null,
      next: navigate,
    },
    blocks: [
      {
        kind: 'fields',
        rows: [
          ...Object.entries(effect.projectPatch).map(([k, v]): [string, string] => [k, String(v)]),
          ...(effect.jumpToNodeId !== undefined
            ? [['jumped to step', String(effect.jumpToNodeId)] as [string, string]]
            : []),
          ...(navigate ? [['next in the UI', navigate] as [string, string]] : []),
        ],
      },
    ],
  });
}
