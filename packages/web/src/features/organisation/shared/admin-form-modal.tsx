import { Form, type FormInstance, Modal } from 'antd';
import { type ReactNode, useEffect, useState } from 'react';
import { useAdminSave } from '../../../components/use-admin-save';
import { useT } from '../../../i18n/i18n-context';

export interface AdminFormOptions<E, V> {
  /** The entity to edit; undefined creates one. */
  readonly entity: E | undefined;
  readonly open: boolean;
  readonly onClose: () => void;
  /** The form's values for an entity being edited (a new one starts from the form's initial values). */
  readonly valuesOf: (entity: E) => Partial<V>;
  /** Creates (`entity` undefined) or updates; `version` is the stored version the editor last read. */
  readonly write: (values: V, entity: E | undefined, version: number | undefined) => Promise<unknown>;
  /** Reads the entity again after a conflict (a stale version, ADR 0014): the form shows what is stored. */
  readonly reload?: (entity: E) => Promise<E>;
  /** An app-module change refreshes the shell's module list too. */
  readonly shellModules?: boolean;
}

/**
 * An administration form's life, the same for users, roles, companies and modules: filled from the
 * entity each time the dialog opens, saved through useAdminSave (field messages, the conflict's reload),
 * closed once saved. Tracks the version a versioned entity was read at, so a reload moves it on.
 */
export function useAdminForm<E extends object, V>(options: AdminFormOptions<E, V>) {
  const { entity, open, onClose, valuesOf, write, reload, shellModules } = options;
  const [form] = Form.useForm<V>();
  const [version, setVersion] = useState(versionOf(entity));
  const [saving, setSaving] = useState(false);

  const fill = (from: E | undefined) => {
    form.resetFields();
    if (from) form.setFieldsValue(valuesOf(from) as never);
    setVersion(versionOf(from));
  };
  // biome-ignore lint/correctness/useExhaustiveDependencies: refill only when the dialog opens on an entity
  useEffect(() => {
    if (open) fill(entity);
  }, [open, entity]);

  const save = useAdminSave({
    form,
    ...(reload ? { onReload: async () => entity && fill(await reload(entity)) } : {}),
    ...(shellModules ? { shellModules } : {}),
  });

  const submit = async (values: V) => {
    setSaving(true);
    const saved = await save(() => write(values, entity, version));
    setSaving(false);
    if (saved) onClose();
  };

  return { form, saving, submit, creating: entity === undefined };
}

/** The stored version of a versioned entity (users, roles); undefined for the others. */
function versionOf(entity: object | undefined): number | undefined {
  const version = (entity as { version?: unknown } | undefined)?.version;
  return typeof version === 'number' ? version : undefined;
}

export interface AdminFormModalProps<V> {
  readonly open: boolean;
  readonly title: string;
  readonly form: FormInstance<V>;
  readonly saving: boolean;
  readonly onClose: () => void;
  readonly onFinish: (values: V) => void;
  readonly initialValues?: Partial<V>;
  readonly width?: number;
  readonly 'data-testid': string;
  readonly children: ReactNode;
}

/** The dialog around an administration form: its title, Save and Cancel, a vertical form. */
export function AdminFormModal<V>({
  open,
  title,
  form,
  saving,
  onClose,
  onFinish,
  initialValues,
  width,
  'data-testid': testId,
  children,
}: AdminFormModalProps<V>) {
  const { t } = useT();
  return (
    <Modal
      open={open}
      title={title}
      width={width}
      okText={t('organisation.save')}
      cancelText={t('organisation.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={saving}
      forceRender
      data-testid={testId}
    >
      <Form<V> form={form} layout="vertical" onFinish={onFinish} initialValues={initialValues as never}>
        {children}
      </Form>
    </Modal>
  );
}
