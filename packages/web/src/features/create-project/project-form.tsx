import {
  BIDDING_METHODS,
  type BiddingMethod,
  biddingMethodCodes,
  type FieldError,
  fieldMessage,
  INDUSTRY_SECTIONS,
  PROVINCIAL_AREAS,
  projectInputSchema,
  suggests,
} from '@tender/domain';
import {
  AutoComplete,
  Button,
  Card,
  Checkbox,
  Col,
  Form,
  Input,
  InputNumber,
  Row,
  Select,
  Space,
  theme,
} from 'antd';
import { useState } from 'react';
import { useZodRule } from '../../components/zod-rule';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { BidPackagesField } from './bid-packages-field';
import {
  FIELD_SCROLL,
  type FieldProblem,
  FormErrorSummary,
  fieldLabel,
  problemsOf,
  showField,
} from './form-error-summary';
import { InWan } from './in-wan';
import { ManagerSelect } from './manager-select';
import { ProjectFilesField } from './project-files-field';
import type { ProjectFormValues } from './project-form-values';
import { useDraftKeeper } from './use-draft-keeper';
import { useLibraryPick } from './use-library-pick';
import { useUnsavedChangesGuard } from './use-unsaved-changes-guard';

const { shape } = projectInputSchema;

export interface ProjectFormProps {
  readonly initialValues: ProjectFormValues;
  /** Saves; resolves with the server's field errors when it refuses, else nothing. */
  readonly onSave: (values: ProjectFormValues) => Promise<readonly FieldError[] | undefined>;
  /**
   * Keeps the values as a draft: on "Save draft", shortly after each change, and when the form is left
   * with changes (in-app navigation unmounts it), so unsaved work is never lost silently.
   */
  readonly onDraft?: (values: ProjectFormValues, explicit: boolean) => void;
}

type TextField = keyof typeof shape & string;

/**
 * The project form (§3 Sproject): every field, grouped as staff fill them in, each checked by the
 * domain's schema (the one the server applies), with its bid packages and files. A failed save keeps
 * every field and marks the ones the server named; leaving with unsaved changes asks first.
 */
export function ProjectForm({ initialValues, onSave, onDraft }: ProjectFormProps) {
  const { t, label, locale } = useT();
  const zodRule = useZodRule();
  const [form] = Form.useForm<ProjectFormValues>();
  const { token } = theme.useToken();
  const [saving, setSaving] = useState(false);
  const [dirty, setDirty] = useState(false);
  // The errors of the last refused save, kept up to date as the user fixes them (none before a save).
  const [problems, setProblems] = useState<readonly FieldProblem[] | null>(null);
  useUnsavedChangesGuard(dirty);
  const draft = useDraftKeeper(() => form.getFieldsValue(true), onDraft);
  // The purchaser and the agency are picked from their libraries as they are typed (§1); the first
  // contact of the entry picked fills the fields still empty.
  const purchaser = useLibraryPick('purchaser', form, { name: 'purchaserName', phone: 'purchaserMobile' });
  const agency = useLibraryPick('agency', form, { phone: 'agencyPhone', email: 'agencyEMail' });

  const text = (
    field: TextField,
    options: {
      required?: boolean;
      textarea?: boolean;
      suggestions?: readonly string[];
      /** What is typed, for suggestions looked up elsewhere (a library). */
      onSearch?: (typed: string) => void;
      onSelect?: (value: string) => void;
    } = {},
  ) => (
    <Form.Item
      name={field}
      label={t(`projectInfo.field.${field}` as MessageKey)}
      rules={[zodRule(shape[field], { required: options.required })]}
    >
      {options.textarea ? (
        <Input.TextArea rows={3} />
      ) : options.suggestions ? (
        // A pick list that still takes a finer value typed by hand (a city, a sub-industry).
        <AutoComplete
          allowClear
          options={options.suggestions.map((value) => ({ value }))}
          showSearch={{
            filterOption: (typed, option) => suggests(String(option?.value ?? ''), typed),
            ...(options.onSearch ? { onSearch: options.onSearch } : {}),
          }}
          {...(options.onSelect ? { onSelect: options.onSelect } : {})}
        />
      ) : (
        <Input />
      )}
    </Form.Item>
  );

  const submit = async (values: ProjectFormValues) => {
    // A save that succeeds leaves the page: no draft may be kept after it. One that fails keeps one.
    draft.cancel();
    setSaving(true);
    const errors = await onSave(values);
    setSaving(false);
    if (errors) {
      draft.schedule();
      form.setFields(
        errors.map((error) => {
          const name = error.field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
          // The server's message (English, §8) in the user's language, naming its field like the form's own.
          return { name: name as never, errors: [fieldMessage(fieldLabel(t, name), error.message, locale)] };
        }),
      );
      const refused = problemsOf(form);
      setProblems(refused);
      if (refused[0]) showField(form, refused[0].name);
    } else {
      setProblems(null);
      setDirty(false);
    }
  };

  return (
    <Form<ProjectFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValues}
      onValuesChange={() => {
        setDirty(true);
        draft.schedule();
      }}
      onFinish={submit}
      onFinishFailed={() => setProblems(problemsOf(form))}
      onFieldsChange={() => {
        if (problems) setProblems(problemsOf(form));
      }}
      scrollToFirstError={{ ...FIELD_SCROLL, focus: true }}
      data-testid="project-form"
    >
      <FormErrorSummary problems={problems ?? []} onShow={(name) => showField(form, name)} />
      <Card size="small" title={t('createProject.section.basic')} style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            {text('projectName', { required: true })}
          </Col>
          <Col xs={24} md={12}>
            {text('projectNum', { required: true })}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="biddingMethod"
              label={t('projectInfo.field.biddingMethod')}
              rules={[zodRule(shape.biddingMethod, { required: true })]}
            >
              <Select
                options={biddingMethodCodes.map((code) => ({
                  value: code,
                  label: label(BIDDING_METHODS[code as BiddingMethod]),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="projectBudget"
              label={t('projectInfo.field.projectBudget')}
              rules={[zodRule(shape.projectBudget)]}
              extra={<InWan name="projectBudget" />}
            >
              <InputNumber<string>
                stringMode
                min="0"
                precision={2}
                style={{ width: '100%' }}
                addonAfter="元"
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {text('capitalSource')}
          </Col>
          <Col xs={24} md={8}>
            {text('area', { suggestions: PROVINCIAL_AREAS })}
          </Col>
          <Col xs={24} md={8}>
            {text('industryClassification', { suggestions: INDUSTRY_SECTIONS.map((s) => s.name) })}
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="isTenderByLaw" valuePropName="checked" label=" ">
              <Checkbox>{t('createProject.isTenderByLaw')}</Checkbox>
            </Form.Item>
          </Col>
          <Col span={24}>{text('biddingRange', { textarea: true })}</Col>
        </Row>
      </Card>
      <Card size="small" title={t('createProject.section.purchaser')} style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {text('purchaserUnit', purchaser)}
          </Col>
          <Col xs={24} md={8}>
            {text('purchaserName')}
          </Col>
          <Col xs={24} md={8}>
            {text('purchaserMobile')}
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('createProject.section.supervision')} style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            {text('superviseDept')}
          </Col>
          <Col xs={24} md={8}>
            {text('biddingSuperviseDept')}
          </Col>
          <Col xs={24} md={8}>
            {text('supervisePlatform')}
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('createProject.section.agency')} style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={8}>
            <Form.Item name="projectManager" label={t('projectInfo.field.projectManager')}>
              <ManagerSelect />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            {text('agencyName', agency)}
          </Col>
          <Col xs={24} md={8}>
            {text('manager')}
          </Col>
          <Col xs={24} md={8}>
            {text('agencyPhone')}
          </Col>
          <Col xs={24} md={8}>
            {text('agencyEMail')}
          </Col>
          <Col xs={24} md={8}>
            {text('bondAccount')}
          </Col>
        </Row>
      </Card>
      <Card size="small" title={t('createProject.section.packages')} style={{ marginBottom: 12 }}>
        <BidPackagesField />
      </Card>
      <Card size="small" title={t('createProject.section.files')} style={{ marginBottom: 12 }}>
        <Row gutter={16}>
          <Col xs={24} md={12}>
            <Form.Item name="eHonors" label={t('createProject.file.requirements')}>
              <ProjectFilesField usage="0" label={t('createProject.file.requirements')} />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="eHonors" label={t('createProject.file.agreement')}>
              <ProjectFilesField usage="11" label={t('createProject.file.agreement')} />
            </Form.Item>
          </Col>
        </Row>
      </Card>
      {/* The actions stay in view at the bottom of the window however long the form grows. */}
      <Space
        data-testid="project-form-actions"
        style={{
          position: 'sticky',
          bottom: 0,
          zIndex: 3,
          width: '100%',
          padding: '12px 0',
          background: token.colorBgContainer,
          borderTop: `1px solid ${token.colorBorderSecondary}`,
        }}
      >
        <Button type="primary" htmlType="submit" loading={saving} data-testid="project-save">
          {t('createProject.save')}
        </Button>
        {onDraft && (
          <Button onClick={() => draft.keepNow(true)} data-testid="project-save-draft">
            {t('createProject.saveDraft')}
          </Button>
        )}
      </Space>
    </Form>
  );
}
