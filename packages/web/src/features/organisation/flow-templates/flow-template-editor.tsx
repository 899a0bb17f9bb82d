import { EditOutlined } from '@ant-design/icons';
import {
  type BiddingMethod,
  defaultTemplateName,
  type FlowTemplate,
  FlowTemplateRepository,
  flowTemplateDraftSchema,
  type Role,
} from '@tender/domain';
import { Alert, App, Button, Col, Form, Input, Row, Space, Tag, Typography } from 'antd';
import { useEffect, useMemo, useState } from 'react';
import { useAdminSave } from '../../../components/use-admin-save';
import { useZodRule } from '../../../components/zod-rule';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { StepLinePreview } from './step-line-preview';
import { StepList } from './step-list';
import { withEditorFields } from './template-problems';
import { draftFrom, isChanged, stepsOf, type TemplateValues, valuesOf } from './template-values';

export interface FlowTemplateEditorProps {
  readonly method: BiddingMethod;
  /** The version the edit starts from; undefined for a method's first template (baseVersion 0). */
  readonly opened: FlowTemplate | undefined;
  /** The tenant's roles, which flowRoles name; undefined while they are not known. */
  readonly roles: readonly Role[] | undefined;
  /** The session may save: flowTemplate.add for a first version, flowTemplate.edit otherwise (§6). */
  readonly mayChange: boolean;
  /** The version just saved from this editor, to say so. */
  readonly savedVersion: number | undefined;
  readonly onSaved: (saved: FlowTemplate) => void;
  /** Someone saved meanwhile (409): open the current version instead. */
  readonly onReload: () => void;
  readonly onDirtyChange: (dirty: boolean) => void;
}

/**
 * The editor of a bidding method's flow template (§1 configurable step flow, ADR 0013): the opened
 * version's steps to change, reorder, add or remove, and its step line as it will be saved. The domain's
 * rules (decideFlowTemplate, the server's) are checked under each field as it changes and again before
 * the save; a save is a new version made from the opened one, and a stale one offers a reload.
 */
export function FlowTemplateEditor({
  method,
  opened,
  roles,
  mayChange,
  savedVersion,
  onSaved,
  onReload,
  onDirtyChange,
}: FlowTemplateEditorProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  const { message } = App.useApp();
  const [form] = Form.useForm<TemplateValues>();
  const templates = useInject<FlowTemplateRepository>(FlowTemplateRepository);
  const start = useMemo(() => valuesOf(opened), [opened]);
  const values = Form.useWatch((all: TemplateValues) => all, { form, preserve: true });
  const dirty = isChanged(start, values);
  const [saving, setSaving] = useState(false);
  const save = useAdminSave({ form: useMemo(() => withEditorFields(form), [form]), onReload });
  const readOnly = !mayChange;

  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);

  const roleNames = useMemo(() => roles?.map((role) => role.name), [roles]);
  const roleOptions = useMemo(() => {
    const known = (roles ?? []).map((role) => ({
      value: role.name,
      label: `${role.displayName} (${role.name})`,
    }));
    // A role the opened version names but the tenant no longer has stays visible, to be removed.
    const named = new Set((opened?.steps ?? []).flatMap((step) => step.flowRoles));
    const gone = [...named].filter((name) => !known.some((option) => option.value === name));
    return [...known, ...gone.map((name) => ({ value: name, label: name }))];
  }, [roles, opened]);

  const submit = async () => {
    setSaving(true);
    let saved: FlowTemplate | undefined;
    const draft = draftFrom(method, opened?.version ?? 0, form.getFieldsValue(true));
    const ok = await save(async () => {
      saved = await templates.save(draft);
    });
    setSaving(false);
    if (ok && saved) onSaved(saved);
  };

  // A re-validation after any change: a router fixed elsewhere clears the duplicate under this one.
  const revalidateRouters = () => {
    const routers = form
      .getFieldsError()
      .filter((field) => field.errors.length > 0 && field.name.at(-1) === 'router')
      .map((field) => field.name);
    if (routers.length > 0) void form.validateFields(routers).catch(() => undefined);
  };

  return (
    <Form<TemplateValues>
      form={form}
      name="flow-template"
      layout="vertical"
      initialValues={start}
      disabled={readOnly}
      scrollToFirstError
      onFinish={submit}
      onFinishFailed={() => void message.error(t('organisation.saveFailed'))}
      onValuesChange={revalidateRouters}
      data-testid="flow-template-editor"
    >
      <Space orientation="vertical" size={12} style={{ width: '100%' }}>
        <Space wrap>
          <Tag color="blue" data-testid="flow-template-editing">
            {opened
              ? t('flowTemplates.editor.editing', { version: opened.version })
              : t('flowTemplates.editor.new')}
          </Tag>
          {dirty && <Tag icon={<EditOutlined />}>{t('flowTemplates.editor.unsaved')}</Tag>}
        </Space>
        {readOnly && <Alert type="info" showIcon title={t('flowTemplates.editor.readOnly')} />}
        {savedVersion !== undefined && !dirty && (
          <Alert
            type="success"
            showIcon
            title={t('flowTemplates.editor.saved', { version: savedVersion })}
            data-testid="flow-template-saved"
          />
        )}
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              label={t('flowTemplates.field.name')}
              rules={[zodRule(flowTemplateDraftSchema.shape.name)]}
            >
              <Input placeholder={opened?.name ?? defaultTemplateName(method)} />
            </Form.Item>
          </Col>
        </Row>
        <div>
          <Typography.Title level={5}>{t('flowTemplates.editor.draftPreview')}</Typography.Title>
          <Typography.Paragraph type="secondary">{t('flowTemplates.editor.chainHint')}</Typography.Paragraph>
          <StepLinePreview
            steps={stepsOf(values ?? start)}
            label={t('flowTemplates.editor.draftPreview')}
            data-testid="flow-template-draft-line"
          />
        </div>
        <StepList form={form} roleOptions={roleOptions} roleNames={roleNames} readOnly={readOnly} />
        {!readOnly && (
          <Space>
            <Button type="primary" htmlType="submit" loading={saving} data-testid="flow-template-save">
              {t('flowTemplates.editor.save')}
            </Button>
            <Button disabled={!dirty} onClick={() => form.resetFields()}>
              {t('flowTemplates.editor.discard')}
            </Button>
          </Space>
        )}
      </Space>
    </Form>
  );
}
