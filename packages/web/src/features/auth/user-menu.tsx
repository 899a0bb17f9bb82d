import { KeyOutlined, UserOutlined } from '@ant-design/icons';
import type { SessionInfo } from '@tender/domain';
import { Avatar, Button, Dropdown } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ChangePasswordDialog } from './change-password-dialog';

export interface UserMenuProps {
  readonly session: SessionInfo;
  /** Only the avatar on narrow screens; the name is in the menu's label. */
  readonly compact?: boolean;
  readonly color?: string;
}

/**
 * The user's own menu in the header (§2 user area): their avatar and name, opening what a user does for
 * their own account — changing their password (anyone, the current one required; ADR 0014).
 */
export function UserMenu({ session, compact = false, color }: UserMenuProps) {
  const { t } = useT();
  const [changing, setChanging] = useState(false);
  const { name } = session.user;
  return (
    <>
      <Dropdown
        trigger={['click']}
        menu={{
          items: [{ key: 'password', icon: <KeyOutlined aria-hidden />, label: t('account.changePassword') }],
          onClick: ({ key }) => key === 'password' && setChanging(true),
        }}
      >
        <Button
          type="text"
          aria-label={t('account.menu', { name })}
          style={{ color, paddingInline: 4 }}
          data-testid="user-area"
        >
          <Avatar size="small" icon={<UserOutlined />} alt="" />
          {!compact && <span data-testid="user-name">{name}</span>}
        </Button>
      </Dropdown>
      <ChangePasswordDialog session={session} open={changing} onClose={() => setChanging(false)} />
    </>
  );
}
