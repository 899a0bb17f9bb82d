import {
  must,
  OBJECTION_CHANNELS,
  OBJECTION_SUBJECTS,
  type ObjectionEntry,
  type RegisterObjection,
  type ReplyObjection,
  registerObjectionSchema,
  replyObjectionSchema,
  validationMessageIn,
} from '@tender/domain';
import { DatePicker, Form, Input, Modal, Select } from 'antd';
import type { Dayjs } from 'dayjs';
import { useState } from 'react';
import { useZodRule } from '../../components/zod-rule';
import { useT } from '../../i18n/i18n-context';

/** A date and time to the minute, in the user's day. */
function MinutePicker(props: { value?: Dayjs | null; onChange?: (value: Dayjs | null) => void }) {
  return (
    <DatePicker
      {...props}
      showTime={{ format: 'HH:mm' }}
      format="YYYY-MM-DD HH:mm"
      style={{ width: '100%' }}
    />
  );
}

/** The registration's two pick lists: what it is about and how it came, each worded by its value. */
const CHOICES = [
  {
    name: 'objection_subject',
    label: 'objections.field.subject',
    options: OBJECTION_SUBJECTS.map((value) => ({ value, key: `objections.subject.${value}` as const })),
  },
  {
    name: 'objection_channel',
    label: 'objections.field.channel',
    options: OBJECTION_CHANNELS.map((value) => ({ value, key: `objections.channel.${value}` as const })),
  },
] as const;

interface RegisterValues {
  receivedAt?: Dayjs;
  objection_subject?: RegisterObjection['objection_subject'];
  objection_channel?: RegisterObjection['objection_channel'];
  supplierName?: string;
  content?: string;
}

export interface RegisterObjectionModalProps {
  readonly projectId: number;
  readonly open: boolean;
  readonly onClose: () => void;
  /** Sends the registration; resolves true when it was saved. */
  readonly onRegister: (input: RegisterObjection) => Promise<boolean>;
}

/**
 * Registers an objection as received (异议登记, ADR 0022): when, about what, by which channel, who objected
 * and what they say — checked with the domain's registerObjectionSchema, as the server checks it again.
 */
export function RegisterObjectionModal({
  projectId,
  open,
  onClose,
  onRegister,
}: RegisterObjectionModalProps) {
  const { t, locale } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<RegisterValues>();
  const [saving, setSaving] = useState(false);
  const fields = registerObjectionSchema.shape;
  const submit = async () => {
    // A field left wrong is shown under it: nothing is sent.
    const values = await form.validateFields().catch(() => undefined);
    if (!values) return;
    setSaving(true);
    const saved = await onRegister({
      projectId,
      objection_receivedAt: (values.receivedAt as Dayjs).toISOString(),
      objection_subject: values.objection_subject as RegisterObjection['objection_subject'],
      objection_channel: values.objection_channel as RegisterObjection['objection_channel'],
      supplierName: values.supplierName ?? '',
      content: values.content ?? '',
    }).finally(() => setSaving(false));
    if (saved) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={open}
      title={t('objections.register.title')}
      okText={t('objections.register')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="register-objection-form">
        <Form.Item
          name="receivedAt"
          label={t('objections.field.receivedAt')}
          rules={[
            {
              required: true,
              message: `${t('objections.field.receivedAt')} ${validationMessageIn(must('required'), locale)}`,
            },
          ]}
        >
          <MinutePicker />
        </Form.Item>
        {CHOICES.map(({ name, label, options }) => (
          <Form.Item
            key={name}
            name={name}
            label={t(label)}
            rules={[zodRule(fields[name], { required: true })]}
          >
            <Select options={options.map(({ value, key }) => ({ value, label: t(key) }))} />
          </Form.Item>
        ))}
        <Form.Item
          name="supplierName"
          label={t('objections.field.objector')}
          rules={[zodRule(fields.supplierName, { required: true })]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="content"
          label={t('objections.field.content')}
          rules={[zodRule(fields.content, { required: true })]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}

interface ReplyValues {
  objection_replyContent?: string;
  repliedAt?: Dayjs | null;
}

export interface ReplyObjectionModalProps {
  /** The objection answered; none: closed. */
  readonly entry: ObjectionEntry | null;
  readonly onClose: () => void;
  readonly onReply: (input: ReplyObjection) => Promise<boolean>;
}

/** Answers an objection (已处理): what was answered, and when (the server's now when left empty). */
export function ReplyObjectionModal({ entry, onClose, onReply }: ReplyObjectionModalProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ReplyValues>();
  const [saving, setSaving] = useState(false);
  const submit = async () => {
    const values = await form.validateFields().catch(() => undefined);
    if (!entry || !values) return;
    setSaving(true);
    const saved = await onReply({
      id: entry.objection.id,
      objection_replyContent: values.objection_replyContent ?? '',
      ...(values.repliedAt ? { objection_repliedAt: values.repliedAt.toISOString() } : {}),
    }).finally(() => setSaving(false));
    if (saved) {
      form.resetFields();
      onClose();
    }
  };
  return (
    <Modal
      open={entry !== null}
      title={t('objections.reply.title', { objector: entry?.objection.supplierName ?? '' })}
      okText={t('objections.reply')}
      onOk={() => void submit()}
      onCancel={onClose}
      confirmLoading={saving}
      destroyOnHidden
    >
      <Form form={form} layout="vertical" data-testid="reply-objection-form">
        <Form.Item
          name="objection_replyContent"
          label={t('objections.field.replyContent')}
          rules={[zodRule(replyObjectionSchema.shape.objection_replyContent, { required: true })]}
        >
          <Input.TextArea rows={4} maxLength={5000} />
        </Form.Item>
        <Form.Item name="repliedAt" label={t('objections.field.repliedAt')}>
          <MinutePicker />
        </Form.Item>
      </Form>
    </Modal>
  );
}
