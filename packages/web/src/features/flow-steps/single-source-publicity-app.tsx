import {
  DOCUMENT_PUBLISHED,
  formatDate,
  formatDateTime,
  SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS,
  type SingleSourcePublicity,
  singleSourcePublicitySchema,
} from '@tender/domain';
import { Button, Card, DatePicker, Form, Input, Space, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { ItemList } from '../../components/item-list';
import { PageForm } from '../../components/page-form';
import { RichTextEditor } from '../../components/rich-text-editor';
import { SafeHtml } from '../../components/safe-html';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useEditorLabels } from '../../components/use-editor-labels';
import { useZodRule } from '../../components/zod-rule';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { StepPage } from './step-page';
import { useConfirmWrite } from './use-confirm-write';
import type { StepContext } from './use-step';

type Stored = SingleSourcePublicity & { readonly id: number };
interface Fields {
  singleSource_title: string;
  singleSource_supplierName: string;
  period: [string, string];
  singleSource_content: string;
}
const shape = singleSourcePublicitySchema.shape;

/**
 * The single-source justification notice (单一来源论证公示): the supplier, the justification and a
 * publicity period of at least five working days. A draft until published; published, it never changes.
 */
function Publicities({ context }: { readonly context: StepContext }) {
  const { t } = useT();
  const { project } = context;
  const notices = useRecords('singleSourcePublicity', project.id);
  const writer = useRecordWriter(project.id);
  const [editing, setEditing] = useState<Stored | 'new' | null>(null);
  const editable = context.mayWrite('record.add');
  const rows = [...((notices.data ?? []) as Stored[])].reverse();
  const confirm = useConfirmWrite();
  const publish = (notice: Stored) =>
    confirm(t('singleSource.publishConfirm', { title: notice.singleSource_title }), () =>
      writer.update('singleSourcePublicity', { ...notice, singleSource_state: DOCUMENT_PUBLISHED }),
    );
  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      {editing ? (
        <PublicityForm
          notice={editing}
          onSave={async (fields) => {
            const record = {
              projectId: project.id,
              singleSource_title: fields.singleSource_title,
              singleSource_supplierName: fields.singleSource_supplierName,
              singleSource_content: fields.singleSource_content,
              singleSource_from: fields.period[0],
              singleSource_until: fields.period[1],
              singleSource_state: '0' as const,
            };
            const saved =
              editing === 'new'
                ? await writer.create('singleSourcePublicity', record)
                : await writer.update('singleSourcePublicity', { ...record, id: editing.id });
            if (saved) setEditing(null);
          }}
          onCancel={() => setEditing(null)}
        />
      ) : (
        <Button
          type="primary"
          disabled={!editable}
          onClick={() => setEditing('new')}
          data-testid="single-source-new"
        >
          {t('singleSource.new')}
        </Button>
      )}
      <ItemList<Stored>
        loading={notices.isPending}
        items={rows}
        rowKey={(notice) => notice.id}
        empty={t('singleSource.none')}
        data-testid="single-source-notices"
        renderItem={(notice) => {
          const published = notice.singleSource_state === DOCUMENT_PUBLISHED;
          return (
            <ItemList.Item
              actions={
                editable && !published
                  ? [
                      <Button key="edit" size="small" onClick={() => setEditing(notice)}>
                        {t('singleSource.edit')}
                      </Button>,
                      <Button key="publish" size="small" type="primary" onClick={() => publish(notice)}>
                        {t('singleSource.publish')}
                      </Button>,
                    ]
                  : []
              }
            >
              <ItemList.Meta
                title={
                  <Space wrap>
                    {notice.singleSource_title}
                    {published ? (
                      <Tag color={STATUS_COLOURS.success}>
                        {t('singleSource.published', {
                          time: formatDateTime(notice.singleSource_publishTime ?? ''),
                        })}
                      </Tag>
                    ) : (
                      <Tag>{t('singleSource.draft')}</Tag>
                    )}
                  </Space>
                }
                description={`${notice.singleSource_supplierName} · ${t('singleSource.period')} ${formatDate(
                  notice.singleSource_from,
                )} – ${formatDate(notice.singleSource_until)}`}
              />
              {notice.singleSource_content && <SafeHtml html={notice.singleSource_content} />}
            </ItemList.Item>
          );
        }}
      />
    </Space>
  );
}

function PublicityForm({
  notice,
  onSave,
  onCancel,
}: {
  readonly notice: Stored | 'new';
  readonly onSave: (fields: Fields) => Promise<void>;
  readonly onCancel: () => void;
}) {
  const { t } = useT();
  const editorLabels = useEditorLabels();
  const rule = useZodRule();
  const [form] = Form.useForm<Fields>();
  const start = dayjs().format('YYYY-MM-DD');
  return (
    <Card size="small">
      <PageForm<Fields>
        name="single-source"
        form={form}
        layout="vertical"
        data-testid="single-source-form"
        initialValues={
          notice === 'new'
            ? {
                singleSource_title: '',
                singleSource_supplierName: '',
                period: [start, dayjs().add(7, 'day').format('YYYY-MM-DD')],
                singleSource_content: '',
              }
            : {
                ...notice,
                period: [notice.singleSource_from, notice.singleSource_until],
                singleSource_content: notice.singleSource_content ?? '',
              }
        }
        onFinish={(fields) => void onSave(fields)}
      >
        <Form.Item
          name="singleSource_title"
          label={t('singleSource.title')}
          rules={[rule(shape.singleSource_title, { required: true })]}
        >
          <Input maxLength={500} />
        </Form.Item>
        <Form.Item
          name="singleSource_supplierName"
          label={t('singleSource.supplier')}
          rules={[rule(shape.singleSource_supplierName, { required: true })]}
        >
          <Input maxLength={200} />
        </Form.Item>
        <Form.Item
          name="period"
          label={t('singleSource.period')}
          extra={t('singleSource.periodHint', { days: SINGLE_SOURCE_PUBLICITY_MIN_WORKING_DAYS })}
          rules={[{ required: true }]}
          getValueProps={(value?: [string, string]) => ({
            value: value ? [dayjs(value[0]), dayjs(value[1])] : undefined,
          })}
          normalize={(value?: [Dayjs, Dayjs] | null) =>
            value ? [value[0].format('YYYY-MM-DD'), value[1].format('YYYY-MM-DD')] : undefined
          }
        >
          <DatePicker.RangePicker />
        </Form.Item>
        <Form.Item name="singleSource_content" label={t('singleSource.content')}>
          <RichTextEditor labels={editorLabels} />
        </Form.Item>
        <Space>
          <Button type="primary" htmlType="submit" data-testid="single-source-save">
            {t('singleSource.save')}
          </Button>
          <Button onClick={onCancel}>{t('singleSource.cancel')}</Button>
        </Space>
      </PageForm>
    </Card>
  );
}

/** /single-source-publicity: the step 单一来源论证公示. */
export default function SingleSourcePublicityApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Publicities context={context} />}</StepPage>;
}
