import {
  BIDDING_METHODS,
  type BiddingMethod,
  type FlowTemplateVersion,
  formatDateTime,
} from '@tender/domain';
import { Button, Drawer, Skeleton, Space, Table, type TableColumnsType, Tag } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useFlowTemplateVersions } from '../../../data/organisation/use-organisation';
import { useT } from '../../../i18n/i18n-context';

export interface TemplateVersionsDrawerProps {
  /** The method whose versions are listed; undefined keeps the drawer closed. */
  readonly method: BiddingMethod | undefined;
  readonly onView: (version: number) => void;
  readonly onClose: () => void;
}

/**
 * A method's template versions, newest first (ADR 0013: every save is a version, none is ever changed or
 * deleted): who saved each and when, and a way to read any of them.
 */
export function TemplateVersionsDrawer({ method, onView, onClose }: TemplateVersionsDrawerProps) {
  const { t, code } = useT();
  const versions = useFlowTemplateVersions(method);
  const columns: TableColumnsType<FlowTemplateVersion> = [
    {
      key: 'version',
      title: t('flowTemplates.field.version'),
      render: (_, version) => (
        <Space size={4}>
          {version.version}
          {version.isCurrent && <Tag color="blue">{t('flowTemplates.current')}</Tag>}
        </Space>
      ),
    },
    { key: 'name', title: t('flowTemplates.field.name'), dataIndex: 'name' },
    { key: 'steps', title: t('flowTemplates.field.steps'), dataIndex: 'stepCount' },
    {
      key: 'savedBy',
      title: t('flowTemplates.field.savedBy'),
      render: (_, version) => version.creatorUserName ?? t('flowTemplates.savedBy.system'),
    },
    {
      key: 'savedAt',
      title: t('flowTemplates.field.savedAt'),
      render: (_, version) => formatDateTime(version.creationTime),
    },
    {
      key: 'actions',
      title: t('organisation.actions'),
      render: (_, version) => (
        <Button
          type="link"
          size="small"
          aria-label={t('flowTemplates.versions.viewAria', { version: version.version })}
          onClick={() => onView(version.version)}
          data-testid={`flow-template-view-${version.version}`}
        >
          {t('flowTemplates.versions.view')}
        </Button>
      ),
    },
  ];
  return (
    <Drawer
      open={method !== undefined}
      title={method ? t('flowTemplates.versions.title', { method: code(BIDDING_METHODS, method) }) : ''}
      size={720}
      onClose={onClose}
      destroyOnHidden
    >
      <div data-testid="flow-template-versions">
        {versions.isError ? (
          <LoadFailed
            title={t('organisation.loadFailed')}
            error={versions.error}
            onRetry={() => versions.refetch()}
          />
        ) : versions.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 4 }} />
        ) : (
          <Table<FlowTemplateVersion>
            rowKey="version"
            size="small"
            columns={columns}
            dataSource={versions.data}
            pagination={false}
            scroll={{ x: 'max-content' }}
          />
        )}
      </div>
    </Drawer>
  );
}
