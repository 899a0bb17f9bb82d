import { type SystemNoticeInput, systemNoticeInputSchema } from '@tender/domain';
import { Button, Drawer, Form, Input, Skeleton, Space, Switch } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { RichTextEditor } from '../../components/rich-text-editor';
import { useAdminSave } from '../../components/use-admin-save';
import { useEditorLabels } from '../../components/use-editor-labels';
import { useZodRule } from '../../components/zod-rule';
import { useSystemNotice, useSystemNoticeWrites } from '../../data/system-notices/use-system-notices';
import { useT } from '../../i18n/i18n-context';

type NoticeValues = Required<SystemNoticeInput>;

const fields = systemNoticeInputSchema.shape;

export interface SystemNoticeEditorProps {
  /** What is being written: a new notice, one notice by id, or nothing (closed). */
  readonly editing: 'new' | number | null;
  readonly onClose: () => void;
  /** The notice was published or saved. */
  readonly onSaved?: (id: number) => void;
}

/**
 * The administrator's notice form in a drawer: a title, the body in the rich-text editor of project
 * notices, and whether it is pinned. Every field's rule is the domain's schema, so the form says what the
 * server would; the server's refusals (a version someone replaced, a withdrawn notice) show as every
 * settings form shows them, with a reload of the stored notice.
 */
export function SystemNoticeEditor({ editing, onClose, onSaved }: SystemNoticeEditorProps) {
  const { t } = useT();
  const id = typeof editing === 'number' ? editing : undefined;
  const notice = useSystemNotice(id);
  return (
    <Drawer
      open={editing !== null}
      onClose={onClose}
      title={t(id === undefined ? 'systemNotices.editor.new' : 'systemNotices.editor.edit')}
      size={720}
      destroyOnHidden
      data-testid="system-notice-editor"
    >
      {editing === null ? null : id !== undefined && notice.isError ? (
        <LoadFailed
          title={t('systemNotices.notFound')}
          error={notice.error}
          onRetry={() => notice.refetch()}
        />
      ) : id !== undefined && notice.isPending ? (
        <Skeleton active paragraph={{ rows: 6 }} />
      ) : (
        <NoticeForm
          key={id ?? 'new'}
          {...(notice.data ? { notice: notice.data } : {})}
          onCancel={onClose}
          onReload={() => void notice.refetch()}
          onSaved={(saved) => {
            onSaved?.(saved);
            onClose();
          }}
        />
      )}
    </Drawer>
  );
}

function NoticeForm({
  notice,
  onCancel,
  onReload,
  onSaved,
}: {
  readonly notice?: { id: number; version: number; title: string; content: string; pinned: boolean };
  readonly onCancel: () => void;
  readonly onReload: () => void;
  readonly onSaved: (id: number) => void;
}) {
  const { t } = useT();
  const editorLabels = useEditorLabels(t('systemNotices.field.content'));
  const zodRule = useZodRule();
  const [form] = Form.useForm<NoticeValues>();
  const writes = useSystemNoticeWrites();
  // The writes refresh the notices themselves.
  const asIs = useCallback(<T,>(work: () => Promise<T>) => work(), []);
  const save = useAdminSave({ form, onReload, write: asIs });
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    form.setFieldsValue(
      notice
        ? { title: notice.title, content: notice.content, pinned: notice.pinned }
        : { title: '', content: '', pinned: false },
    );
  }, [notice, form]);

  const onFinish = async (values: NoticeValues) => {
    setSaving(true);
    let savedId: number | undefined;
    const saved = await save(async () => {
      const written = notice
        ? await writes.update({ ...values, id: notice.id, version: notice.version })
        : await writes.publish(values);
      savedId = written.id;
    });
    setSaving(false);
    if (saved && savedId !== undefined) onSaved(savedId);
  };

  return (
    <Form<NoticeValues> form={form} layout="vertical" onFinish={onFinish} data-testid="system-notice-form">
      <Form.Item
        name="title"
        label={t('systemNotices.field.title')}
        rules={[zodRule(fields.title, { required: true })]}
      >
        <Input data-testid="system-notice-field-title" />
      </Form.Item>
      <Form.Item
        name="content"
        label={t('systemNotices.field.content')}
        rules={[zodRule(fields.content, { required: true })]}
      >
        <RichTextEditor labels={editorLabels} />
      </Form.Item>
      <Form.Item name="pinned" label={t('systemNotices.field.pinned')} valuePropName="checked">
        <Switch data-testid="system-notice-field-pinned" />
      </Form.Item>
      <Space>
        <Button type="primary" htmlType="submit" loading={saving} data-testid="system-notice-save">
          {t(notice ? 'systemNotices.editor.save' : 'systemNotices.editor.publish')}
        </Button>
        <Button onClick={onCancel}>{t('systemNotices.cancel')}</Button>
      </Space>
    </Form>
  );
}
