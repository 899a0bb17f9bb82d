import { clockLineOf, OBJECTION_UNHANDLED, type ObjectionEntry } from '@tender/domain';
import { Button, Flex, Table, Tag, Timeline, Typography } from 'antd';
import { useState } from 'react';
import { DeadlineCountdown } from '../../components/deadline-countdown';
import { LoadFailed } from '../../components/load-failed';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useObjectionLog, useObjectionWriter } from '../../data/objections/use-objections';
import { useT } from '../../i18n/i18n-context';
import { RegisterObjectionModal, ReplyObjectionModal } from './objection-forms';
import { minuteOf } from './objection-view';
import type { StepContext } from './use-step';

/**
 * The project's objection log (异议/质疑, ADR 0022): each objection with who raised it, about what, when and
 * how it was received, its status (an unhandled one blocks circulation, §5, and suspends the steps it is
 * about), its reply countdown and then its complaint window — each with its article, on server time
 * (§9) — and, opened, its reply and history. Who may add records registers one; who may edit them answers.
 */
export function ObjectionsPanel({ context }: { context: StepContext }) {
  const { t } = useT();
  const projectId = context.project.id;
  const log = useObjectionLog(projectId);
  const writer = useObjectionWriter(projectId);
  const [registering, setRegistering] = useState(false);
  const [replying, setReplying] = useState<ObjectionEntry | null>(null);
  if (log.isError) {
    return <LoadFailed title={t('objections.loadFailed')} error={log.error} onRetry={() => log.refetch()} />;
  }
  return (
    <>
      <Flex justify="end" style={{ marginBottom: 8 }}>
        <Button
          type="primary"
          size="small"
          disabled={!context.mayWriteProject('record.add')}
          onClick={() => setRegistering(true)}
        >
          {t('objections.register')}
        </Button>
      </Flex>
      <Table<ObjectionEntry>
        size="small"
        rowKey={(entry) => String(entry.objection.id)}
        loading={log.isPending}
        dataSource={log.data?.items ?? []}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{
          emptyText: <Typography.Text type="secondary">{t('steps.objections.empty')}</Typography.Text>,
        }}
        data-testid="objections"
        expandable={{
          columnTitle: t('objections.history'),
          expandedRowRender: (entry) => <ObjectionHistory entry={entry} />,
        }}
        columns={[
          { title: t('objections.field.objector'), render: (_, entry) => entry.objection.supplierName },
          {
            title: t('objections.field.subject'),
            render: (_, entry) => t(`objections.subject.${entry.objection.objection_subject ?? 'other'}`),
          },
          { title: t('steps.objection.content'), render: (_, entry) => entry.objection.content },
          {
            title: t('objections.field.receivedAt'),
            render: (_, entry) => {
              const at = entry.objection.objection_receivedAt ?? entry.objection.creationTime;
              const channel = entry.objection.objection_channel;
              return (
                <Flex vertical>
                  <span>{at ? minuteOf(at) : '—'}</span>
                  {channel && (
                    <Typography.Text type="secondary">{t(`objections.channel.${channel}`)}</Typography.Text>
                  )}
                </Flex>
              );
            },
          },
          {
            title: t('steps.objection.status'),
            render: (_, entry) =>
              entry.objection.objection_status === OBJECTION_UNHANDLED ? (
                <Tag color="red">{t('steps.objection.unhandled')}</Tag>
              ) : (
                <Tag color={STATUS_COLOURS.success}>{t('steps.objection.handled')}</Tag>
              ),
          },
          {
            title: t('objections.column.clock'),
            render: (_, entry) => <ObjectionClock entry={entry} />,
          },
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_, entry) =>
              entry.objection.objection_status === OBJECTION_UNHANDLED && (
                <Button
                  size="small"
                  disabled={!context.mayWriteProject('record.edit')}
                  onClick={() => setReplying(entry)}
                >
                  {t('objections.reply')}
                </Button>
              ),
          },
        ]}
      />
      <RegisterObjectionModal
        projectId={projectId}
        open={registering}
        onClose={() => setRegistering(false)}
        onRegister={writer.register}
      />
      <ReplyObjectionModal entry={replying} onClose={() => setReplying(null)} onReply={writer.reply} />
    </>
  );
}

/** The row's clock: the reply due (counting down), overdue, or the complaint window, with the article. */
export function ObjectionClock({ entry }: { entry: Pick<ObjectionEntry, 'reply' | 'complaint'> }) {
  const { t, label } = useT();
  const line = clockLineOf(entry);
  if (line.kind === 'noReplyPeriod') {
    return <Typography.Text type="secondary">{t('objections.clock.noReplyPeriod')}</Typography.Text>;
  }
  const text = t(`objections.clock.${line.kind}`, { date: line.date });
  return (
    <Flex vertical data-testid="objection-clock" data-kind={line.kind}>
      <Typography.Text type={line.kind === 'overdue' ? 'danger' : undefined}>{text}</Typography.Text>
      {line.countdownTo && (
        <DeadlineCountdown endTime={line.countdownTo} passed={t('objections.clock.limitReached')} />
      )}
      <Typography.Text type="secondary" style={{ fontSize: 12 }}>
        {label(line.citation)}
      </Typography.Text>
    </Flex>
  );
}

/** The objection's reply and history: received, answered, status changes — who and when. */
function ObjectionHistory({ entry }: { entry: ObjectionEntry }) {
  const { t } = useT();
  const { objection } = entry;
  return (
    <Flex vertical gap={8} data-testid="objection-history">
      {objection.objection_replyContent && (
        <Typography.Paragraph style={{ marginBottom: 0 }}>
          {t('objections.replyText', { text: objection.objection_replyContent })}
        </Typography.Paragraph>
      )}
      <Typography.Text strong>{t('objections.history')}</Typography.Text>
      <Timeline
        items={entry.history.map((event) => ({
          key: `${event.kind}-${event.at}`,
          content: [
            minuteOf(event.at),
            event.kind === 'statusChanged'
              ? t('objections.history.statusChanged', { status: event.status })
              : t(`objections.history.${event.kind}`),
            event.userName ? t('objections.history.by', { user: event.userName }) : '',
          ]
            .filter(Boolean)
            .join(' · '),
        }))}
      />
    </Flex>
  );
}
