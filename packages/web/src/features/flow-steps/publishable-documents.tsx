import type { UseQueryResult } from '@tanstack/react-query';
import { formatDateTime, type NoticeAttachment, noticeInputSchema } from '@tender/domain';
import {
  Alert,
  Button,
  Card,
  DatePicker,
  Form,
  type FormInstance,
  Input,
  Modal,
  Space,
  Tag,
  Typography,
} from 'antd';
import type { Rule } from 'antd/es/form';
import dayjs, { type Dayjs } from 'dayjs';
import { useEffect, useState } from 'react';
import { ItemList } from '../../components/item-list';
import { PageForm } from '../../components/page-form';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SafeHtml } from '../../components/safe-html';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useEditorLabels } from '../../components/use-editor-labels';
import { useZodRule } from '../../components/zod-rule';
import type { MessageKey } from '../../i18n/en';
import { type I18n, useT } from '../../i18n/i18n-context';
import { foreseenRefusalText } from '../../i18n/refusal-text';
import { AttachmentLinks, AttachmentsField } from './attachments-field';
import { endsBeforeEarliest, type PublicationCheck } from './lawful-deadline';
import { useConfirmWrite } from './use-confirm-write';

/** A text staff write and then publish: a notice (correction, result publicity or announcement) or a clarification. */
export interface PublishableDocument {
  readonly id: number;
  readonly title: string;
  readonly content?: string | null;
  readonly netName?: string | null;
  /** A tender notice's deadline for bids (§3 endTime), or the one a correction moves it to (ADR 0022). */
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

/**
 * The deadline a document carries (endTime): a tender notice's for bids, without which it is not
 * published (§3); the one a correction moves it to, when it does (ADR 0022, extending §3); a
 * prequalification notice's for applications, without which it is not published either.
 */
export type DeadlineField = 'tenderNotice' | 'movedDeadline' | 'applicationDeadline';

/** How each deadline is worded: the field, the deadline shown on a document, the missing one. */
const DEADLINE_WORDS: Readonly<
  Record<DeadlineField, { field: MessageKey; shown: MessageKey; required?: MessageKey; help?: MessageKey }>
> = {
  tenderNotice: {
    field: 'steps.docs.endTime',
    shown: 'steps.docs.deadline',
    required: 'steps.docs.endTimeRequired',
  },
  movedDeadline: {
    field: 'steps.docs.movedEndTime',
    shown: 'steps.docs.movedTo',
    help: 'steps.docs.movedEndTimeHelp',
  },
  applicationDeadline: {
    field: 'steps.docs.applicationEndTime',
    shown: 'steps.docs.applicationsClose',
    required: 'steps.docs.applicationEndTimeRequired',
  },
};

/** Where the documents live (notices or clarification records) and how they are written. */
export interface DocumentSource {
  readonly list: UseQueryResult<PublishableDocument[]>;
  /** Each resolves true when the server took it. */
  save(draft: DocumentDraft): Promise<boolean>;
  /** `refused` hears the server's reason in the user's language, shown on the document's row. */
  publish(id: number, refused?: (reason: string) => void): Promise<boolean>;
  remove(id: number): Promise<boolean>;
  /** Result announcements hide the publishing site (§3). */
  readonly showsNetName: boolean;
  /** The bid deadline the documents carry, if any. */
  readonly deadline?: DeadlineField | undefined;
  /** What the law says of publishing now (the client's hint); undefined until known, or where none binds. */
  readonly check?: PublicationCheck | undefined;
  /**
   * Why the law would refuse to publish now, worded for the user: a result announcement during the
   * candidates' publicity, a correction or clarification past the cut-off that moves no deadline.
   */
  readonly lawHint?: string | undefined;
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
  // The server's last refusal of each draft, on its row until it is published or tried again (§8).
  const [refusals, setRefusals] = useState<ReadonlyMap<number, string>>(new Map());
  const refuse = (id: number, reason?: string) =>
    setRefusals((shown) => {
      const next = new Map(shown);
      if (reason === undefined) next.delete(id);
      else next.set(id, reason);
      return next;
    });
  const documents = [...(source.list.data ?? [])].sort((a, b) =>
    (b.creationTime ?? '').localeCompare(a.creationTime ?? ''),
  );

  const confirm = useConfirmWrite();

  return (
    <>
      {source.lawHint && (
        <Alert
          type="warning"
          showIcon
          style={{ marginBottom: 12 }}
          title={source.lawHint}
          data-testid="documents-law-hint"
        />
      )}
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
      <ItemList<PublishableDocument>
        loading={source.list.isPending}
        items={documents}
        rowKey={(document) => document.id}
        empty={t('steps.docs.empty')}
        data-testid="documents"
        renderItem={(document) => {
          const draft = !document.publishTime;
          return (
            <ItemList.Item
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
                          confirm(t('steps.docs.publishConfirm', { title: document.title }), () => {
                            refuse(document.id);
                            return source.publish(document.id, (reason) => refuse(document.id, reason));
                          })
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
              <ItemList.Meta
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
                    {source.deadline && document.endTime && (
                      <Typography.Text type="secondary" data-testid="document-deadline">
                        {t(DEADLINE_WORDS[source.deadline].shown, { time: formatDateTime(document.endTime) })}
                      </Typography.Text>
                    )}
                    {draft && refusals.has(document.id) && (
                      <Alert
                        type="error"
                        showIcon
                        title={refusals.get(document.id)}
                        data-testid="document-refusal"
                      />
                    )}
                  </Space>
                }
              />
            </ItemList.Item>
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
        {source.deadline && (
          <DeadlineItem field={source.deadline} check={source.check} form={form} draft={draft} />
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

/**
 * The bid deadline of a tender notice (required, §3) or the one a correction moves it to (optional,
 * ADR 0022), held to the law before any request: a day earlier than the law allows is a field error in
 * the words the server would refuse with, article and all (publicationRefusal). A correction past the
 * clarification cut-off gets the earliest lawful deadline filled in, and says why; the user may choose
 * a later one, never an earlier. The server decides again when the notice is published.
 */
function DeadlineItem({
  field,
  check,
  form,
  draft,
}: {
  field: DeadlineField;
  check: PublicationCheck | undefined;
  form: FormInstance<DocumentDraft>;
  draft: DocumentDraft;
}) {
  const { t, locale, label } = useT();
  const zodRule = useZodRule();
  const proposal = field === 'movedDeadline' ? check?.proposal : undefined;
  const known = check !== undefined;

  // The proposal may come after the form opened (the deadlines were still loading): filled in then, as
  // long as the user has not chosen or cleared the field themselves.
  const proposed = proposal?.endTime;
  useEffect(() => {
    if (proposed && !form.getFieldValue('endTime') && !form.isFieldTouched('endTime')) {
      form.setFieldValue('endTime', proposed);
    }
  }, [form, proposed]);
  // A draft saved with a deadline the law no longer allows says so as soon as it is opened.
  useEffect(() => {
    if (known && draft.endTime) form.validateFields(['endTime']).catch(() => undefined);
  }, [form, known, draft.endTime]);

  const lawful: Rule = {
    validator: async (_rule, value?: string) => {
      const refused = check?.refusalOf(value || undefined);
      if (refused) throw new Error(foreseenRefusalText(refused, locale));
    },
  };
  const words = DEADLINE_WORDS[field];
  const rules: Rule[] = [
    ...(words.required ? [{ required: true, message: t(words.required) }] : []),
    // The shared schema's own check of the value (an instant with its offset), then the law's.
    zodRule(noticeInputSchema.shape.endTime),
    lawful,
  ];
  const earliest = check?.earliest;
  return (
    <>
      {proposal && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 12 }}
          data-testid="document-deadline-proposal"
          title={t('steps.docs.proposedMove', { date: String(proposal.refusal.values.earliest) })}
          description={foreseenRefusalText(proposal.refusal, locale)}
        />
      )}
      {/* Kept as an ISO instant; the picker shows it in the user's time. */}
      <Form.Item
        name="endTime"
        label={t(words.field)}
        required={words.required !== undefined}
        rules={rules}
        extra={deadlineHelp(field, earliest, t, label)}
        getValueProps={(value?: string) => ({ value: value ? dayjs(value) : undefined })}
        normalize={(value?: Dayjs | null) => value?.toISOString()}
      >
        <DatePicker
          showTime={{ format: 'HH:mm' }}
          format="YYYY-MM-DD HH:mm"
          disabledDate={(day) =>
            earliest !== undefined && endsBeforeEarliest(day.endOf('day').toDate(), earliest.date)
          }
          data-testid="document-end-time"
        />
      </Form.Item>
    </>
  );
}

/** What the deadline field says under it: when it is asked, and the earliest day the law allows. */
function deadlineHelp(
  field: DeadlineField,
  earliest: PublicationCheck['earliest'],
  t: I18n['t'],
  label: I18n['label'],
): string | undefined {
  const { help } = DEADLINE_WORDS[field];
  const parts = [
    ...(help ? [t(help)] : []),
    ...(earliest
      ? [t('steps.docs.earliestLawful', { date: earliest.date, citation: label(earliest.citation) })]
      : []),
  ];
  return parts.length > 0 ? parts.join(' ') : undefined;
}
