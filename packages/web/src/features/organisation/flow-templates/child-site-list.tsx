import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, PlusOutlined } from '@ant-design/icons';
import { flowTemplateSiteInputSchema, MAX_TEMPLATE_STEP_SITES } from '@tender/domain';
import { Button, Col, Form, type FormInstance, Input, Row, Space, Typography } from 'antd';
import { useZodRule } from '../../../components/zod-rule';
import { useT } from '../../../i18n/i18n-context';
import { templateRule } from './template-problems';
import { newSite, type TemplateValues } from './template-values';

export interface ChildSiteListProps {
  readonly form: FormInstance<TemplateValues>;
  /** The step's place in the form's list of steps (its Form.List name). */
  readonly stepName: number;
  /** The step's position in the flow, 1-based, for the buttons' names. */
  readonly position: number;
  readonly roleNames: readonly string[] | undefined;
  readonly readOnly: boolean;
}

const siteFields = flowTemplateSiteInputSchema.shape;

/**
 * The child sites of a step (§3 flow child site: the publishing and trading sites the step's page links
 * to): a name and an http(s) address each, in order — their order is their sort, so moving one up or down
 * reorders them.
 */
export function ChildSiteList({ form, stepName, position, roleNames, readOnly }: ChildSiteListProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  return (
    <Form.List name={[stepName, 'childNode']}>
      {(sites, { add, remove, move }) => (
        <div data-testid={`flow-step-sites-${position}`}>
          <Typography.Text strong>{t('flowTemplates.sites')}</Typography.Text>
          {sites.length === 0 && (
            <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>
              {t('flowTemplates.sites.none')}
            </Typography.Paragraph>
          )}
          {sites.map((site, index) => {
            const order = index + 1;
            return (
              <Row key={site.key} gutter={12} align="top" data-testid={`flow-step-${position}-site-${order}`}>
                <Col flex="72px" style={{ paddingTop: 36 }}>
                  <Typography.Text type="secondary">
                    {t('flowTemplates.site.order', { order })}
                  </Typography.Text>
                </Col>
                <Col flex="1 1 180px">
                  <Form.Item
                    name={[site.name, 'siteName']}
                    label={t('flowTemplates.site.name')}
                    rules={[zodRule(siteFields.siteName, { required: true })]}
                  >
                    <Input />
                  </Form.Item>
                </Col>
                <Col flex="2 1 260px">
                  <Form.Item
                    name={[site.name, 'siteUrl']}
                    label={t('flowTemplates.site.url')}
                    validateFirst
                    rules={[
                      zodRule(siteFields.siteUrl, { required: true }),
                      templateRule(
                        form,
                        ['steps', stepName, 'childNode', site.name, 'siteUrl'],
                        roleNames,
                        t,
                      ),
                    ]}
                  >
                    <Input type="url" placeholder="https://" />
                  </Form.Item>
                </Col>
                {!readOnly && (
                  <Col flex="none" style={{ paddingTop: 30 }}>
                    <Space size={0}>
                      <Button
                        type="text"
                        icon={<ArrowUpOutlined />}
                        disabled={index === 0}
                        aria-label={t('flowTemplates.site.moveUp', { order, position })}
                        onClick={() => move(index, index - 1)}
                      />
                      <Button
                        type="text"
                        icon={<ArrowDownOutlined />}
                        disabled={index === sites.length - 1}
                        aria-label={t('flowTemplates.site.moveDown', { order, position })}
                        onClick={() => move(index, index + 1)}
                      />
                      <Button
                        type="text"
                        danger
                        icon={<DeleteOutlined />}
                        aria-label={t('flowTemplates.site.remove', { order, position })}
                        onClick={() => remove(index)}
                      />
                    </Space>
                  </Col>
                )}
              </Row>
            );
          })}
          {!readOnly && (
            <Button
              size="small"
              icon={<PlusOutlined />}
              disabled={sites.length >= MAX_TEMPLATE_STEP_SITES}
              aria-label={t('flowTemplates.sites.addAria', { position })}
              onClick={() => add(newSite())}
              data-testid={`flow-step-add-site-${position}`}
            >
              {t('flowTemplates.sites.add')}
            </Button>
          )}
        </div>
      )}
    </Form.List>
  );
}
