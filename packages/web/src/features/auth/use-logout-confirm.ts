import { SHELL_PATHS } from '@tender/domain';
import { App } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { useSignOut } from './use-sign-out';

/**
 * Logout with a confirm prompt (§2): asks, then clears local storage and goes to the login portal. One
 * home for the header's logout button and the small screen's folded header menu.
 */
export function useLogoutConfirm(): () => void {
  const { t } = useT();
  const { modal } = App.useApp();
  const signOut = useSignOut();
  const navigate = useNavigate();
  return () =>
    void modal.confirm({
      title: t('logout.confirmTitle'),
      content: t('logout.confirmBody'),
      okText: t('logout.confirmOk'),
      cancelText: t('logout.confirmCancel'),
      okButtonProps: { 'data-testid': 'logout-confirm' } as Record<string, string>,
      cancelButtonProps: { 'data-testid': 'logout-cancel' } as Record<string, string>,
      onOk: async () => {
        await signOut();
        navigate(SHELL_PATHS.login, { replace: true });
      },
    });
}
