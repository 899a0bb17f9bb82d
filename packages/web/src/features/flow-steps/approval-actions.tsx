import { rejectionReasonSchema } from '@tender/domain';
import { Button, Form, Input, Modal, Space, Tag } from 'antd';
import { useState } from 'react';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useZodRule } from '../../components/zod-rule';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';

type ApprovalState = '0' | '1' | '2';
const COLOURS: Record<ApprovalState, string> = { '0': 'default', '1': STATUS_COLOURS.success, '2': 'red' };

/** A review state ("1" approved, §3) as a tag. */
export function ApprovalTag({ state }: { state: ApprovalState }) {
  const { t } = useT();
  return <Tag color={COLOURS[state]}>{t(`steps.state.${state}` as MessageKey)}</Tag>;
}

export interface ApprovalActionsProps {
  readonly state: ApprovalState;
  /** Who is reviewed, named in the reject dialog. */
  readonly supplierName: string;
  readonly onApprove: () => Promise<boolean>;
  /** Rejects with the reason the user gave; resolves true when it was saved. */
  readonly onReject: (reason: string) => Promise<boolean>;
}

/**
 * Approve and reject, each hidden once it is the current state. Rejecting asks first, with the reason
 * the supplier will be given (required: rejectionReasonSchema, which the server checks again).
 */
export function ApprovalActions({ state, supplierName, onApprove, onReject }: ApprovalActionsProps) {
  const { t } = useT();
  const [rejecting, setRejecting] = useState(false);
  return (
    <Space size="small">
      {state !== '1' && (
        <Button size="small" type="primary" ghost onClick={() => void onApprove()}>
          {t('steps.approve')}
        </Button>
      )}
      {state !== '2' && (
        <Button size="small" danger onClick={() => setRejecting(true)}>
          {t('steps.reject')}
        </Button>
      )}
      {rejecting && (
        <RejectDialog supplierName={supplierName} onReject={onReject} onClose={() => setRejecting(false)} />
      )}
    </Space>
  );
}

function RejectDialog({
  supplierName,
  onReject,
  onClose,
}: {
  supplierName: string;
  onReject: (reason: string) => Promise<boolean>;
  onClose: () => void;
}) {
  const { t } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<{ reason: string }>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSaving(true);
    const saved = await onReject(values.reason.trim());
    setSaving(false);
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={t('steps.rejectTitle', { supplier: supplierName })}
      okText={t('steps.reject')}
      okButtonProps={{ danger: true }}
      cancelText={t('steps.docs.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={saving}
      data-testid="reject-dialog"
    >
      <Form form={form} layout="vertical" name="reject" requiredMark>
        <Form.Item
          name="reason"
          label={t('steps.rejectReason')}
          rules={[zodRule(rejectionReasonSchema, { required: true })]}
        >
          <Input.TextArea rows={3} maxLength={500} showCount autoFocus />
        </Form.Item>
      </Form>
    </Modal>
  );
}
