import { PlusOutlined } from '@ant-design/icons';
import type { Role } from '@tender/domain';
import { Button, Skeleton, Space, Table, type TableColumnsType, Tag } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { useRoles } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useT } from '../../../i18n/i18n-context';
import { GrantsSummary } from './grants-summary';
import { RoleFormModal } from './role-form-modal';
import { useDeleteRole } from './use-delete-role';

/** The editor's state: closed, creating, or editing one role. */
type Editing = { readonly role: Role | undefined } | null;

/**
 * The tenant's roles and their action permissions (Admin only, §6; ADR 0014): who holds each and what it
 * grants; create, edit (display name and grants), delete one nobody uses. The built-in Admin holds every
 * permission and is never deleted.
 */
export default function RolesTab() {
  const { t } = useT();
  const permits = usePermits();
  const roles = useRoles();
  const [editing, setEditing] = useState<Editing>(null);
  const deleteRole = useDeleteRole();

  const columns: TableColumnsType<Role> = [
    {
      key: 'name',
      title: t('roles.field.name'),
      render: (_, role) => (
        <Space size={4}>
          {role.name}
          {role.isStatic && <Tag color="blue">{t('roles.builtIn')}</Tag>}
        </Space>
      ),
    },
    { key: 'displayName', title: t('roles.field.displayName'), dataIndex: 'displayName' },
    { key: 'userCount', title: t('roles.field.userCount'), dataIndex: 'userCount', align: 'right' },
    {
      key: 'grants',
      title: t('roles.field.grants'),
      render: (_, role) => <GrantsSummary role={role} />,
    },
    {
      key: 'actions',
      title: t('organisation.actions'),
      render: (_, role) => (
        <Space size={0} wrap>
          {permits('role.edit') && (
            <Button
              type="link"
              size="small"
              onClick={() => setEditing({ role })}
              data-testid={`role-edit-${role.name}`}
            >
              {t('organisation.edit')}
            </Button>
          )}
          {!role.isStatic && permits('role.delete') && (
            <Button
              type="link"
              size="small"
              danger
              onClick={() => deleteRole(role)}
              data-testid={`role-delete-${role.name}`}
            >
              {t('roles.delete')}
            </Button>
          )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="roles-tab">
      {permits('role.add') && (
        <Space style={{ marginBottom: 16 }}>
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ role: undefined })}
            data-testid="role-create"
          >
            {t('roles.create')}
          </Button>
        </Space>
      )}
      {roles.isError ? (
        <LoadFailed
          title={t('organisation.loadFailed')}
          error={roles.error}
          onRetry={() => roles.refetch()}
        />
      ) : roles.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 4 }} />
      ) : (
        <Table<Role>
          rowKey="id"
          size="middle"
          columns={columns}
          dataSource={roles.data}
          loading={roles.isFetching}
          scroll={{ x: 'max-content' }}
          pagination={false}
          data-testid="role-table"
        />
      )}
      <RoleFormModal open={editing !== null} role={editing?.role} onClose={() => setEditing(null)} />
    </div>
  );
}
