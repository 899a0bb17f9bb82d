import {
  ChangeOwnPassword,
  type ChangeOwnPasswordResult,
  changePasswordSchema,
  fieldMessage,
  passwordProblems,
  type SessionInfo,
  ValidationError,
} from '@tender/domain';
import { Alert, Button, Form, Input, Space } from 'antd';
import { useState } from 'react';
import { fieldError, useZodRule } from '../../components/zod-rule';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';

interface ChangePasswordValues {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export interface ChangePasswordFormProps {
  readonly session: SessionInfo;
  readonly onChanged: (result: ChangeOwnPasswordResult) => void | Promise<void>;
  /** A secondary action beside submit (cancel in a dialog, sign out on the forced change). */
  readonly secondary?: React.ReactNode;
}

/**
 * A user changes their own password (ADR 0014): the current one, and the new one twice. The password
 * rule is the domain's, checked as the user types and again by the server, whose field messages show
 * under their fields (a wrong current password under the current one).
 */
export function ChangePasswordForm({ session, onChanged, secondary }: ChangePasswordFormProps) {
  const { t, locale } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ChangePasswordValues>();
  const change = useInject(ChangeOwnPassword);
  const [submitting, setSubmitting] = useState(false);
  const [refusal, setRefusal] = useState<string | null>(null);
  const { userName } = session.user;
  // The server names the fields it refuses by these names; the user knows them by their labels.
  const labelOf = (field: string) =>
    field === 'currentPassword'
      ? t('account.currentPassword')
      : field === 'newPassword'
        ? t('account.newPassword')
        : field;

  const submit = async ({ currentPassword, newPassword }: ChangePasswordValues) => {
    setSubmitting(true);
    setRefusal(null);
    try {
      await onChanged(await change.execute({ userName, currentPassword, newPassword }));
    } catch (error) {
      if (error instanceof ValidationError && error.fields.some((f) => f.field !== '')) {
        form.setFields(
          error.fields.map((f) => ({
            name: f.field as keyof ChangePasswordValues,
            errors: [fieldMessage(labelOf(f.field), f.message, locale)],
          })),
        );
      } else {
        setRefusal(refusalText(error, locale));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<ChangePasswordValues>
      form={form}
      layout="vertical"
      onFinish={submit}
      data-testid="change-password-form"
    >
      {refusal && <Alert type="error" showIcon title={refusal} style={{ marginBottom: 16 }} role="alert" />}
      {/* The user name, for password managers that file the new password under it. */}
      <input type="text" name="username" autoComplete="username" value={userName} readOnly hidden />
      <Form.Item
        name="currentPassword"
        label={t('account.currentPassword')}
        rules={[zodRule(changePasswordSchema.shape.currentPassword, { required: true })]}
      >
        <Input.Password autoComplete="current-password" />
      </Form.Item>
      <Form.Item
        name="newPassword"
        label={t('account.newPassword')}
        extra={t('account.passwordRule')}
        dependencies={['currentPassword']}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              const [problem] = passwordProblems(value ?? '', {
                userName,
                field: 'newPassword',
                currentPassword: form.getFieldValue('currentPassword'),
              });
              if (problem) throw fieldError(problem.message, locale);
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label={t('account.confirmPassword')}
        dependencies={['newPassword']}
        rules={[
          {
            validator: async (_rule, value: string | undefined) => {
              if ((value ?? '') !== (form.getFieldValue('newPassword') ?? '')) {
                throw new Error(t('account.passwordsDiffer'));
              }
            },
          },
        ]}
      >
        <Input.Password autoComplete="new-password" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={submitting} data-testid="change-password-submit">
          {t('account.submit')}
        </Button>
        {secondary}
      </Space>
    </Form>
  );
}
