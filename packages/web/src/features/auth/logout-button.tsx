import { LogoutOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { useT } from '../../i18n/i18n-context';
import { useLogoutConfirm } from './use-logout-confirm';

export interface LogoutButtonProps {
  readonly color?: string;
  /** Only the icon, named for screen readers, where the header has no room (narrow screens). */
  readonly compact?: boolean;
}

/** Logout with a confirm prompt (§2): clears local storage and goes to the login portal. */
export function LogoutButton({ color, compact = false }: LogoutButtonProps) {
  const { t } = useT();
  const confirm = useLogoutConfirm();
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
