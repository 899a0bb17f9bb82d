import type { BidException } from '@tender/domain';
import { Alert, Skeleton } from 'antd';
import { type ReactNode, useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useT } from '../../i18n/i18n-context';
import { storeCurrentProjectId } from '../session/current-project';
import { BidExceptionModal } from './bid-exception-modal';
import { ChangeMethodModal } from './change-method-modal';
import { InfoDrawer } from './info-drawer';
import { openProject } from './open-projects';
import { OperationHeader } from './operation-header';
import { ProcessJumpModal } from './process-jump-modal';
import { ProjectTabsBar } from './project-tabs-bar';
import { useFlowActions } from './use-flow-actions';
import { type Operation, useOperation } from './use-operation';

export interface OperationFrameProps {
  readonly projectId: number;
  /** The step page on screen (a sub-application, or the operation page while it opens the step). */
  readonly children: ReactNode;
}

/**
 * The operation screen (§2): the frame around every step page of a project — project tabs, the header
 * with the flow's buttons and blocking messages, the info drawer, and the exception modals. The shell's
 * main layout puts it around manage-type paths when a project is selected.
 */
export default function OperationFrame({ projectId, children }: OperationFrameProps) {
  const { t } = useT();
  const op = useOperation(projectId);

  useEffect(() => {
    openProject(projectId);
    storeCurrentProjectId(projectId);
  }, [projectId]);

  return (
    <div data-testid="operation-frame" data-project-id={projectId}>
      <ProjectTabsBar activeId={projectId} />
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
  const [drawerOpen, setDrawerOpen] = useState(true);
  const [modal, setModal] = useState<'exception' | 'jump' | 'changeMethod' | null>(null);
  const closeDrawer = useCallback(() => setDrawerOpen(false), []);
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
        onShowInfo={() => setDrawerOpen(true)}
      />
      {op.nodes.length === 0 ? <Alert type="info" showIcon title={t('operation.noFlow')} /> : children}
      <InfoDrawer project={op.project} open={drawerOpen} onClose={closeDrawer} />
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
        onClose={closeModal}
        onSubmit={(form) => actions.exception('changeMethod', { changeMethod: form })}
      />
    </>
  );
}
