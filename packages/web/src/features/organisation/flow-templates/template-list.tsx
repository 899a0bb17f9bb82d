import { EditOutlined, HistoryOutlined, PlusOutlined } from '@ant-design/icons';
import {
  BIDDING_METHODS,
  type BiddingMethod,
  biddingMethodCodes,
  type FlowTemplate,
  formatDateTime,
} from '@tender/domain';
import { Button, Card, Descriptions, Space, Typography } from 'antd';
import { useT } from '../../../i18n/i18n-context';
import { StepLinePreview } from './step-line-preview';

export interface TemplateListProps {
  /** The current version of each method that has a template (FlowTemplateRepository.listCurrent). */
  readonly templates: readonly FlowTemplate[];
  readonly mayEdit: boolean;
  readonly mayAdd: boolean;
  readonly onEdit: (method: BiddingMethod) => void;
  readonly onVersions: (method: BiddingMethod) => void;
}

/**
 * The current template of every bidding method (§1 configurable step flow): its name, version, number of
 * steps, who saved it and when, and its step line — what a project of that method starts with today. A
 * method without a template is listed too, to create one.
 */
export function TemplateList({ templates, mayEdit, mayAdd, onEdit, onVersions }: TemplateListProps) {
  const { t, code } = useT();
  return (
    <Space orientation="vertical" size={16} style={{ width: '100%' }} data-testid="flow-template-list">
      {biddingMethodCodes.map((method) => {
        const template = templates.find((candidate) => candidate.biddingMethod === method);
        const methodName = code(BIDDING_METHODS, method);
        return (
          <Card
            key={method}
            size="small"
            title={<span>{methodName}</span>}
            data-testid={`flow-template-card-${method}`}
            extra={
              <Space size={0} wrap>
                {template && mayEdit && (
                  <Button
                    type="link"
                    icon={<EditOutlined />}
                    aria-label={t('flowTemplates.editAria', { method: methodName })}
                    onClick={() => onEdit(method)}
                    data-testid={`flow-template-edit-${method}`}
                  >
                    {t('flowTemplates.editTemplate')}
                  </Button>
                )}
                {!template && mayAdd && (
                  <Button
                    type="link"
                    icon={<PlusOutlined />}
                    onClick={() => onEdit(method)}
                    data-testid={`flow-template-create-${method}`}
                  >
                    {t('flowTemplates.createFirst')}
                  </Button>
                )}
                {template && (
                  <Button
                    type="link"
                    icon={<HistoryOutlined />}
                    aria-label={t('flowTemplates.versionsAria', { method: methodName })}
                    onClick={() => onVersions(method)}
                    data-testid={`flow-template-versions-${method}`}
                  >
                    {t('flowTemplates.versions')}
                  </Button>
                )}
              </Space>
            }
          >
            {template ? (
              <Space orientation="vertical" size={8} style={{ width: '100%' }}>
                <Descriptions
                  size="small"
                  column={{ xs: 1, sm: 2, lg: 5 }}
                  items={[
                    { key: 'name', label: t('flowTemplates.field.name'), children: template.name },
                    {
                      key: 'version',
                      label: t('flowTemplates.field.version'),
                      children: template.version,
                    },
                    {
                      key: 'steps',
                      label: t('flowTemplates.field.steps'),
                      children: template.steps.length,
                    },
                    {
                      key: 'savedBy',
                      label: t('flowTemplates.field.savedBy'),
                      children: template.creatorUserName ?? t('flowTemplates.savedBy.system'),
                    },
                    {
                      key: 'savedAt',
                      label: t('flowTemplates.field.savedAt'),
                      children: formatDateTime(template.creationTime),
                    },
                  ]}
                />
                <StepLinePreview
                  steps={template.steps}
                  label={`${t('flowTemplates.preview')}: ${methodName}`}
                  data-testid={`flow-template-line-${method}`}
                />
              </Space>
            ) : (
              <Typography.Text type="secondary">{t('flowTemplates.none')}</Typography.Text>
            )}
          </Card>
        );
      })}
    </Space>
  );
}
