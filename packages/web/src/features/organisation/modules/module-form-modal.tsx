import {
  type AppModule,
  type AppModuleRecord,
  appModuleInputSchema,
  hasWebPage,
  ModuleRepository,
  moduleRouteSchema,
} from '@tender/domain';
import { Form, Input, Radio } from 'antd';
import { useZodRule } from '../../../components/zod-rule';
import { useInject } from '../../../di/use-inject';
import { useT } from '../../../i18n/i18n-context';
import { AdminFormModal, useAdminForm } from '../shared/admin-form-modal';
import { DESCRIPTION_LABELS } from './module-words';

interface ModuleFormValues {
  name: string;
  route: string;
  port?: string | null;
  description: AppModule['description'];
}

export interface ModuleFormModalProps {
  /** The module to edit; undefined creates one. */
  readonly module: AppModuleRecord | undefined;
  readonly open: boolean;
  readonly onClose: () => void;
}

const fields = appModuleInputSchema.shape;

/**
 * Creates an app module (§3 Module: name, port, route, menu kind) at the end of the order, or edits one.
 * The fields are checked by the domain's schema as the user types (a route starts with `/`); that a route
 * is unique in the tenant only the server knows, and its refusal shows under the route field. Saving
 * refreshes the shell's own module list too, so the menus follow at once.
 */
export function ModuleFormModal({ module, open, onClose }: ModuleFormModalProps) {
  const { t } = useT();
  const zodRule = useZodRule();
  const modules = useInject<ModuleRepository>(ModuleRepository);
  const { form, saving, submit, creating } = useAdminForm<AppModuleRecord, ModuleFormValues>({
    entity: module,
    open,
    onClose,
    shellModules: true,
    valuesOf: (from) => ({ ...from, port: from.port ?? null }),
    write: (values, from) => (from ? modules.update({ ...values, id: from.id }) : modules.create(values)),
  });
  const route = Form.useWatch('route', form);
  const unknownRoute =
    typeof route === 'string' && moduleRouteSchema.safeParse(route).success && !hasWebPage(route.trim());

  return (
    <AdminFormModal<ModuleFormValues>
      open={open}
      title={creating ? t('modules.create') : t('modules.edit', { name: module?.name ?? '' })}
      form={form}
      saving={saving}
      onClose={onClose}
      onFinish={submit}
      initialValues={{ description: 'manage' }}
      data-testid="module-form"
    >
      <Form.Item
        name="name"
        label={t('modules.field.name')}
        rules={[zodRule(fields.name, { required: true })]}
      >
        <Input />
      </Form.Item>
      <Form.Item
        name="route"
        label={t('modules.field.route')}
        rules={[zodRule(moduleRouteSchema, { required: true })]}
        extra={unknownRoute ? t('modules.noPage.explain') : undefined}
      >
        <Input placeholder="/sign-up" autoComplete="off" />
      </Form.Item>
      <Form.Item name="port" label={t('modules.field.port')} rules={[zodRule(fields.port)]}>
        <Input />
      </Form.Item>
      <Form.Item
        name="description"
        label={t('modules.field.description')}
        rules={[zodRule(fields.description, { required: true })]}
      >
        <Radio.Group
          options={(['manage', 'setting'] as const).map((value) => ({
            value,
            label: t(DESCRIPTION_LABELS[value]),
          }))}
        />
      </Form.Item>
    </AdminFormModal>
  );
}
