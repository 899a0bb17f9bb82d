import {
  type ChangeMethodInput,
  changeMethodSchema,
  type FieldError,
  must,
  NON_TENDERING_METHODS,
  type NonTenderingMethod,
  nonTenderingMethodCodes,
  validationMessageIn,
} from '@tender/domain';
import { Form, Input, Modal, Select, Typography } from 'antd';
import { useState } from 'react';
import { SignedUploadButton } from '../../components/signed-upload-button';
import { useZodRule } from '../../components/zod-rule';
import { useT } from '../../i18n/i18n-context';
import type { ActionResult } from './use-flow-actions';

export interface ChangeMethodModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** Confirms and runs the change (§4); field errors from the server come back into the form. */
  readonly onSubmit: (form: ChangeMethodInput) => Promise<ActionResult>;
  /**
   * A failed tender's change (lawfulExits, ADR 0023): only these methods, and the approving authority's
   * document must be uploaded with it. Absent: §5's form as it is.
   */
  readonly failed?: { readonly methods: readonly NonTenderingMethod[] };
}

const { shape } = changeMethodSchema;

/**
 * The change-tendering-method form (§2, §5): a non-tendering method, the transaction way and the
 * transaction result, each required with the spec's exact message (请选择非招标方式, 请输入交易方式,
 * 请输入成交结果) — taken from the domain's schema, which the server applies again.
 */
export function ChangeMethodModal({ open, onClose, onSubmit, failed }: ChangeMethodModalProps) {
  const { t, label, locale } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ChangeMethodInput>();
  const approval = Form.useWatch('approvalDocument', { form, preserve: true });
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
            options={(failed?.methods ?? nonTenderingMethodCodes).map((code) => ({
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
        {failed && (
          <Form.Item
            name="approvalDocument"
            label={t('operation.changeMethod.approval')}
            required
            rules={[
              {
                required: true,
                message: `${t('operation.changeMethod.approval')} ${validationMessageIn(must('approvalDocumentRequired'), locale)}`,
              },
            ]}
            valuePropName="data-file"
          >
            <ApprovalUpload
              label={t('operation.changeMethod.approvalUpload')}
              fileName={approval?.fileName}
              onUploaded={(file) => form.setFieldsValue({ approvalDocument: file })}
            />
          </Form.Item>
        )}
      </Form>
    </Modal>
  );
}

/** The approval document's upload (§7 signed flow) and, once stored, its name. */
function ApprovalUpload({
  label,
  fileName,
  onUploaded,
}: {
  readonly label: string;
  readonly fileName: string | undefined;
  readonly onUploaded: (file: { fileId: string; fileName: string }) => void;
}) {
  return (
    <span>
      <SignedUploadButton
        dir="projects/approvals"
        label={label}
        onUploaded={async (file) => onUploaded(file)}
        data-testid="change-method-approval-upload"
      />
      {fileName && (
        <Typography.Text data-testid="change-method-approval-file" style={{ marginInlineStart: 8 }}>
          {fileName}
        </Typography.Text>
      )}
    </span>
  );
}
