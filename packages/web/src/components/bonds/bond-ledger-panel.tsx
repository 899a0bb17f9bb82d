import type { UseQueryResult } from '@tanstack/react-query';
import {
  type BondEntry,
  type BondLedger,
  type BondPaymentInput,
  type BondRefundInput,
  formatMoney,
  labelIn,
} from '@tender/domain';
import { Button, Collapse, Flex, Skeleton, Table, Tag, Tooltip, Typography } from 'antd';
import { type ReactNode, useState } from 'react';
import { useBondLedger, useBondWriter } from '../../data/bonds/use-bond-ledger';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { LoadFailed } from '../load-failed';
import { STATUS_COLOURS } from '../status-colours';
import { BondPaymentForm, BondRefundForm } from './bond-forms';

/** What a lazily loaded panel shows: its data, or that it is on its way, or why it is not. */
export type PanelState<T> =
  | { readonly status: 'pending' }
  | { readonly status: 'error'; readonly error: unknown; readonly retry: () => void }
  | { readonly status: 'success'; readonly data: T };

/** The panel's state from its query: data already shown stays while it is asked again. */
export function panelStateOf<T>(query: UseQueryResult<T>): PanelState<T> {
  if (query.data) return { status: 'success', data: query.data };
  if (query.isError) return { status: 'error', error: query.error, retry: () => void query.refetch() };
  return { status: 'pending' };
}

/** A refund left undone past its day: the ledger's alarm. */
export const isOverdue = (entry: BondEntry) => entry.refund?.status === 'missed' && entry.refundedOn === null;

/**
 * The bond ledger on the operation screen (ADR 0022): a line that opens on request — and only then asks
 * the server (ADR 0010: not part of the screen's first wave) — with the bonds.
 */
export function BondLedgerPanel({ projectId }: { projectId: number }) {
  const [open, setOpen] = useState(false);
  const permits = usePermits();
  const query = useBondLedger(projectId, open);
  const writer = useBondWriter(projectId);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12, background: 'transparent' }}
      onChange={(keys) => setOpen(keys.includes('bonds'))}
      data-testid="bond-ledger"
      items={[
        {
          key: 'bonds',
          label: <BondLedgerSummary state={panelStateOf(query)} />,
          children: (
            <BondLedgerView
              state={panelStateOf(query)}
              canWrite={permits('evaluation.edit')}
              onSavePayment={writer.savePayment}
              onRecordRefund={writer.recordRefund}
            />
          ),
        },
      ]}
    />
  );
}

/** The panel's line: its name, and once loaded the overdue refunds and the bonds paid by another. */
export function BondLedgerSummary({ state }: { state: PanelState<BondLedger> }) {
  const { t } = useT();
  const entries = state.status === 'success' ? state.data.entries : [];
  const overdue = entries.filter(isOverdue).length;
  const byAnother = entries.filter((entry) => !entry.payerIsBidder).length;
  return (
    <Flex wrap align="center" gap="4px 12px">
      <Typography.Text strong>{t('bonds.title')}</Typography.Text>
      {overdue > 0 && (
        <Tag color={STATUS_COLOURS.warning} data-testid="bonds-overdue">
          {t('bonds.summary.overdue', { count: overdue })}
        </Tag>
      )}
      {byAnother > 0 && (
        <Tag color={STATUS_COLOURS.warning} data-testid="bonds-payer-flags">
          {t('bonds.summary.payer', { count: byAnother })}
        </Tag>
      )}
    </Flex>
  );
}

export interface BondLedgerViewProps {
  readonly state: PanelState<BondLedger>;
  /** Whether the caller may enter bonds and refunds (evaluation.edit); the server checks it either way. */
  readonly canWrite: boolean;
  readonly onSavePayment: (input: BondPaymentInput) => Promise<unknown>;
  readonly onRecordRefund: (input: BondRefundInput) => Promise<unknown>;
}

/**
 * The ledger: each package's cap with its article, then one row per bond — the bidder, the amount, the
 * day, the account it came from (flagged when not the bidder's, 实施条例 第二十六条) and its refund (due,
 * refunded, or overdue in the warning colour).
 */
export function BondLedgerView({ state, canWrite, onSavePayment, onRecordRefund }: BondLedgerViewProps) {
  const { t, locale } = useT();
  const [editing, setEditing] = useState<BondEntry | 'new' | null>(null);
  const [refunding, setRefunding] = useState<BondEntry | null>(null);
  if (state.status === 'pending') return <Skeleton active title={false} paragraph={{ rows: 3 }} />;
  if (state.status === 'error') {
    return <LoadFailed title={t('bonds.loadFailed')} error={state.error} onRetry={state.retry} />;
  }
  const ledger = state.data;
  const packageOf = (groupId: number) => ledger.packages.find((p) => p.groupId === groupId);
  return (
    <Flex vertical gap={8} data-testid="bond-ledger-body">
      <Flex wrap gap="4px 16px">
        {ledger.packages.map((group) => (
          <Typography.Text key={group.groupId} type="secondary" data-testid="bond-cap">
            {group.groupNumber} {group.groupName}:{' '}
            {group.cap
              ? `${t('bonds.cap', { amount: formatMoney(group.cap) })}（${group.capCitation ? labelIn(group.capCitation, locale) : ''}）`
              : t('bonds.cap.none')}
          </Typography.Text>
        ))}
      </Flex>
      {canWrite && ledger.packages.length > 0 && (
        <div>
          <Button size="small" onClick={() => setEditing('new')} data-testid="bond-record">
            {t('bonds.record')}
          </Button>
        </div>
      )}
      <Table<BondEntry>
        size="small"
        rowKey="id"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={ledger.entries}
        locale={{ emptyText: <Typography.Text type="secondary">{t('bonds.empty')}</Typography.Text> }}
        onRow={(entry) => ({ 'data-testid': 'bond-row', 'data-bond': entry.id }) as never}
        columns={[
          {
            key: 'package',
            title: t('bonds.column.package'),
            render: (_, entry) => packageOf(entry.groupId)?.groupNumber ?? entry.groupId,
          },
          {
            key: 'bidder',
            title: t('bonds.column.bidder'),
            render: (_, entry) => (
              <>
                {entry.bidder} {entry.winner && <Tag color={STATUS_COLOURS.success}>{t('bonds.winner')}</Tag>}
              </>
            ),
          },
          { key: 'amount', title: t('bonds.column.amount'), render: (_, entry) => formatMoney(entry.amount) },
          { key: 'paidOn', title: t('bonds.column.paidOn'), dataIndex: 'paidOn' },
          {
            key: 'payer',
            title: t('bonds.column.payer'),
            render: (_, entry) => (
              <Flex wrap gap={4} align="center">
                <span>
                  {entry.payerName}
                  {entry.payerAccount ? ` ${entry.payerAccount}` : ''}
                </span>
                {!entry.payerIsBidder && (
                  <Tooltip
                    title={t('bonds.payer.notBidderWhy', { article: labelIn(ledger.payerCitation, locale) })}
                  >
                    <Tag color={STATUS_COLOURS.warning} data-testid="bond-payer-flag">
                      {t('bonds.payer.notBidder')}
                    </Tag>
                  </Tooltip>
                )}
              </Flex>
            ),
          },
          {
            key: 'refund',
            title: t('bonds.column.refund'),
            render: (_, entry) => <RefundCell entry={entry} />,
          },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: t('bonds.column.actions'),
                  render: (_: unknown, entry: BondEntry) => (
                    <Flex gap={4}>
                      <Button size="small" type="link" onClick={() => setEditing(entry)}>
                        {t('bonds.edit')}
                      </Button>
                      {entry.refundedOn === null && (
                        <Button
                          size="small"
                          type="link"
                          onClick={() => setRefunding(entry)}
                          data-testid="bond-refund"
                        >
                          {t('bonds.recordRefund')}
                        </Button>
                      )}
                    </Flex>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing !== null && (
        <BondPaymentForm
          projectId={ledger.projectId}
          packages={ledger.packages}
          entry={editing === 'new' ? undefined : editing}
          onSave={onSavePayment}
          onClose={() => setEditing(null)}
        />
      )}
      {refunding && (
        <BondRefundForm
          projectId={ledger.projectId}
          entry={refunding}
          onSave={onRecordRefund}
          onClose={() => setRefunding(null)}
        />
      )}
    </Flex>
  );
}

/** Where a bond's refund stands, with its article on hover; overdue in the warning colour. */
function RefundCell({ entry }: { entry: BondEntry }) {
  const { t, locale } = useT();
  const { refund } = entry;
  // A terminated tender's refund batch (ADR 0023) sets the day itself: it wins over the award's bound.
  if (entry.refundDueOn && !entry.refundedOn) {
    return (
      <Tag color="blue" data-testid="bond-refund-batch">
        {t('bonds.refund.batch', { date: entry.refundDueOn })}
      </Tag>
    );
  }
  if (!refund) {
    return entry.refundedOn ? (
      <Typography.Text>{t('bonds.refund.met', { date: entry.refundedOn })}</Typography.Text>
    ) : (
      <Typography.Text type="secondary">{t('bonds.refund.none')}</Typography.Text>
    );
  }
  const due = refund.dueDate ?? '';
  let text: ReactNode;
  let colour: string | undefined;
  if (entry.refundedOn) {
    const late = refund.status === 'missed';
    text = late
      ? t('bonds.refund.late', { date: entry.refundedOn, due })
      : t('bonds.refund.met', { date: entry.refundedOn });
    colour = late ? STATUS_COLOURS.warning : STATUS_COLOURS.success;
  } else if (refund.status === 'missed') {
    text = t('bonds.refund.overdue', { date: due });
    colour = STATUS_COLOURS.warning;
  } else if (refund.status === 'open') {
    text = t('bonds.refund.open', { date: due });
    colour = 'blue';
  } else {
    text = t('bonds.refund.waiting');
  }
  return (
    <Tooltip title={labelIn(refund.citation, locale)}>
      <Tag
        color={colour}
        data-testid="bond-refund-status"
        data-status={isOverdue(entry) ? 'overdue' : refund.status}
      >
        {text}
      </Tag>
    </Tooltip>
  );
}
