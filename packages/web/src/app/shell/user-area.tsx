import { SettingOutlined } from '@ant-design/icons';
import { isAdmin, type SessionInfo } from '@tender/domain';
import { Button, Space, Tooltip } from 'antd';
import { LanguageSwitch } from '../../components/language-switch';
import { useGuardedNavigate } from '../../components/leave-guard';
import { LogoutButton } from '../../features/auth/logout-button';
import { UserMenu } from '../../features/auth/user-menu';
import { useT } from '../../i18n/i18n-context';

export const ORGANIZE_MANAGE_PATH = '/organize-manage';

export interface UserAreaProps {
  readonly session: SessionInfo;
  /** Hide the name on narrow screens; the avatar stays. */
  readonly compact?: boolean;
  readonly onDark?: boolean;
}

/**
 * The header's right side (§2): the settings icon for the Admin role only (§6, → /organize-manage), the
 * language switch, the user's menu (avatar and name; changing one's own password, ADR 0014), and logout.
 */
export function UserArea({ session, compact = false, onDark = false }: UserAreaProps) {
  const { t } = useT();
  const navigate = useGuardedNavigate();
  const color = onDark ? 'rgba(255,255,255,0.85)' : undefined;
  return (
    <Space size={compact ? 0 : 'small'} wrap={false}>
      {isAdmin(session.roleNames) && (
        <Tooltip title={t('header.settings')}>
          <Button
            type="text"
            icon={<SettingOutlined />}
            aria-label={t('header.settings')}
            onClick={() => navigate(ORGANIZE_MANAGE_PATH)}
            style={{ color }}
            data-testid="admin-settings"
          />
        </Tooltip>
      )}
      <LanguageSwitch {...(color ? { color } : {})} />
      <UserMenu session={session} compact={compact} {...(color ? { color } : {})} />
      <LogoutButton compact={compact} {...(color ? { color } : {})} />
    </Space>
  );
}
