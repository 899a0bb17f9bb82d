import {
  ALL_PERMISSIONS,
  createRoleSchema,
  decideRoleGrants,
  grantedPermissions,
  isAdmin,
  type Locale,
  type Role,
  RoleRepository,
  roleNameSchema,
} from '@tender/domain';
import { Form, Input } from 'antd';
import { fieldError, useZodRule } from '../../../components/zod-rule';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { AdminFormModal, useAdminForm } from '../shared/admin-form-modal';
import { GrantsEditor } from './grants-editor';

interface RoleFormValues {
  name: string;
  displayName: string;
  grantedPermissions: string[];
}

export interface RoleFormModalProps {
  /** The role to edit; undefined creates one. */
  readonly role: Role | undefined;
  readonly open: boolean;
  readonly onClose: () => void;
}

const fields = createRoleSchema.shape;

/**
 * Creates a role (name, display name, action permissions) or edits one — its display name and grants
 * only: the name is fixed once the role exists, because sessions and flow steps hold it (ADR 0014). The
 * grants are checked by the domain's rule before saving (the server checks them again); the built-in Admin
 * always holds every permission. A save over someone else's offers a reload.
 */
export function RoleFormModal({ role, open, onClose }: RoleFormModalProps) {
  const { t, locale } = useT();
  const zodRule = useZodRule();
  const roles = useInject<RoleRepository>(RoleRepository);
  const holdsEverything = role !== undefined && isAdmin([role.name]);
  const { form, saving, submit, creating } = useAdminForm<Role, RoleFormValues>({
    entity: role,
    open,
    onClose,
    valuesOf: (from) => ({
      name: from.name,
      displayName: from.displayName,
      // What the role really grants: a stored grant the rule ignores (an administration permission on
      // another role, a name no longer in the catalogue) is not shown, and so not saved again.
      grantedPermissions: grantedPermissions([from.name], from.grantedPermissions),
    }),
    write: (values, from, version) => {
      const grants = holdsEverything ? [...ALL_PERMISSIONS] : values.grantedPermissions;
      return from
        ? roles.update({
            id: from.id,
            version: version ?? from.version,
            displayName: values.displayName,
            grantedPermissions: grants,
          })
        : roles.create({ name: values.name, displayName: values.displayName, grantedPermissions: grants });
    },
    reload: (from) => roles.get(from.id),
  });

  return (
    <AdminFormModal<RoleFormValues>
      open={open}
      width={960}
      title={creating ? t('roles.create') : t('roles.edit', { name: role?.name ?? '' })}
      form={form}
      saving={saving}
      onClose={onClose}
      onFinish={submit}
      initialValues={{ grantedPermissions: [] }}
      data-testid="role-form"
    >
      <Form.Item
        name="name"
        label={t('roles.field.name')}
        extra={creating ? t('roles.field.nameHint') : undefined}
        rules={[zodRule(roleNameSchema, { required: true })]}
      >
        <Input autoComplete="off" disabled={!creating} />
      </Form.Item>
      <Form.Item
        name="displayName"
        label={t('roles.field.displayName')}
        rules={[zodRule(fields.displayName, { required: true })]}
      >
        <Input autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="grantedPermissions"
        label={t('roles.field.grants')}
        dependencies={['name']}
        rules={[grantsRule(() => form.getFieldValue('name') ?? '', holdsEverything, locale)]}
      >
        <GrantsEditor holdsEverything={holdsEverything} />
      </Form.Item>
    </AdminFormModal>
  );
}

/**
 * The domain's grants rule (decideRoleGrants) for the role the form names: the server's very message,
 * in `locale` and naming the field.
 */
function grantsRule(roleName: () => string, holdsEverything: boolean, locale: Locale) {
  return {
    validator: async (_rule: unknown, value: readonly string[] | undefined) => {
      const decision = decideRoleGrants(roleName(), holdsEverything ? ALL_PERMISSIONS : (value ?? []));
      if (!decision.allowed) throw fieldError(decision.errors[0]?.message ?? '', locale);
    },
  };
}
