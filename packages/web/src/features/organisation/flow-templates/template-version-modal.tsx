import { BIDDING_METHODS, type BiddingMethod, type FlowTemplateStep, formatDateTime } from '@tender/domain';
import {
  Alert,
  Button,
  Descriptions,
  Modal,
  Skeleton,
  Space,
  Table,
  type TableColumnsType,
  Tag,
  Typography,
} from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useFlowTemplateVersion, useRoles } from '../../../data/organisation/use-organisation';
import { useT } from '../../../i18n/i18n-context';
import { StepLinePreview } from './step-line-preview';
import { routerLabelKey } from './step-routers';

export interface TemplateVersionModalProps {
  /** The version to show; undefined keeps the dialog closed. */
  readonly shown: { readonly method: BiddingMethod; readonly version: number } | undefined;
  readonly onClose: () => void;
}

/**
 * One saved version of a method's template, read-only (ADR 0013: a version never changes), so an
 * administrator can see what a running project was started with: who saved it and when, its step line
 * and each step's page, roles, display and child sites.
 */
export function TemplateVersionModal({ shown, onClose }: TemplateVersionModalProps) {
  const { t, code } = useT();
  const template = useFlowTemplateVersion(shown?.method, shown?.version);
  const methodName = shown ? code(BIDDING_METHODS, shown.method) : '';
  // A role's display name where the tenant still has it; a role since deleted shows as it was named.
  const roles = useRoles();
  const roleLabel = new Map((roles.data ?? []).map((role) => [role.name, role.displayName]));

  const columns: TableColumnsType<FlowTemplateStep> = [
    { key: 'sort', title: '#', dataIndex: 'sort', width: 48 },
    { key: 'nodeName', title: t('flowTemplates.step.nodeName'), dataIndex: 'nodeName' },
    {
      key: 'router',
      title: t('flowTemplates.step.router'),
      render: (_, step) => {
        const label = routerLabelKey(step.router);
        return (
          <Space size={4} wrap>
            <span>{label ? `${t(label)} (${step.router})` : step.router}</span>
            {step.isExternal && <Tag>{t('flowTemplates.version.external')}</Tag>}
            {!step.isDisplay && <Tag>{t('flowTemplates.version.hidden')}</Tag>}
          </Space>
        );
      },
    },
    {
      key: 'flowRoles',
      title: t('flowTemplates.step.flowRoles'),
      render: (_, step) =>
        step.flowRoles.length === 0
          ? t('flowTemplates.version.anyone')
          : step.flowRoles.map((role) => <Tag key={role}>{roleLabel.get(role) ?? role}</Tag>),
    },
    {
      key: 'sites',
      title: t('flowTemplates.sites'),
      render: (_, step) =>
        step.childNode.length === 0 ? null : (
          <ol style={{ margin: 0, paddingInlineStart: 20 }}>
            {step.childNode.map((site) => (
              <li key={site.sort}>
                {site.siteName}: {site.siteUrl}
              </li>
            ))}
          </ol>
        ),
    },
  ];

  return (
    <Modal
      open={shown !== undefined}
      title={shown ? t('flowTemplates.version.title', { method: methodName, version: shown.version }) : ''}
      onCancel={onClose}
      width={1000}
      destroyOnHidden
      footer={<Button onClick={onClose}>{t('flowTemplates.version.close')}</Button>}
    >
      <div data-testid="flow-template-version">
        {template.isError ? (
          <LoadFailed
            title={t('organisation.loadFailed')}
            error={template.error}
            onRetry={() => template.refetch()}
          />
        ) : template.isPending ? (
          <Skeleton active title={false} paragraph={{ rows: 6 }} />
        ) : (
          <Space orientation="vertical" size={16} style={{ width: '100%' }}>
            <Alert type="info" showIcon title={t('flowTemplates.version.readOnly')} />
            <Descriptions
              size="small"
              column={{ xs: 1, md: 2 }}
              items={[
                { key: 'name', label: t('flowTemplates.field.name'), children: template.data.name },
                {
                  key: 'version',
                  label: t('flowTemplates.field.version'),
                  children: (
                    <Space size={4}>
                      {template.data.version}
                      {template.data.isCurrent && <Tag color="blue">{t('flowTemplates.current')}</Tag>}
                    </Space>
                  ),
                },
                {
                  key: 'savedBy',
                  label: t('flowTemplates.field.savedBy'),
                  children: template.data.creatorUserName ?? t('flowTemplates.savedBy.system'),
                },
                {
                  key: 'savedAt',
                  label: t('flowTemplates.field.savedAt'),
                  children: formatDateTime(template.data.creationTime),
                },
              ]}
            />
            <div>
              <Typography.Title level={5}>{t('flowTemplates.preview')}</Typography.Title>
              <StepLinePreview steps={template.data.steps} label={t('flowTemplates.preview')} />
            </div>
            <Table<FlowTemplateStep>
              rowKey="id"
              size="small"
              columns={columns}
              dataSource={template.data.steps}
              pagination={false}
              scroll={{ x: 'max-content' }}
              data-testid="flow-template-version-steps"
            />
          </Space>
        )}
      </div>
    </Modal>
  );
}
