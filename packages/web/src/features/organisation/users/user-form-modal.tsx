import {
  createUserSchema,
  type Locale,
  passwordProblems,
  type Role,
  type User,
  UserRepository,
  updateUserSchema,
  userNameSchema,
} from '@tender/domain';
import { Form, Input, Select } from 'antd';
import { fieldError, useZodRule } from '../../../components/zod-rule';
import { useCompanies } from '../../../data/organisation/use-organisation';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { AdminFormModal, useAdminForm } from '../shared/admin-form-modal';

interface UserFormValues {
  userName: string;
  name: string;
  emailAddress?: string | null;
  phoneNumber?: string | null;
  companyId?: number | null;
  roleNames: string[];
  password?: string;
}

export interface UserFormModalProps {
  /** The user to edit; undefined creates one. */
  readonly user: User | undefined;
  readonly open: boolean;
  readonly roles: readonly Role[];
  readonly onClose: () => void;
}

/** Every company for the pick list: a tenant has a handful of offices, not thousands. */
const ALL_COMPANIES = { MaxResultCount: 1000 } as const;
const fields = createUserSchema.shape;

/**
 * Creates a member of staff with a temporary password they must change at their next login, or edits
 * one (everything but the login name, which sessions and flow records hold). The password rule is the
 * domain's: at least 8 characters, not the user name. A save over someone else's offers a reload.
 */
export function UserFormModal({ user, open, roles, onClose }: UserFormModalProps) {
  const { t, locale } = useT();
  const zodRule = useZodRule();
  const users = useInject<UserRepository>(UserRepository);
  const companies = useCompanies(ALL_COMPANIES);
  const { form, saving, submit, creating } = useAdminForm<User, UserFormValues>({
    entity: user,
    open,
    onClose,
    valuesOf: (from) => ({ ...from, roleNames: [...from.roleNames] }),
    write: (values, from, version) =>
      from
        ? users.update({ ...values, id: from.id, version: version ?? from.version })
        : users.create({ ...values, password: values.password ?? '' }),
    reload: (from) => users.get(from.id),
  });

  return (
    <AdminFormModal<UserFormValues>
      open={open}
      title={creating ? t('users.create') : t('users.edit', { name: user?.userName ?? '' })}
      form={form}
      saving={saving}
      onClose={onClose}
      onFinish={submit}
      initialValues={{ roleNames: [] }}
      data-testid="user-form"
    >
      <Form.Item
        name="userName"
        label={t('users.field.userName')}
        rules={[zodRule(userNameSchema, { required: true })]}
      >
        <Input autoComplete="off" disabled={!creating} />
      </Form.Item>
      <Form.Item name="name" label={t('users.field.name')} rules={[zodRule(fields.name, { required: true })]}>
        <Input />
      </Form.Item>
      <Form.Item name="emailAddress" label={t('users.field.email')} rules={[zodRule(fields.emailAddress)]}>
        <Input type="email" />
      </Form.Item>
      <Form.Item
        name="phoneNumber"
        label={t('users.field.phone')}
        rules={[zodRule(updateUserSchema.shape.phoneNumber)]}
      >
        <Input />
      </Form.Item>
      <Form.Item name="companyId" label={t('users.field.company')}>
        <Select
          allowClear
          loading={companies.isPending}
          options={(companies.data?.items ?? []).map((c) => ({ value: c.id, label: c.name }))}
        />
      </Form.Item>
      <Form.Item name="roleNames" label={t('users.field.roles')}>
        <Select
          mode="multiple"
          options={roles.map((role) => ({ value: role.name, label: `${role.displayName} (${role.name})` }))}
        />
      </Form.Item>
      {creating && (
        <Form.Item
          name="password"
          label={t('users.field.temporaryPassword')}
          extra={t('users.temporaryPasswordHint')}
          dependencies={['userName']}
          rules={[temporaryPasswordRule(() => form.getFieldValue('userName') ?? '', locale)]}
        >
          <Input.Password autoComplete="new-password" />
        </Form.Item>
      )}
    </AdminFormModal>
  );
}

/**
 * The domain's password rule as a form rule, for the user whose name the form holds, worded in `locale`
 * and naming the field (the Form.Item's label, `${label}`).
 */
export function temporaryPasswordRule(userName: () => string, locale: Locale, field = 'password') {
  return {
    required: true,
    validator: async (_rule: unknown, value: string | undefined) => {
      const [problem] = passwordProblems(value ?? '', { userName: userName(), field });
      if (problem) throw fieldError(problem.message, locale);
    },
  };
}
