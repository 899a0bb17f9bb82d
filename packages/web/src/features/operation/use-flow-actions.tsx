import {
  AdvanceFlow,
  ApplyBidException,
  actorOf,
  type BidException,
  BlockedError,
  CONFIRM_QUESTIONS,
  type ConfirmableAction,
  ConflictError,
  type FieldError,
  type FlowNode,
  missedBoundsWarning,
  type Navigation,
  needsConfirm,
  SendToClosing,
  ValidationError,
} from '@tender/domain';
import { Alert, App } from 'antd';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { useInvalidateProject } from '../../data/projects/invalidate-project';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import type { Operation } from './use-operation';

/** A route of the app with its query, as a URL. */
export function urlOf(navigation: Navigation): string {
  const query = new URLSearchParams(navigation.query).toString();
  return query ? `${navigation.path}?${query}` : navigation.path;
}

/** The URL of a step of this project: its router with the project id (§2 paths that the flow moves to). */
export function stepUrl(node: Pick<FlowNode, 'router'>, projectId: number): string {
  return `${node.router}?id=${projectId}`;
}

/** What a failed action tells the caller: field errors go back into the change-method form. */
export type ActionResult =
  | { readonly ok: true }
  | { readonly ok: false; readonly fieldErrors?: readonly FieldError[] };

/**
 * The operation screen's actions (§4, §5): each asks its confirm question (§5, the domain's wording),
 * runs the domain's use case with the step the user saw (so a double click or a stale screen gets a clear
 * conflict, not a second move), shows the server's refusal as an error (codes 3 and 4), refreshes what
 * the project shows, and moves the screen where §4 says.
 */
export function useFlowActions(op: Operation) {
  const { modal, message } = App.useApp();
  const navigate = useNavigate();
  const invalidate = useInvalidateProject();
  const { t, label, locale } = useT();
  const advanceFlow = useInject(AdvanceFlow);
  const applyException = useInject(ApplyBidException);
  const sendToClosing = useInject(SendToClosing);
  const { project, current } = op;
  const actor = actorOf(op.session);
  // What the screen has drawn goes with every action, so a click sends its request and reads nothing
  // first; the expected step and the server's own decision stand against a stale screen.
  const known = { project, nodes: op.nodes, blockers: op.blockersKnown ? op.blockerList : undefined };
  const common = { projectId: project.id, actor, expectedNodeId: current?.id, locale, known } as const;

  const question = (action: ConfirmableAction, to?: string) =>
    label(CONFIRM_QUESTIONS[action]({ projectName: project.projectName, from: current?.nodeName, to }));

  /** Shows why an action failed; field errors are returned for the form that asked. */
  const failed = async (error: unknown): Promise<ActionResult> => {
    if (error instanceof ValidationError) {
      void message.error(error.message);
      return { ok: false, fieldErrors: error.fields };
    }
    if (error instanceof BlockedError) {
      for (const line of error.messages) void message.error(line);
    } else if (error instanceof ConflictError) {
      void message.warning(`${refusalText(error, locale)}. ${t('operation.refreshed')}`);
    } else {
      void message.error(refusalText(error, locale));
    }
    await invalidate(project.id);
    return { ok: false };
  };

  // A move of the flow does not pass the law's missed deadlines silently (ADR 0022): its confirm lists them.
  const missed = op.deadlines.data && missedBoundsWarning(op.deadlines.data.bounds);
  const missedWarning = missed && (
    <Alert type="warning" showIcon data-testid="confirm-missed-bounds" title={label(missed)} />
  );

  /** Asks, then runs; the confirm's OK button spins while the work runs. Resolves once it is settled. */
  const confirmThen = (
    action: ConfirmableAction,
    to: string | undefined,
    work: () => Promise<ActionResult>,
    content?: ReactNode,
  ) =>
    new Promise<ActionResult>((settle) => {
      if (!needsConfirm(action)) {
        void work().then(settle);
        return;
      }
      modal.confirm({
        title: question(action, to),
        content,
        okText: t('operation.confirm.ok'),
        cancelText: t('operation.confirm.cancel'),
        onOk: () => work().then(settle),
        onCancel: () => settle({ ok: false }),
      });
    });

  /**
   * Opens the step the project moved to at once. What is known about the project is refreshed behind
   * it rather than before: waiting for every refetch kept the confirm spinning for seconds on a busy
   * machine, and the new step's page shows its loading state meanwhile.
   */
  const moveTo = async (to: FlowNode) => {
    void invalidate(project.id);
    navigate(stepUrl(to, project.id));
  };

  const next = () => {
    const following = op.nodes.find((node) => node.id === current?.nextNodeId);
    return confirmThen(
      'next',
      following?.nodeName,
      async () => {
        try {
          // Blockers not read yet are left to the server, which checks them anyway.
          const move = await advanceFlow.execute({ ...common, leaveChecksToServer: !op.blockersKnown });
          void message.success(t('operation.moved', { step: move.to.nodeName }));
          await moveTo(move.to);
          return { ok: true };
        } catch (error) {
          return failed(error);
        }
      },
      missedWarning,
    );
  };

  const toClosing = () =>
    confirmThen(
      'toClosing',
      undefined,
      async () => {
        try {
          const effect = await sendToClosing.execute(common);
          await invalidate(project.id);
          if (effect.navigate) navigate(urlOf(effect.navigate));
          return { ok: true };
        } catch (error) {
          return failed(error);
        }
      },
      missedWarning,
    );

  /**
   * Runs a bid exception (§4) after its confirm: the exception's own question where §5 lists it
   * (terminate, cancel, jump, change method), otherwise the "selecting an exception" question.
   */
  const exception = (
    kind: BidException,
    input: { jumpToNodeId?: number; changeMethod?: unknown } = {},
  ): Promise<ActionResult> => {
    const target = op.nodes.find((node) => node.id === input.jumpToNodeId);
    const action: ConfirmableAction = needsConfirm(kind) ? kind : 'selectException';
    return confirmThen(action, target?.nodeName, async () => {
      try {
        const { effect, move } = await applyException.execute(kind, { ...common, ...input });
        if (move) {
          void message.success(t('operation.moved', { step: move.to.nodeName }));
          await moveTo(move.to);
        } else {
          await invalidate(project.id);
          if (effect.navigate) navigate(urlOf(effect.navigate));
        }
        return { ok: true };
      } catch (error) {
        return failed(error);
      }
    });
  };

  return { next, toClosing, exception };
}
