import { formatDateTime, OBJECTION_HANDLED, OBJECTION_UNHANDLED, type Objection } from '@tender/domain';
import { Button, Table, Tag, Typography } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import type { StepContext } from './use-step';

/** The project's objections and queries: each unhandled one blocks circulation until handled (§5). */
export function ObjectionsPanel({ context }: { context: StepContext }) {
  const { t } = useT();
  const objections = useRecords('objection', context.project.id);
  const writer = useRecordWriter(context.project.id);
  return (
    <Table<Objection>
      size="small"
      rowKey={(objection) => String(objection.id)}
      loading={objections.isPending}
      dataSource={objections.data ?? []}
      pagination={false}
      locale={{
        emptyText: <Typography.Text type="secondary">{t('steps.objections.empty')}</Typography.Text>,
      }}
      data-testid="objections"
      columns={[
        { title: t('steps.supplier'), dataIndex: 'supplierName' },
        { title: t('steps.objection.content'), dataIndex: 'content' },
        {
          title: t('steps.time'),
          dataIndex: 'creationTime',
          render: (value: string) => formatDateTime(value),
        },
        {
          title: t('steps.objection.status'),
          dataIndex: 'objection_status',
          render: (status: string) =>
            status === OBJECTION_UNHANDLED ? (
              <Tag color="red">{t('steps.objection.unhandled')}</Tag>
            ) : (
              <Tag color={STATUS_COLOURS.success}>{t('steps.objection.handled')}</Tag>
            ),
        },
        {
          title: t('steps.actions'),
          key: 'actions',
          render: (_: unknown, objection) =>
            objection.objection_status === OBJECTION_UNHANDLED && (
              <Button
                size="small"
                disabled={!context.mayWriteProject('record.edit')}
                onClick={() =>
                  writer.update('objection', {
                    ...objection,
                    id: objection.id as number,
                    objection_status: OBJECTION_HANDLED,
                  })
                }
              >
                {t('steps.objection.handle')}
              </Button>
            ),
        },
      ]}
    />
  );
}
