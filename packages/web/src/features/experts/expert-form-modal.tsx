import { type Expert, type ExpertInput, expertInputSchema } from '@tender/domain';
import { AutoComplete, Form, Input, Modal, Select, Switch } from 'antd';
import { useState } from 'react';
import { useAdminSave } from '../../components/use-admin-save';
import { useZodRule } from '../../components/zod-rule';
import { useExpertWriter } from '../../data/evaluation/use-experts';
import { useT } from '../../i18n/i18n-context';

const shape = expertInputSchema.shape;

/**
 * A new expert, or an edit of one with the version read: the name, speciality, company, phone, the
 * companies they are tied to (typed as tags) and whether they are in use. The domain's schema checks
 * each field before the server checks it again; the server's field messages show under their fields, a
 * stale version offers a reload.
 */
export function ExpertFormModal({
  expert,
  specialities,
  onClose,
}: {
  /** The expert edited; 'new' for a new one. */
  readonly expert: Expert | 'new';
  /** The specialities the library knows, offered as the field is typed. */
  readonly specialities: readonly string[];
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const rule = useZodRule();
  const [form] = Form.useForm<ExpertInput>();
  const writer = useExpertWriter();
  const [saving, setSaving] = useState(false);
  const save = useAdminSave({ form, onReload: onClose, write: writer.run });
  const submit = async (fields: ExpertInput) => {
    setSaving(true);
    const saved = await save(() =>
      expert === 'new'
        ? writer.create(fields)
        : writer.update({ ...fields, id: expert.id, version: expert.version }),
    );
    setSaving(false);
    if (saved) onClose();
  };
  return (
    <Modal
      open
      title={t(expert === 'new' ? 'experts.form.new' : 'experts.form.edit')}
      okText={t('experts.form.save')}
      cancelText={t('experts.form.cancel')}
      confirmLoading={saving}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
      okButtonProps={{ 'data-testid': 'expert-save' } as Record<string, string>}
    >
      <Form
        form={form}
        layout="vertical"
        data-testid="expert-form"
        initialValues={
          expert === 'new' ? { active: true, avoidCompanies: [] } : { ...expert, phone: expert.phone ?? '' }
        }
        onFinish={(fields) => void submit(fields)}
      >
        <Form.Item name="name" label={t('experts.field.name')} rules={[rule(shape.name, { required: true })]}>
          <Input maxLength={50} data-testid="expert-name" />
        </Form.Item>
        <Form.Item
          name="speciality"
          label={t('experts.field.speciality')}
          rules={[rule(shape.speciality, { required: true })]}
        >
          {/* A speciality the library knows is offered; a new one may be typed. */}
          <AutoComplete
            options={specialities.map((value) => ({ value }))}
            filterOption={(typed, option) => String(option?.value ?? '').includes(typed.trim())}
            data-testid="expert-speciality"
          />
        </Form.Item>
        <Form.Item
          name="company"
          label={t('experts.field.company')}
          rules={[rule(shape.company, { required: true })]}
        >
          <Input maxLength={200} data-testid="expert-company" />
        </Form.Item>
        <Form.Item name="phone" label={t('experts.field.phone')} rules={[rule(shape.phone)]}>
          <Input maxLength={32} />
        </Form.Item>
        <Form.Item
          name="avoidCompanies"
          label={t('experts.field.avoidCompanies')}
          extra={t('experts.field.avoidCompanies.help')}
          rules={[rule(shape.avoidCompanies)]}
        >
          <Select mode="tags" open={false} tokenSeparators={[',', '，', '\n']} data-testid="expert-avoid" />
        </Form.Item>
        <Form.Item name="active" label={t('experts.field.active')} valuePropName="checked">
          <Switch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
