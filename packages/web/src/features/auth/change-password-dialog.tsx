import type { SessionInfo } from '@tender/domain';
import { App, Button, Modal } from 'antd';
import { useT } from '../../i18n/i18n-context';
import { ChangePasswordForm } from './change-password-form';

export interface ChangePasswordDialogProps {
  readonly session: SessionInfo;
  readonly open: boolean;
  onClose(): void;
}

/** Changing one's own password in a dialog (ADR 0014), from the user's menu or the folded header menu. */
export function ChangePasswordDialog({ session, open, onClose }: ChangePasswordDialogProps) {
  const { t } = useT();
  const { message } = App.useApp();
  return (
    <Modal
      open={open}
      title={t('account.changePassword.title')}
      footer={null}
      onCancel={onClose}
      destroyOnHidden
    >
      <ChangePasswordForm
        session={session}
        onChanged={() => {
          onClose();
          void message.success(t('account.changed'));
        }}
        secondary={<Button onClick={onClose}>{t('account.cancel')}</Button>}
      />
    </Modal>
  );
}
