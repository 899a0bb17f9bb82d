import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime, type NoticeAttachment } from '@tender/domain';
import { Button, Card, DatePicker, Form, Input, List, Modal, Space, Tag, Typography } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { PageForm } from '../../components/page-form';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SafeHtml } from '../../components/safe-html';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useEditorLabels } from '../../components/use-editor-labels';
import { useT } from '../../i18n/i18n-context';
import { AttachmentLinks, AttachmentsField } from './attachments-field';
import { useConfirmWrite } from './use-confirm-write';

/** A text staff write and then publish: a notice (correction, result publicity or announcement) or a clarification. */
export interface PublishableDocument {
  readonly id: number;
  readonly title: string;
  readonly content?: string | null;
  readonly netName?: string | null;
  /** A tender notice's deadline for bids (§3 endTime). */
  readonly endTime?: string | null;
  readonly creationTime?: string;
  /** Null or undefined for a draft. */
  readonly publishTime?: string | null;
  readonly attachments?: readonly NoticeAttachment[] | undefined;
}

export interface DocumentDraft {
  readonly id?: number;
  readonly title: string;
  readonly content: string;
  readonly netName?: string;
  /** ISO instant; only where the source asks for a deadline. */
  readonly endTime?: string;
  /** Only where the source keeps attachments. */
  readonly attachments?: readonly NoticeAttachment[];
}

/** Where the documents live (notices or clarification records) and how they are written. */
export interface DocumentSource {
  readonly list: UseQueryResult<PublishableDocument[]>;
  /** Each resolves true when the server took it. */
  save(draft: DocumentDraft): Promise<boolean>;
  publish(id: number): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  /** Result announcements hide the publishing site (§3). */
  readonly showsNetName: boolean;
  /** A tender notice carries the deadline for bids (§3 endTime), without which it is not published. */
  readonly asksDeadline: boolean;
  /** A draft composed from what the project already holds (a result notice from the ranking), if any. */
  readonly template?: DocumentDraft | undefined;
  /** Where the documents' attachments are stored; none: they have no attachments. */
  readonly attachmentsDir?: string;
}

/**
 * The documents of a step, newest first, each a draft until published: compose in the rich-text
 * editor, save the draft, publish with a confirm (a published text never changes), delete drafts.
 */
export function PublishableDocuments({ source, editable }: { source: DocumentSource; editable: boolean }) {
  const { t } = useT();
  const [editing, setEditing] = useState<DocumentDraft | null>(null);
  const [reading, setReading] = useState<PublishableDocument | null>(null);
  const documents = [...(source.list.data ?? [])].sort((a, b) =>
    (b.creationTime ?? '').localeCompare(a.creationTime ?? ''),
  );

  const confirm = useConfirmWrite();

  return (
    <>
      {editing ? (
        <DraftForm draft={editing} source={source} onDone={() => setEditing(null)} />
      ) : (
        <Space style={{ marginBottom: 12 }}>
          <Button type="primary" disabled={!editable} onClick={() => setEditing({ title: '', content: '' })}>
            {t('steps.docs.new')}
          </Button>
          {source.template && (
            <Button
              disabled={!editable}
              onClick={() => source.template && setEditing(source.template)}
              data-testid="documents-from-template"
            >
              {t('steps.docs.fromEvaluation')}
            </Button>
          )}
        </Space>
      )}
      <List<PublishableDocument>
        loading={source.list.isPending}
        dataSource={documents}
        locale={{ emptyText: <Typography.Text type="secondary">{t('steps.docs.empty')}</Typography.Text> }}
        data-testid="documents"
        renderItem={(document) => {
          const draft = !document.publishTime;
          return (
            <List.Item
              actions={
                draft && editable
                  ? [
                      <Button
                        key="edit"
                        size="small"
                        onClick={() =>
                          setEditing({
                            id: document.id,
                            title: document.title,
                            content: document.content ?? '',
                            netName: document.netName ?? '',
                            ...(document.endTime ? { endTime: document.endTime } : {}),
                            ...(document.attachments ? { attachments: document.attachments } : {}),
                          })
                        }
                      >
                        {t('steps.docs.edit')}
                      </Button>,
                      <Button
                        key="publish"
                        size="small"
                        type="primary"
                        onClick={() =>
                          confirm(t('steps.docs.publishConfirm', { title: document.title }), () =>
                            source.publish(document.id),
                          )
                        }
                      >
                        {t('steps.docs.publish')}
                      </Button>,
                      <Button
                        key="delete"
                        size="small"
                        danger
                        onClick={() =>
                          confirm(t('steps.docs.deleteConfirm', { title: document.title }), () =>
                            source.remove(document.id),
                          )
                        }
                      >
                        {t('steps.docs.delete')}
                      </Button>,
                    ]
                  : []
              }
            >
              <List.Item.Meta
                title={
                  <Button
                    type="link"
                    style={{ padding: 0 }}
                    aria-label={t('steps.docs.view', { title: document.title })}
                    onClick={() => setReading(document)}
                  >
                    {document.title}
                  </Button>
                }
                description={
                  <Space size={4} wrap>
                    {draft ? (
                      <Tag>{t('steps.docs.draft')}</Tag>
                    ) : (
                      <Tag color={STATUS_COLOURS.success}>
                        {t('steps.docs.published', { time: formatDateTime(document.publishTime) })}
                      </Tag>
                    )}
                    {source.asksDeadline && document.endTime && (
                      <Typography.Text type="secondary" data-testid="document-deadline">
                        {t('steps.docs.deadline', { time: formatDateTime(document.endTime) })}
                      </Typography.Text>
                    )}
                  </Space>
                }
              />
            </List.Item>
          );
        }}
      />
      <Modal
        open={reading !== null}
        title={reading?.title}
        footer={null}
        onCancel={() => setReading(null)}
        width={760}
        destroyOnHidden
      >
        <SafeHtml html={reading?.content} data-testid="document-content" />
        {reading?.attachments && reading.attachments.length > 0 && (
          <AttachmentLinks attachments={reading.attachments} />
        )}
      </Modal>
    </>
  );
}

function DraftForm({
  draft,
  source,
  onDone,
}: {
  draft: DocumentDraft;
  source: DocumentSource;
  onDone: () => void;
}) {
  const { t } = useT();
  const editorLabels = useEditorLabels();
  const [form] = Form.useForm<DocumentDraft>();
  const [saving, setSaving] = useState(false);
  return (
    <Card size="small" style={{ marginBottom: 12 }} data-testid="document-draft">
      <PageForm
        name="documents"
        form={form}
        layout="vertical"
        initialValues={draft}
        onFinish={async (values) => {
          setSaving(true);
          const saved = await source.save({ ...values, id: draft.id });
          setSaving(false);
          if (saved) onDone();
        }}
      >
        <Form.Item
          name="title"
          label={t('steps.docs.title')}
          rules={[{ required: true, whitespace: true, max: 500, message: t('steps.docs.titleRequired') }]}
        >
          <Input />
        </Form.Item>
        {source.showsNetName && (
          <Form.Item name="netName" label={t('steps.docs.netName')} rules={[{ max: 200 }]}>
            <Input />
          </Form.Item>
        )}
        {source.asksDeadline && (
          // Kept as an ISO instant; the picker shows it in the user's time.
          <Form.Item
            name="endTime"
            label={t('steps.docs.endTime')}
            rules={[{ required: true, message: t('steps.docs.endTimeRequired') }]}
            getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
            normalize={(value?: Dayjs | null) => value?.toISOString()}
          >
            <DatePicker
              showTime={{ format: 'HH:mm' }}
              format="YYYY-MM-DD HH:mm"
              data-testid="document-end-time"
            />
          </Form.Item>
        )}
        <Form.Item name="content" label={t('steps.docs.content')}>
          <RichTextEditor labels={editorLabels} />
        </Form.Item>
        {source.attachmentsDir && (
          <Form.Item name="attachments" label={t('steps.docs.attachments')}>
            <AttachmentsField dir={source.attachmentsDir} />
          </Form.Item>
        )}
        <Space>
          <Button type="primary" htmlType="submit" loading={saving}>
            {t('steps.docs.saveDraft')}
          </Button>
          <Button onClick={onDone}>{t('steps.docs.cancel')}</Button>
        </Space>
      </PageForm>
    </Card>
  );
}
