import {
  type BondEntry,
  type BondLedgerPackage,
  type BondPaymentInput,
  type BondRefundInput,
  bondPaymentInputSchema,
  bondRefundInputSchema,
  formatMoney,
  labelIn,
  ValidationError,
} from '@tender/domain';
import {
  Alert,
  App,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  InputNumber,
  Modal,
  Select,
  Switch,
} from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { type ReactNode, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { PageForm } from '../page-form';
import { showFieldErrors } from '../use-admin-save';
import { useZodRule } from '../zod-rule';

const DAY = 'YYYY-MM-DD';
const payment = bondPaymentInputSchema.shape;
const refund = bondRefundInputSchema.shape;

/** A date field kept as `YYYY-MM-DD`, as the schemas take it. */
const dayProps = {
  getValueProps: (value?: string) => ({ value: value ? dayjs(value) : undefined }),
  normalize: (value?: Dayjs | null) => value?.format(DAY),
};

/**
 * A modal form that saves through `onSave`: a ValidationError's messages go under their fields, any other
 * refusal (a bond above its cap, with its article) is shown on the form as the server words it, and stays
 * there until the next try — the user corrects the amount beside the reason, not after a passing toast.
 */
export function SavingModal<T extends object>({
  title,
  form,
  name,
  initialValues,
  onSave,
  onClose,
  children,
}: {
  title: string;
  form: FormInstance<T>;
  name: string;
  initialValues: Partial<T>;
  onSave: (fields: T) => Promise<unknown>;
  onClose: () => void;
  children: ReactNode;
}) {
  const { t, locale } = useT();
  const { message } = App.useApp();
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<string | null>(null);
  const submit = async (fields: T) => {
    setSaving(true);
    setRefused(null);
    try {
      await onSave(fields);
      void message.success(t('bonds.saved'));
      onClose();
    } catch (error) {
      if (error instanceof ValidationError && error.fields.some((f) => f.field !== '')) {
        showFieldErrors(form, error.fields, locale);
      } else {
        setRefused(refusalText(error, locale));
      }
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      open
      title={title}
      okText={t('bonds.form.save')}
      cancelText={t('bonds.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': `${name}-save` } as Record<string, string>}
    >
      {refused && (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 12 }}
          title={refused}
          data-testid={`${name}-refusal`}
        />
      )}
      <PageForm
        name={name}
        form={form}
        layout="vertical"
        data-testid={`${name}-form`}
        initialValues={initialValues}
        onFinish={(fields) => void submit(fields as T)}
      >
        {children}
      </PageForm>
    </Modal>
  );
}

interface PaymentFields {
  groupId: number;
  bidder: string;
  amount: string;
  paidOn: string;
  payerName: string;
  payerAccount?: string;
  winner: boolean;
}

/** A bond paid, or an edit of one: checked by the domain's schema before the server checks it again. */
export function BondPaymentForm({
  projectId,
  packages,
  entry,
  onSave,
  onClose,
}: {
  projectId: number;
  packages: readonly BondLedgerPackage[];
  entry?: BondEntry | undefined;
  onSave: (input: BondPaymentInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t, locale } = useT();
  const rule = useZodRule();
  const [form] = Form.useForm<PaymentFields>();
  // The cap of the chosen package, with its article, beside the amount it bounds (the server refuses above it).
  const groupId = Form.useWatch('groupId', form);
  const chosen = packages.find((p) => p.groupId === groupId);
  const cap = chosen?.cap
    ? `${t('bonds.cap', { amount: formatMoney(chosen.cap) })}${chosen.capCitation ? `（${labelIn(chosen.capCitation, locale)}）` : ''}`
    : null;
  return (
    <SavingModal<PaymentFields>
      title={t('bonds.form.title')}
      form={form}
      name="bond-payment"
      initialValues={
        entry
          ? { ...entry, payerAccount: entry.payerAccount ?? '' }
          : { groupId: packages[0]?.groupId, paidOn: dayjs().format(DAY), winner: false }
      }
      onSave={(fields) => onSave({ ...fields, projectId, ...(entry ? { id: entry.id } : {}) })}
      onClose={onClose}
    >
      <Form.Item
        name="groupId"
        label={t('bonds.form.package')}
        rules={[rule(payment.groupId, { required: true })]}
      >
        <Select
          options={packages.map((p) => ({ value: p.groupId, label: `${p.groupNumber} ${p.groupName}` }))}
        />
      </Form.Item>
      <Form.Item
        name="bidder"
        label={t('bonds.form.bidder')}
        rules={[rule(payment.bidder, { required: true })]}
      >
        <Input maxLength={200} data-testid="bond-bidder" />
      </Form.Item>
      <Form.Item
        name="amount"
        label={t('bonds.form.amount')}
        rules={[rule(payment.amount, { required: true })]}
        extra={cap && <span data-testid="bond-form-cap">{cap}</span>}
      >
        <InputNumber<string>
          stringMode
          min="0"
          precision={2}
          style={{ width: '100%' }}
          data-testid="bond-amount"
        />
      </Form.Item>
      <Form.Item
        name="paidOn"
        label={t('bonds.form.paidOn')}
        rules={[rule(payment.paidOn, { required: true })]}
        {...dayProps}
      >
        <DatePicker format={DAY} />
      </Form.Item>
      <Form.Item
        name="payerName"
        label={t('bonds.form.payerName')}
        rules={[rule(payment.payerName, { required: true })]}
      >
        <Input maxLength={200} data-testid="bond-payer" />
      </Form.Item>
      <Form.Item
        name="payerAccount"
        label={t('bonds.form.payerAccount')}
        rules={[rule(payment.payerAccount)]}
      >
        <Input maxLength={64} />
      </Form.Item>
      <Form.Item name="winner" label={t('bonds.form.winner')} valuePropName="checked">
        <Switch />
      </Form.Item>
    </SavingModal>
  );
}

interface RefundFields {
  refundedOn: string;
  interest?: string;
}

/** A bond's refund: the day and the interest paid with it (实施条例 第五十七条). */
export function BondRefundForm({
  projectId,
  entry,
  onSave,
  onClose,
}: {
  projectId: number;
  entry: BondEntry;
  onSave: (input: BondRefundInput) => Promise<unknown>;
  onClose: () => void;
}) {
  const { t } = useT();
  const rule = useZodRule();
  const [form] = Form.useForm<RefundFields>();
  return (
    <SavingModal<RefundFields>
      title={t('bonds.refundForm.title', { bidder: entry.bidder })}
      form={form}
      name="bond-refund"
      initialValues={{ refundedOn: dayjs().format(DAY) }}
      onSave={(fields) => onSave({ ...fields, projectId, id: entry.id })}
      onClose={onClose}
    >
      <Form.Item
        name="refundedOn"
        label={t('bonds.refundForm.refundedOn')}
        rules={[rule(refund.refundedOn, { required: true })]}
        {...dayProps}
      >
        <DatePicker format={DAY} />
      </Form.Item>
      <Form.Item name="interest" label={t('bonds.refundForm.interest')} rules={[rule(refund.interest)]}>
        <InputNumber<string> stringMode min="0" precision={2} style={{ width: '100%' }} />
      </Form.Item>
    </SavingModal>
  );
}
