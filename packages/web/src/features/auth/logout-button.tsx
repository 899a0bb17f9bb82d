import { LogoutOutlined } from '@ant-design/icons';
import { SHELL_PATHS } from '@tender/domain';
import { App, Button } from 'antd';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { useSignOut } from './use-sign-out';

export interface LogoutButtonProps {
  readonly color?: string;
  /** Only the icon, named for screen readers, where the header has no room (narrow screens). */
  readonly compact?: boolean;
}

/** Logout with a confirm prompt (§2): clears local storage and goes to the login portal. */
export function LogoutButton({ color, compact = false }: LogoutButtonProps) {
  const { t } = useT();
  const { modal } = App.useApp();
  const signOut = useSignOut();
  const navigate = useNavigate();
  const confirm = () =>
    modal.confirm({
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
  return (
    <Button
      type="text"
      icon={<LogoutOutlined />}
      onClick={confirm}
      style={{ color }}
      data-testid="logout-button"
      {...(compact ? { 'aria-label': t('logout.button') } : {})}
    >
      {compact ? null : t('logout.button')}
    </Button>
  );
}
