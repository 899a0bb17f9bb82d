import { DownOutlined, InfoCircleOutlined } from '@ant-design/icons';
import { FLOW_TOOLTIPS, PROJECT_FLOW_NAMES, projectReadOnlyReason } from '@tender/domain';
import { Alert, Button, Card, Dropdown, Flex, Tooltip, Typography } from 'antd';
import { useNavigate } from 'react-router-dom';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import type { Operation } from './use-operation';

export interface OperationHeaderProps {
  readonly op: Operation;
  readonly blockersLoading: boolean;
  readonly blockersFailed: boolean;
  readonly onNext: () => void;
  readonly onToClosing: () => void;
  readonly onBidException: () => void;
  readonly onShowInfo: () => void;
}

/**
 * The operation screen's header (§2, §4): the step's title, the correct dropdown, the next-step and
 * to-closing buttons as the domain decides them, the blocking messages themselves (so staff see what to
 * fix, not only a disabled button), and — once — why the screen is read-only.
 */
export function OperationHeader(props: OperationHeaderProps) {
  const { op, onNext, onToClosing, onBidException, onShowInfo } = props;
  const { t, label, code } = useT();
  const navigate = useNavigate();
  const { project, viewing, current, next, toClosing, modify } = op;
  const running = projectReadOnlyReason(project) === undefined;

  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="operation-header">
      <Flex align="center" gap={12} wrap>
        <div style={{ flex: 1, minWidth: 240 }}>
          <Typography.Title level={4} style={{ margin: 0 }} data-testid="operation-step-title">
            {viewing?.nodeName ??
              t('operation.currentStep', {
                step: current?.nodeName ?? code(PROJECT_FLOW_NAMES, project.projectFlowName),
              })}
          </Typography.Title>
          <Typography.Text type="secondary">
            {project.projectName} · {project.projectNum}
          </Typography.Text>
        </div>
        <Button icon={<InfoCircleOutlined />} onClick={onShowInfo} data-testid="operation-show-info">
          {t('operation.info')}
        </Button>
        <Dropdown
          trigger={['click']}
          menu={{
            items: op.correct.map((entry) => ({ key: entry.key, label: label(entry.label) })),
            onClick: ({ key }) => {
              const entry = op.correct.find((candidate) => candidate.key === key);
              if (entry?.path) navigate(`${entry.path}?id=${project.id}`);
              else onBidException();
            },
          }}
        >
          <Button data-testid="operation-correct">
            {t(correctMenuName(op.correct))} <DownOutlined />
          </Button>
        </Dropdown>
        {next.visible && (
          <Tooltip title={next.tooltip ? label(FLOW_TOOLTIPS[next.tooltip]) : undefined}>
            <Button
              type="primary"
              disabled={!next.enabled}
              onClick={onNext}
              data-testid="operation-next-step"
            >
              {t('operation.next')}
            </Button>
          </Tooltip>
        )}
        {toClosing.visible && (
          <Button type="primary" onClick={onToClosing} data-testid="operation-to-closing">
            {t('operation.toClosing')}
          </Button>
        )}
      </Flex>
      {viewing && current && viewing.id !== current.id && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          title={t('operation.viewingEarlierStep', { step: current.nodeName })}
        />
      )}
      {!modify.allowed && (
        <Alert
          type="info"
          showIcon
          style={{ marginTop: 12 }}
          data-testid="operation-read-only"
          title={t(`operation.readOnly.${modify.reason}` as MessageKey, {
            auditState: project.auditState ?? '',
            step: current?.nodeName ?? '',
          })}
        />
      )}
      {/* The conditions of moving on belong to the current step: an earlier step's page shows none (§5). */}
      {running && (!viewing || viewing.id === current?.id) && <Blockers {...props} />}
    </Card>
  );
}

/**
 * The correct dropdown (§2) is named for what it holds: corrections (notice, clarification), and the bid
 * exceptions (terminate, cancel, re-tender…) when this user is offered them.
 */
function correctMenuName(entries: Operation['correct']): MessageKey {
  return entries.some((entry) => entry.key === 'bidException')
    ? 'operation.correctionsAndExceptions'
    : 'operation.corrections';
}

function Blockers({ op, blockersLoading, blockersFailed }: OperationHeaderProps) {
  const { t, label } = useT();
  if (blockersLoading) {
    return (
      <Typography.Paragraph type="secondary" style={{ margin: '12px 0 0' }}>
        {t('operation.blockersLoading')}
      </Typography.Paragraph>
    );
  }
  if (blockersFailed)
    return <Alert type="error" showIcon style={{ marginTop: 12 }} title={t('operation.blockersFailed')} />;
  if (op.blockerList.length === 0) return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      title={t('operation.blockers')}
      description={
        <ul data-testid="operation-blockers" style={{ margin: 0, paddingInlineStart: 20 }}>
          {op.blockerList.map((blocker) => (
            <li key={blocker.code}>{label(blocker.message)}</li>
          ))}
        </ul>
      }
    />
  );
}
