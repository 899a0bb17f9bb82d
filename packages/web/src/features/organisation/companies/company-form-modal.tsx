import { type Company, CompanyRepository, companyInputSchema } from '@tender/domain';
import { Form, Input } from 'antd';
import { useZodRule } from '../../../components/zod-rule';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { AdminFormModal, useAdminForm } from '../shared/admin-form-modal';

interface CompanyFormValues {
  name: string;
  code?: string | null;
  address?: string | null;
  phone?: string | null;
}

export interface CompanyFormModalProps {
  /** The company to edit; undefined creates one. */
  readonly company: Company | undefined;
  readonly open: boolean;
  readonly onClose: () => void;
}

const fields = companyInputSchema.shape;

/**
 * Creates or edits a company of the tenant (an agency office, §3; users belong to one, §1). The fields'
 * rules are the domain's schema, so the form says what the server would.
 */
export function CompanyFormModal({ company, open, onClose }: CompanyFormModalProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  const companies = useInject<CompanyRepository>(CompanyRepository);
  const { form, saving, submit, creating } = useAdminForm<Company, CompanyFormValues>({
    entity: company,
    open,
    onClose,
    valuesOf: (from) => from,
    write: (values, from) => (from ? companies.update({ ...values, id: from.id }) : companies.create(values)),
  });

  return (
    <AdminFormModal<CompanyFormValues>
      open={open}
      title={creating ? t('companies.create') : t('companies.edit', { name: company?.name ?? '' })}
      form={form}
      saving={saving}
      onClose={onClose}
      onFinish={submit}
      data-testid="company-form"
    >
      <Form.Item
        name="name"
        label={t('companies.field.name')}
        rules={[zodRule(fields.name, { required: true })]}
      >
        <Input autoComplete="organization" />
      </Form.Item>
      <Form.Item name="code" label={t('companies.field.code')} rules={[zodRule(fields.code)]}>
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item name="address" label={t('companies.field.address')} rules={[zodRule(fields.address)]}>
        <Input autoComplete="street-address" />
      </Form.Item>
      <Form.Item name="phone" label={t('companies.field.phone')} rules={[zodRule(fields.phone)]}>
        <Input type="tel" autoComplete="tel" />
      </Form.Item>
    </AdminFormModal>
  );
}
