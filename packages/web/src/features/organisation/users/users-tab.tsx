import { formatDateTime, type Role, type User, type UserListQuery, UserRepository } from '@tender/domain';
import { App, Button, Form, Input, Select, Space, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { PageForm } from '../../../components/page-form';
import { STATUS_COLOURS } from '../../../components/status-colours';
import { useAdminSave } from '../../../components/use-admin-save';
import { useRoles, useUsers } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { PagedAdminTable, usePaging } from '../shared/paged-admin-table';
import { SearchActions } from '../shared/search-actions';
import { ResetPasswordModal } from './reset-password-modal';
import { UserFormModal } from './user-form-modal';

interface UserSearch {
  Keyword?: string;
  RoleName?: string;
  IsActive?: 'true' | 'false';
}

/** The editor's state: closed, creating, or editing one user. */
type Editing = { readonly user: User | undefined } | null;

/**
 * The tenant's staff (Admin only, §6): search by name, role and state, paged; create with a temporary
 * password; edit; deactivate (which ends the user's sessions and sockets) and reactivate; reset a
 * password. The last active Admin is never deactivated or demoted: the server says why (409).
 */
export default function UsersTab() {
  const { t } = useT();
  const { modal } = App.useApp();
  const permits = usePermits();
  const usersPort = useInject<UserRepository>(UserRepository);
  const [search, setSearch] = useState<UserSearch>({});
  const paging = usePaging();
  const query: UserListQuery = { ...search, ...paging.window };
  const users = useUsers(query);
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const [resetting, setResetting] = useState<User | undefined>(undefined);
  const save = useAdminSave();

  const setActive = (user: User, isActive: boolean) =>
    modal.confirm({
      title: t(isActive ? 'users.activate.confirm' : 'users.deactivate.confirm', { name: user.userName }),
      content: isActive ? undefined : t('users.deactivate.explain'),
      okButtonProps: { danger: !isActive },
      onOk: () => save(() => usersPort.setActive(user.id, isActive, user.version)),
    });

  const roleLabel = new Map((roles.data ?? []).map((role: Role) => [role.name, role.displayName]));
  const columns: TableColumnsType<User> = [
    { key: 'userName', title: t('users.field.userName'), dataIndex: 'userName' },
    { key: 'name', title: t('users.field.name'), dataIndex: 'name' },
    { key: 'email', title: t('users.field.email'), dataIndex: 'emailAddress' },
    {
      key: 'roles',
      title: t('users.field.roles'),
      render: (_, user) => user.roleNames.map((name) => <Tag key={name}>{roleLabel.get(name) ?? name}</Tag>),
    },
    {
      key: 'state',
      title: t('users.field.state'),
      render: (_, user) => (
        <Space size={4} wrap>
          <Tag color={user.isActive ? STATUS_COLOURS.success : 'default'}>
            {t(user.isActive ? 'users.state.active' : 'users.state.inactive')}
          </Tag>
          {user.mustChangeCredentials && (
            <Tag color={STATUS_COLOURS.warning}>{t('users.state.mustChange')}</Tag>
          )}
        </Space>
      ),
    },
    {
      key: 'created',
      title: t('users.field.created'),
      render: (_, user) => formatDateTime(user.creationTime),
    },
    {
      key: 'actions',
      title: t('organisation.actions'),
      render: (_, user) => (
        <Space size={0} wrap>
          {permits('user.edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ user })}>
              {t('organisation.edit')}
            </Button>
          )}
          {user.isActive
            ? permits('user.disable') && (
                <Button type="link" size="small" danger onClick={() => setActive(user, false)}>
                  {t('users.deactivate')}
                </Button>
              )
            : permits('user.enable') && (
                <Button type="link" size="small" onClick={() => setActive(user, true)}>
                  {t('users.activate')}
                </Button>
              )}
          {permits('user.edit') && (
            <Button type="link" size="small" onClick={() => setResetting(user)}>
              {t('users.reset')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="users-tab">
      <PageForm<UserSearch>
        name="user-search"
        layout="inline"
        style={{ marginBottom: 16, rowGap: 8 }}
        onFinish={(values) => {
          setSearch(withoutBlanks(values));
          paging.toFirstPage();
        }}
        onReset={() => {
          setSearch({});
          paging.toFirstPage();
        }}
      >
        <Form.Item name="Keyword" label={t('users.search.keyword')}>
          <Input allowClear />
        </Form.Item>
        <Form.Item name="RoleName" label={t('users.field.roles')}>
          <Select
            allowClear
            style={{ minWidth: 160 }}
            options={(roles.data ?? []).map((role) => ({ value: role.name, label: role.displayName }))}
          />
        </Form.Item>
        <Form.Item name="IsActive" label={t('users.field.state')}>
          <Select
            allowClear
            style={{ minWidth: 120 }}
            options={[
              { value: 'true', label: t('users.state.active') },
              { value: 'false', label: t('users.state.inactive') },
            ]}
          />
        </Form.Item>
        <SearchActions
          {...(permits('user.add')
            ? {
                create: {
                  label: t('users.create'),
                  onClick: () => setEditing({ user: undefined }),
                  'data-testid': 'user-create',
                },
              }
            : {})}
        />
      </PageForm>
      <PagedAdminTable<User> result={users} columns={columns} paging={paging} data-testid="user-table" />
      <UserFormModal
        open={editing !== null}
        user={editing?.user}
        roles={roles.data ?? []}
        onClose={() => setEditing(null)}
      />
      <ResetPasswordModal user={resetting} onClose={() => setResetting(undefined)} />
    </div>
  );
}

/** The search without its emptied fields: a cleared select is no filter. */
function withoutBlanks(values: UserSearch): UserSearch {
  return Object.fromEntries(
    Object.entries(values).filter(([, value]) => value !== undefined && value !== null && value !== ''),
  ) as UserSearch;
}
