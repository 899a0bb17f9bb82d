import {
  type ChangeMethodInput,
  changeMethodSchema,
  type FieldError,
  NON_TENDERING_METHODS,
  nonTenderingMethodCodes,
} from '@tender/domain';
import { Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useZodRule } from '../../components/zod-rule';
import { useT } from '../../i18n/i18n-context';
import type { ActionResult } from './use-flow-actions';

export interface ChangeMethodModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Confirms and runs the change (§4); field errors from the server come back into the form. */
  readonly onSubmit: (form: ChangeMethodInput) => Promise<ActionResult>;
}

const { shape } = changeMethodSchema;

/**
 * The change-tendering-method form (§2, §5): a non-tendering method, the transaction way and the
 * transaction result, each required with the spec's exact message (请选择非招标方式, 请输入交易方式,
 * 请输入成交结果) — taken from the domain's schema, which the server applies again.
 */
export function ChangeMethodModal({ open, onClose, onSubmit }: ChangeMethodModalProps) {
  const { t, label } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ChangeMethodInput>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async () => {
    const values = await form.validateFields().catch(() => null);
    if (!values) return;
    setSubmitting(true);
    const result = await onSubmit(values);
    setSubmitting(false);
    if (result.ok) {
      form.resetFields();
      onClose();
    } else if (result.fieldErrors) {
      form.setFields(
        result.fieldErrors.map((error: FieldError) => ({
          name: error.field as keyof ChangeMethodInput,
          errors: [error.message],
        })),
      );
    }
  };

  return (
    <Modal
      open={open}
      title={t('operation.changeMethod.title')}
      okText={t('operation.changeMethod.submit')}
      cancelText={t('operation.confirm.cancel')}
      onOk={submit}
      onCancel={onClose}
      confirmLoading={submitting}
      destroyOnHidden
      data-testid="change-method-modal"
    >
      <Form form={form} layout="vertical" name="change-method" requiredMark>
        <Form.Item
          name="nonTenderingMethod"
          label={t('operation.changeMethod.method')}
          rules={[zodRule(shape.nonTenderingMethod, { required: true })]}
        >
          <Select
            options={nonTenderingMethodCodes.map((code) => ({
              value: code,
              label: label(NON_TENDERING_METHODS[code]),
            }))}
          />
        </Form.Item>
        <Form.Item
          name="transactionWay"
          label={t('operation.changeMethod.way')}
          rules={[zodRule(shape.transactionWay, { required: true })]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="transactionResult"
          label={t('operation.changeMethod.result')}
          rules={[zodRule(shape.transactionResult, { required: true })]}
        >
          <Input.TextArea rows={4} maxLength={2000} />
        </Form.Item>
      </Form>
    </Modal>
  );
}
