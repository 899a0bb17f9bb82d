import { useQueryClient } from '@tanstack/react-query';
import { type SessionInfo, SHELL_PATHS } from '@tender/domain';
import { Alert, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { ChangePasswordForm } from './change-password-form';
import { LoginFrame } from './login-frame';
import { useSignOut } from './use-sign-out';

/**
 * The step of the login flow after a temporary password (ADR 0014): until the user picks their own, the
 * server opens nothing else, so the shell shows this instead of the page they asked for — at the same
 * address, which they reach once the password is changed.
 */
export function ChangePasswordScreen({
  session,
  primaryColor,
}: {
  session: SessionInfo;
  primaryColor: string;
}) {
  const { t } = useT();
  const queryClient = useQueryClient();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return (
    <LoginFrame primaryColor={primaryColor} heading={t('account.changePassword.title')}>
      <div data-testid="change-password-screen">
        <Alert
          type="info"
          showIcon
          title={t('account.changePassword.required')}
          style={{ marginBottom: 16 }}
        />
        <ChangePasswordForm
          session={session}
          // Everything read while the password was temporary was refused: read it all again.
          onChanged={() => queryClient.invalidateQueries()}
          secondary={
            <Button
              type="link"
              onClick={async () => {
                await signOut();
                navigate(SHELL_PATHS.login, { replace: true });
              }}
            >
              {t('account.signOutInstead')}
            </Button>
          }
        />
      </div>
    </LoginFrame>
  );
}
