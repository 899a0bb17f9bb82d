import { ArrowDownOutlined, ArrowUpOutlined, PlusOutlined } from '@ant-design/icons';
import { arrayMove } from '@dnd-kit/sortable';
import { type AppModuleRecord, ModuleRepository } from '@tender/domain';
import { App, Button, Skeleton, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { LoadFailed } from '../../../components/load-failed';
import { STATUS_COLOURS } from '../../../components/status-colours';
import { useAdminSave } from '../../../components/use-admin-save';
import { useModuleRecords } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { ModuleFormModal } from './module-form-modal';
import { DragHandle, ModuleOrder, SortableRow } from './module-order';
import { ModuleRoute } from './module-route';
import { DESCRIPTION_LABELS } from './module-words';

/** The editor's state: closed, creating, or editing one module. */
type Editing = { readonly module: AppModuleRecord | undefined } | null;

const inOrder = (modules: readonly AppModuleRecord[]) =>
  [...modules].sort((a, b) => a.sort - b.sort || a.id - b.id);

/**
 * The application modules (§1: the shell loads sub-applications from a module list; §2 Menus; §3 Module):
 * every module in the menus' order with its route, port, menu kind and state, a route the web app has no
 * page for flagged; create and edit, reorder (drag, keyboard or arrows), disable and enable. Every write
 * refreshes the shell's own module list, so the menus change as soon as the save is done.
 */
export default function ModulesTab() {
  const { t } = useT();
  const { modal } = App.useApp();
  const permits = usePermits();
  const port = useInject<ModuleRepository>(ModuleRepository);
  const records = useModuleRecords();
  const save = useAdminSave({ shellModules: true });
  const [editing, setEditing] = useState<Editing>(null);
  // The order just asked for, shown while it is saved, so a dropped row does not jump back meanwhile.
  const [pending, setPending] = useState<readonly number[] | null>(null);

  const stored = inOrder(records.data ?? []);
  const modules = pending ? pending.flatMap((id) => stored.filter((m) => m.id === id)) : stored;
  const canReorder = permits('module.edit');
  const reordering = pending !== null;

  const reorder = async (ids: number[]) => {
    setPending(ids);
    await save(() => port.reorder(ids));
    setPending(null);
  };
  const move = (index: number, by: -1 | 1) =>
    reorder(
      arrayMove(
        modules.map((m) => m.id),
        index,
        index + by,
      ),
    );

  const setEnabled = (module: AppModuleRecord, isEnabled: boolean) =>
    modal.confirm({
      title: t(isEnabled ? 'modules.enable.confirm' : 'modules.disable.confirm', { name: module.name }),
      content: t(isEnabled ? 'modules.enable.explain' : 'modules.disable.explain'),
      okText: t(isEnabled ? 'modules.enable' : 'modules.disable'),
      cancelText: t('organisation.cancel'),
      okButtonProps: { danger: !isEnabled },
      onOk: () => save(() => port.setEnabled(module.id, isEnabled)),
    });

  const columns: TableColumnsType<AppModuleRecord> = [
    {
      key: 'order',
      title: t('modules.field.order'),
      width: 1,
      render: (_, module, index) => (
        <Space size={2}>
          {canReorder && (
            <DragHandle label={t('modules.dragHandle', { name: module.name })} disabled={reordering} />
          )}
          <span style={{ minWidth: 24, textAlign: 'center' }}>{index + 1}</span>
          {canReorder && (
            <>
              <Button
                type="text"
                size="small"
                icon={<ArrowUpOutlined />}
                aria-label={t('modules.moveUp', { name: module.name })}
                disabled={reordering || index === 0}
                onClick={() => move(index, -1)}
              />
              <Button
                type="text"
                size="small"
                icon={<ArrowDownOutlined />}
                aria-label={t('modules.moveDown', { name: module.name })}
                disabled={reordering || index === modules.length - 1}
                onClick={() => move(index, 1)}
              />
            </>
          )}
        </Space>
      ),
    },
    {
      key: 'name',
      title: t('modules.field.name'),
      dataIndex: 'name',
      render: (name: string) => <span data-testid="module-name">{name}</span>,
    },
    {
      key: 'route',
      title: t('modules.field.route'),
      render: (_, module) => <ModuleRoute route={module.route} />,
    },
    { key: 'port', title: t('modules.field.port'), dataIndex: 'port' },
    {
      key: 'description',
      title: t('modules.field.description'),
      render: (_, module) => t(DESCRIPTION_LABELS[module.description]),
    },
    {
      key: 'state',
      title: t('modules.field.state'),
      render: (_, module) =>
        module.isEnabled ? (
          <Tag color={STATUS_COLOURS.success}>{t('modules.state.enabled')}</Tag>
        ) : (
          <Tag data-testid="module-disabled">{t('modules.state.disabled')}</Tag>
        ),
    },
    {
      key: 'actions',
      title: t('organisation.actions'),
      render: (_, module) => (
        <Space size={0} wrap>
          {permits('module.edit') && (
            <Button type="link" size="small" onClick={() => setEditing({ module })}>
              {t('organisation.edit')}
            </Button>
          )}
          {module.isEnabled
            ? permits('module.disable') && (
                <Button type="link" size="small" danger onClick={() => setEnabled(module, false)}>
                  {t('modules.disable')}
                </Button>
              )
            : permits('module.enable') && (
                <Button type="link" size="small" onClick={() => setEnabled(module, true)}>
                  {t('modules.enable')}
                </Button>
              )}
        </Space>
      ),
    },
  ];

  return (
    <div data-testid="modules-tab">
      <Space style={{ width: '100%', justifyContent: 'space-between', marginBottom: 16 }} wrap>
        <Typography.Text type="secondary">{t('modules.intro')}</Typography.Text>
        {permits('module.add') && (
          <Button
            icon={<PlusOutlined />}
            onClick={() => setEditing({ module: undefined })}
            data-testid="module-create"
          >
            {t('modules.create')}
          </Button>
        )}
      </Space>
      {records.isError ? (
        <LoadFailed
          title={t('organisation.loadFailed')}
          error={records.error}
          onRetry={() => records.refetch()}
        />
      ) : records.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <ModuleOrder modules={modules} disabled={!canReorder || reordering} onReorder={reorder}>
          <Table<AppModuleRecord>
            rowKey="id"
            size="middle"
            columns={columns}
            dataSource={modules}
            loading={records.isFetching && !reordering}
            pagination={false}
            scroll={{ x: 'max-content' }}
            components={{ body: { row: SortableRow } }}
            data-testid="module-table"
          />
        </ModuleOrder>
      )}
      <ModuleFormModal open={editing !== null} module={editing?.module} onClose={() => setEditing(null)} />
    </div>
  );
}
