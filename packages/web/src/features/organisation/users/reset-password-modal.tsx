import { type User, UserRepository } from '@tender/domain';
import { Alert, Form, Input, Modal } from 'antd';
import { useEffect, useState } from 'react';
import { useAdminSave } from '../../../components/use-admin-save';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { temporaryPasswordRule } from './user-form-modal';

export interface ResetPasswordModalProps {
  readonly user: User | undefined;
  readonly onClose: () => void;
}

/**
 * Gives a user a new temporary password (ADR 0014): their sessions end, and their next login must
 * change it first. The administrator tells the user the password by their own means.
 */
export function ResetPasswordModal({ user, onClose }: ResetPasswordModalProps) {
  const { t, locale } = useT();
  const [form] = Form.useForm<{ newPassword: string }>();
  const users = useInject<UserRepository>(UserRepository);
  const [saving, setSaving] = useState(false);
  const save = useAdminSave({ form });
  useEffect(() => {
    if (user) form.resetFields();
  }, [user, form]);

  const submit = async ({ newPassword }: { newPassword: string }) => {
    if (!user) return;
    setSaving(true);
    const saved = await save(() => users.resetPassword({ id: user.id, newPassword, version: user.version }));
    setSaving(false);
    if (saved) onClose();
  };

  return (
    <Modal
      open={user !== undefined}
      title={t('users.reset.title', { name: user?.userName ?? '' })}
      okText={t('users.reset.ok')}
      cancelText={t('organisation.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
      data-testid="reset-password"
    >
      <Alert type="info" showIcon title={t('users.reset.explain')} style={{ marginBottom: 16 }} />
      <Form form={form} layout="vertical" onFinish={submit}>
        <Form.Item
          name="newPassword"
          label={t('users.field.temporaryPassword')}
          rules={[temporaryPasswordRule(() => user?.userName ?? '', locale, 'newPassword')]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
