import { type BidException, sessionPermits } from '@tender/domain';
import { Alert, Skeleton } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { AgencyFeePanel } from '../../components/bonds/agency-fee-panel';
import { BondLedgerPanel } from '../../components/bonds/bond-ledger-panel';
import { LoadFailed } from '../../components/load-failed';
import { InfoDrawer } from '../../components/project-info/info-drawer';
import { hasSeenProjectInfo, markProjectInfoSeen } from '../../components/project-info/info-seen';
import {
  deadlinesStateOf,
  isAwarded,
  StatutoryDeadlinesPanel,
} from '../../components/project-info/statutory-deadlines';
import type { WrittenReportControl } from '../../components/project-info/written-report-filing';
import { useRecordWrittenReport, useWrittenReport } from '../../data/projects/use-written-report';
import { storeCurrentProjectId } from '../../data/session/current-project';
import { useT } from '../../i18n/i18n-context';
import { BidExceptionModal } from './bid-exception-modal';
import { ChangeMethodModal } from './change-method-modal';
import { FailureWizard } from './failure-wizard/failure-wizard';
import { useFailureWizard } from './failure-wizard/use-failure-wizard';
import { openProject } from './open-projects';
import { OperationHeader } from './operation-header';
import { ProcessJumpModal } from './process-jump-modal';
import { ProjectTabsBar } from './project-tabs-bar';
import { useFlowActions } from './use-flow-actions';
import { type Operation, useOperation } from './use-operation';

export interface OperationFrameProps {
  readonly projectId: number;
  /**
   * Whether the frame shows its own bar of open projects (§2 "Tabs of opened projects"): only when the
   * shell's multi-tab bar is off, as that bar already has a tab per open project.
   */
  readonly showProjectTabs: boolean;
  /** The step page on screen (a sub-application, or the operation page while it opens the step). */
  readonly children: ReactNode;
}

/**
 * The operation screen (§2): the frame around every step page of a project — project tabs (unless the
 * shell's multi-tab bar shows them), the header
 * with the flow's buttons and blocking messages, the statutory deadlines, the bid bonds and the agency
 * fees (each a line under the header, opened on request), the info drawer, and the exception modals. The shell's
 * main layout puts it around manage-type paths when a project is selected.
 */
export default function OperationFrame({ projectId, showProjectTabs, children }: OperationFrameProps) {
  const { t } = useT();
  const op = useOperation(projectId);

  useEffect(() => {
    openProject(projectId);
    storeCurrentProjectId(projectId);
  }, [projectId]);

  return (
    <div data-testid="operation-frame" data-project-id={projectId}>
      {showProjectTabs && <ProjectTabsBar activeId={projectId} />}
      {op.flow.isError ? (
        <LoadFailed
          title={t('operation.loadFailed')}
          error={op.flow.error}
          onRetry={() => op.flow.refetch()}
        />
      ) : op.ready ? (
        <ReadyFrame
          op={op}
          blockersLoading={op.blockers.isPending && op.current !== undefined}
          blockersFailed={op.blockers.isError}
        >
          {children}
        </ReadyFrame>
      ) : (
        <>
          <Skeleton active title={false} paragraph={{ rows: 3 }} data-testid="operation-loading" />
          {/* The page below loads its code and data side by side with the frame's, not after them. */}
          {children}
        </>
      )}
    </div>
  );
}

/** Tall enough for the drawer's first sections beside a short step page. */
const PAGE_AREA_MIN_HEIGHT_PX = 480;

/**
 * The info drawer's opening (§2): by itself ('auto') the first time this user opens the project, then
 * only when asked. §9's 2 s collapse applies either way (the drawer's own timer).
 */
function useInfoDrawer(userId: number, projectId: number) {
  const [opening, setOpening] = useState<'auto' | 'asked' | null>(null);
  useEffect(() => {
    if (hasSeenProjectInfo(userId, projectId)) return;
    markProjectInfoSeen(userId, projectId);
    setOpening('auto');
  }, [userId, projectId]);
  const show = useCallback(() => setOpening('asked'), []);
  const close = useCallback(() => setOpening(null), []);
  return { opening, show, close };
}

/**
 * The filing of the written report on the deadlines panel (招标投标法 第四十七条): asked once the project is
 * awarded, recorded by whoever may add its step records (record.add, as the server checks).
 */
function useWrittenReportControl(op: Operation): WrittenReportControl {
  const awarded = isAwarded(op.deadlines.data);
  const filed = useWrittenReport(op.project.id, awarded);
  const record = useRecordWrittenReport(op.project.id);
  return { filed: filed.data, mayRecord: sessionPermits(op.session, 'record.add'), record };
}

/** The methods a failed tender may change to (its changeMethod exit), or undefined when it has not failed. */
function failureMethods(failure: ReturnType<typeof useFailureWizard>) {
  const methods = failure?.exits.find((exit) => exit.exit === 'changeMethod')?.methods;
  return failure ? { methods: methods ?? [] } : undefined;
}

function ReadyFrame({
  op,
  blockersLoading,
  blockersFailed,
  children,
}: {
  op: Operation;
  blockersLoading: boolean;
  blockersFailed: boolean;
  children: ReactNode;
}) {
  const { t } = useT();
  const actions = useFlowActions(op);
  const drawer = useInfoDrawer(op.session.user.id, op.project.id);
  const writtenReport = useWrittenReportControl(op);
  const failure = useFailureWizard(op);
  const [modal, setModal] = useState<'exception' | 'jump' | 'changeMethod' | null>(null);
  const closeModal = () => setModal(null);

  const choose = (kind: BidException) => {
    if (kind === 'processJump') setModal('jump');
    else if (kind === 'changeMethod') setModal('changeMethod');
    else {
      closeModal();
      void actions.exception(kind);
    }
  };

  return (
    <>
      <OperationHeader
        op={op}
        blockersLoading={blockersLoading}
        blockersFailed={blockersFailed}
        onNext={() => void actions.next()}
        onToClosing={() => void actions.toClosing()}
        onBidException={() => setModal('exception')}
        onShowInfo={drawer.show}
      />
      {failure && (
        <FailureWizard projectName={op.project.projectName} {...failure} onExit={(exit) => choose(exit)} />
      )}
      <StatutoryDeadlinesPanel state={deadlinesStateOf(op.deadlines)} writtenReport={writtenReport} />
      {/* Opened on request, and only then asked: not part of the screen's first wave (ADR 0010). */}
      <BondLedgerPanel projectId={op.project.id} />
      <AgencyFeePanel projectId={op.project.id} />
      {/* The page area holds the info drawer, so the drawer never covers the header's actions. It clips
          sideways: the drawer slides in from past its right edge, which would widen a phone's page. */}
      <div
        style={{ position: 'relative', overflowX: 'clip', minHeight: PAGE_AREA_MIN_HEIGHT_PX }}
        data-testid="operation-page-area"
      >
        {op.nodes.length === 0 ? <Alert type="info" showIcon title={t('operation.noFlow')} /> : children}
        <InfoDrawer
          project={op.project}
          open={drawer.opening !== null}
          onClose={drawer.close}
          takeFocus={drawer.opening === 'asked'}
        />
      </div>
      <BidExceptionModal
        open={modal === 'exception'}
        offered={op.exceptions}
        blocked={op.blockerList.length > 0}
        onChoose={choose}
        onClose={closeModal}
      />
      <ProcessJumpModal
        open={modal === 'jump'}
        nodes={op.nodes}
        currentNodeId={op.current?.id}
        onClose={closeModal}
        onJump={(nodeId) => actions.exception('processJump', { jumpToNodeId: nodeId })}
      />
      <ChangeMethodModal
        open={modal === 'changeMethod'}
        failed={failureMethods(failure)}
        onClose={closeModal}
        onSubmit={(form) => actions.exception('changeMethod', { changeMethod: form })}
      />
    </>
  );
}
