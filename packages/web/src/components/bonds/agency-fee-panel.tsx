import {
  AGENCY_FEE_KINDS,
  type AgencyFeeInput,
  type AgencyFees,
  agencyFeeInputSchema,
  FEE_PAYERS,
  formatMoney,
  INVOICE_STATUSES,
  type InvoiceStatus,
  labelIn,
  parseMoney,
  referenceAgencyFee,
} from '@tender/domain';
import { App, Button, Collapse, Flex, Form, InputNumber, Select, Skeleton, Table, Typography } from 'antd';
import { useState } from 'react';
import { useAgencyFees, useBondWriter } from '../../data/bonds/use-bond-ledger';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { LoadFailed } from '../load-failed';
import { useZodRule } from '../zod-rule';
import { SavingModal } from './bond-forms';
import { type PanelState, panelStateOf } from './bond-ledger-panel';

type FeePackage = AgencyFees['packages'][number];

/** The agency fees on the operation screen: a line that opens on request, and only then asks the server. */
export function AgencyFeePanel({ projectId }: { projectId: number }) {
  const { t } = useT();
  const [open, setOpen] = useState(false);
  const permits = usePermits();
  const query = useAgencyFees(projectId, open);
  const writer = useBondWriter(projectId);
  return (
    <Collapse
      size="small"
      style={{ marginBottom: 12, background: 'transparent' }}
      onChange={(keys) => setOpen(keys.includes('fees'))}
      data-testid="agency-fees"
      items={[
        {
          key: 'fees',
          label: <Typography.Text strong>{t('fees.title')}</Typography.Text>,
          children: (
            <AgencyFeeView
              state={panelStateOf(query)}
              canWrite={permits('project.edit')}
              onSave={writer.saveFee}
              onInvoiceStatus={writer.setInvoiceStatus}
            />
          ),
        },
      ]}
    />
  );
}

export interface AgencyFeeViewProps {
  readonly state: PanelState<AgencyFees>;
  /** Whether the caller may set fees (project.edit); the server checks it either way. */
  readonly canWrite: boolean;
  readonly onSave: (input: AgencyFeeInput) => Promise<unknown>;
  readonly onInvoiceStatus: (groupId: number, status: InvoiceStatus) => Promise<unknown>;
}

/**
 * One row per package: the kind, the winning amount, the discount and minimum, the reference fee of
 * 计价格〔2002〕1980号 (as revised by 发改价格〔2011〕534号, a reference since 发改价格〔2015〕299号) and the fee
 * charged, who pays it and its invoice status.
 */
export function AgencyFeeView({ state, canWrite, onSave, onInvoiceStatus }: AgencyFeeViewProps) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const [editing, setEditing] = useState<FeePackage | null>(null);
  if (state.status === 'pending') return <Skeleton active title={false} paragraph={{ rows: 2 }} />;
  if (state.status === 'error') {
    return <LoadFailed title={t('fees.loadFailed')} error={state.error} onRetry={state.retry} />;
  }
  const fees = state.data;
  const changeStatus = (groupId: number, status: InvoiceStatus) =>
    onInvoiceStatus(groupId, status).catch((error) => void message.error(refusalText(error, locale)));
  return (
    <Flex vertical gap={8} data-testid="agency-fees-body">
      <Typography.Text type="secondary">{labelIn(fees.citation, locale)}</Typography.Text>
      <Table<FeePackage>
        size="small"
        rowKey="groupId"
        pagination={false}
        scroll={{ x: 'max-content' }}
        dataSource={fees.packages}
        onRow={(row) => ({ 'data-testid': 'fee-row', 'data-group': row.groupId }) as never}
        columns={[
          {
            key: 'package',
            title: t('fees.column.package'),
            render: (_, row) => `${row.groupNumber} ${row.groupName}`,
          },
          {
            key: 'kind',
            title: t('fees.column.kind'),
            render: (_, row) => (row.fee ? t(`fees.kind.${row.fee.kind}`) : t('fees.notSet')),
          },
          {
            key: 'winningAmount',
            title: t('fees.column.winningAmount'),
            render: (_, row) => (row.fee ? formatMoney(row.fee.winningAmount) : '—'),
          },
          {
            key: 'discount',
            title: t('fees.column.discount'),
            render: (_, row) =>
              row.fee
                ? `${row.fee.discountPercent} %${row.fee.minimum ? `，${t('fees.minimum', { amount: formatMoney(row.fee.minimum) })}` : ''}`
                : '—',
          },
          {
            key: 'reference',
            title: t('fees.column.reference'),
            render: (_, row) => (row.fee ? formatMoney(row.fee.reference) : '—'),
          },
          {
            key: 'fee',
            title: t('fees.column.fee'),
            render: (_, row) =>
              row.fee ? (
                <Typography.Text strong data-testid="fee-amount">
                  {formatMoney(row.fee.fee)}
                </Typography.Text>
              ) : (
                '—'
              ),
          },
          {
            key: 'payer',
            title: t('fees.column.payer'),
            render: (_, row) => (row.fee ? t(`fees.payer.${row.fee.payer}`) : '—'),
          },
          {
            key: 'invoice',
            title: t('fees.column.invoice'),
            render: (_, row) =>
              row.fee ? (
                <Select<InvoiceStatus>
                  size="small"
                  value={row.fee.invoiceStatus}
                  disabled={!canWrite}
                  style={{ minWidth: 110 }}
                  data-testid="fee-invoice"
                  aria-label={t('fees.column.invoice')}
                  onChange={(status) => void changeStatus(row.groupId, status)}
                  options={INVOICE_STATUSES.map((status) => ({
                    value: status,
                    label: t(`fees.invoice.${status}`),
                  }))}
                />
              ) : (
                '—'
              ),
          },
          ...(canWrite
            ? [
                {
                  key: 'actions',
                  title: t('bonds.column.actions'),
                  render: (_: unknown, row: FeePackage) => (
                    <Button size="small" type="link" onClick={() => setEditing(row)} data-testid="fee-set">
                      {t('fees.set')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
      {editing && (
        <AgencyFeeForm
          projectId={fees.projectId}
          row={editing}
          onSave={onSave}
          onClose={() => setEditing(null)}
        />
      )}
    </Flex>
  );
}

interface FeeFields {
  kind: AgencyFeeInput['kind'];
  winningAmount: string;
  discountPercent?: string;
  minimum?: string;
  payer: AgencyFeeInput['payer'];
}

const shape = agencyFeeInputSchema.shape;

/** A package's fee terms: checked by the domain's schema before the server checks them again. */
function AgencyFeeForm({
  projectId,
  row,
  onSave,
  onClose,
}: {
  projectId: number;
  row: FeePackage;
  onSave: (input: AgencyFeeInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const rule = useZodRule();
  const [form] = Form.useForm<FeeFields>();
  // The reference fee of the amount as it is typed (the domain's calculator the server saves with).
  const kind = Form.useWatch('kind', form);
  const amount = parseMoney(Form.useWatch('winningAmount', form) ?? '');
  const reference =
    kind && AGENCY_FEE_KINDS.includes(kind) && amount !== undefined && !amount.startsWith('-')
      ? referenceAgencyFee(kind, amount)
      : null;
  return (
    <SavingModal<FeeFields>
      title={t('fees.form.title', { package: `${row.groupNumber} ${row.groupName}` })}
      form={form}
      name="fee"
      initialValues={
        row.fee
          ? { ...row.fee, minimum: row.fee.minimum ?? undefined }
          : { kind: 'goods', payer: 'purchaser', discountPercent: '0' }
      }
      onSave={(fields) => onSave({ ...fields, projectId, groupId: row.groupId })}
      onClose={onClose}
    >
      <Form.Item name="kind" label={t('fees.form.kind')} rules={[rule(shape.kind, { required: true })]}>
        <Select options={AGENCY_FEE_KINDS.map((kind) => ({ value: kind, label: t(`fees.kind.${kind}`) }))} />
      </Form.Item>
      <Form.Item
        name="winningAmount"
        label={t('fees.form.winningAmount')}
        rules={[rule(shape.winningAmount, { required: true })]}
        extra={
          reference && (
            <span data-testid="fee-form-reference">
              {t('fees.form.reference', { amount: formatMoney(reference) })}
            </span>
          )
        }
      >
        <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item
        name="discountPercent"
        label={t('fees.form.discountPercent')}
        rules={[rule(shape.discountPercent)]}
      >
        <InputNumber<string> stringMode min="0" max="100" precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="minimum" label={t('fees.form.minimum')} rules={[rule(shape.minimum)]}>
        <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
      </Form.Item>
      <Form.Item name="payer" label={t('fees.form.payer')} rules={[rule(shape.payer, { required: true })]}>
        <Select options={FEE_PAYERS.map((payer) => ({ value: payer, label: t(`fees.payer.${payer}`) }))} />
      </Form.Item>
    </SavingModal>
  );
}
