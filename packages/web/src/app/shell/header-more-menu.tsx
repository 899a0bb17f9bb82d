import {
  BgColorsOutlined,
  EllipsisOutlined,
  KeyOutlined,
  LogoutOutlined,
  SettingOutlined,
  TranslationOutlined,
} from '@ant-design/icons';
import { isAdmin, type SessionInfo } from '@tender/domain';
import { Button, Dropdown, type MenuProps } from 'antd';
import { useState } from 'react';
import { useGuardedNavigate } from '../../components/leave-guard';
import { useLanguageToggle } from '../../components/use-language-toggle';
import { ChangePasswordDialog } from '../../features/auth/change-password-dialog';
import { useLogoutConfirm } from '../../features/auth/use-logout-confirm';
import { useT } from '../../i18n/i18n-context';
import { ORGANIZE_MANAGE_PATH } from './user-area';

export interface HeaderMoreMenuProps {
  readonly session: SessionInfo;
  /** Opens the display settings drawer, which the layout holds. */
  onDisplaySettings(): void;
  readonly color?: string;
}

type Action = 'password' | 'settings' | 'language' | 'display' | 'logout';

/**
 * The header's actions folded behind one "more" button where a phone has no room for them in a row
 * (§9 mobile): the user's account (changing one's own password, ADR 0014), the organisation settings
 * for the Admin role only (§6), the language, the display settings and logout with its confirm (§2).
 */
export function HeaderMoreMenu({ session, onDisplaySettings, color }: HeaderMoreMenuProps) {
  const { t } = useT();
  const navigate = useGuardedNavigate();
  const language = useLanguageToggle();
  const logOut = useLogoutConfirm();
  const [changingPassword, setChangingPassword] = useState(false);
  const label = (action: Action, text: string, lang?: string) => (
    <span data-testid={`header-more-${action}`} lang={lang}>
      {text}
    </span>
  );
  const items: MenuProps['items'] = [
    {
      type: 'group',
      key: 'account',
      label: t('account.menu', { name: session.user.name }),
      children: [
        { key: 'password', icon: <KeyOutlined />, label: label('password', t('account.changePassword')) },
      ],
    },
    { type: 'divider' },
    ...(isAdmin(session.roleNames)
      ? [{ key: 'settings', icon: <SettingOutlined />, label: label('settings', t('header.settings')) }]
      : []),
    {
      key: 'language',
      icon: <TranslationOutlined />,
      label: label('language', language.text, language.other),
    },
    { key: 'display', icon: <BgColorsOutlined />, label: label('display', t('header.displaySettings')) },
    { type: 'divider' },
    { key: 'logout', icon: <LogoutOutlined />, label: label('logout', t('logout.button')) },
  ];
  const run: Record<Action, () => void> = {
    password: () => setChangingPassword(true),
    settings: () => navigate(ORGANIZE_MANAGE_PATH),
    language: language.toggle,
    display: onDisplaySettings,
    logout: logOut,
  };
  return (
    <>
      <Dropdown trigger={['click']} menu={{ items, onClick: ({ key }) => run[key as Action]() }}>
        <Button
          type="text"
          icon={<EllipsisOutlined />}
          aria-label={t('header.more')}
          style={{ color }}
          data-testid="header-more"
        />
      </Dropdown>
      <ChangePasswordDialog
        session={session}
        open={changingPassword}
        onClose={() => setChangingPassword(false)}
      />
    </>
  );
}
