import { formatDateTime, formatMoney, type OpeningPackage, type OpeningRecordBid } from '@tender/domain';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { STATUS_COLOURS } from '../../../components/status-colours';
import type { useOpeningRecordWriter } from '../../../data/evaluation/use-opening-record';
import { useT } from '../../../i18n/i18n-context';
import { BidStandingTag } from './bid-standing-tag';
import { OpeningBidForm } from './opening-bid-form';
import { useEvaluationAttempt } from './use-evaluation-attempt';

export interface OpeningPackageCardProps {
  readonly projectId: number;
  readonly pkg: OpeningPackage;
  /** The deadline the bids are judged by (the record's). */
  readonly deadline: string | null;
  /** The user may write the evaluation step's records (StepContext.mayWrite('evaluation.edit')). */
  readonly mayWrite: boolean;
  readonly writer: ReturnType<typeof useOpeningRecordWriter>;
}

/**
 * One bid package's opening record: its bids in the order received, each valid or refused with the
 * reason; the count of valid bids against the minimum, and the re-tender the law requires below it; and,
 * while it is open, entering, editing and removing bids and confirming the record, which locks it.
 */
export function OpeningPackageCard({ projectId, pkg, deadline, mayWrite, writer }: OpeningPackageCardProps) {
  const { t } = useT();
  const [editing, setEditing] = useState<OpeningRecordBid | 'new' | null>(null);
  const name = `${pkg.groupNumber} ${pkg.groupName}`;
  const open = pkg.confirmedAt === null;
  const writable = mayWrite && open;
  const attempt = useEvaluationAttempt();
  return (
    <Card
      size="small"
      title={name}
      style={{ marginTop: 12 }}
      data-testid="opening-package"
      data-package={pkg.groupNumber}
      data-confirmed={String(!open)}
      extra={
        open ? (
          <Tag>{t('evaluation.package.open')}</Tag>
        ) : (
          <Tag color={STATUS_COLOURS.success} data-testid="opening-confirmed">
            {t('evaluation.package.confirmed', {
              name: pkg.confirmedBy ?? '',
              time: formatDateTime(pkg.confirmedAt ?? ''),
            })}
          </Tag>
        )
      }
    >
      {pkg.outcome === 'retender' ? (
        <Alert
          type="warning"
          showIcon
          title={t('evaluation.package.retender', { minimum: pkg.minimum })}
          data-testid="opening-retender"
          style={{ marginBottom: 8 }}
        />
      ) : (
        <Typography.Paragraph data-testid="opening-valid-count">
          {t('evaluation.package.valid', { valid: pkg.validBids, minimum: pkg.minimum })}
        </Typography.Paragraph>
      )}
      <Table<OpeningRecordBid>
        size="small"
        rowKey="id"
        pagination={false}
        dataSource={pkg.bids}
        locale={{ emptyText: t('evaluation.bids.none') }}
        data-testid="opening-bids"
        columns={[
          { title: t('evaluation.bid.bidder'), dataIndex: 'bidder' },
          {
            title: t('evaluation.bid.price'),
            dataIndex: 'price',
            align: 'right',
            render: (price: OpeningRecordBid['price']) => formatMoney(price),
          },
          { title: t('evaluation.bid.duration'), dataIndex: 'durationDays', align: 'right' },
          { title: t('evaluation.bid.quality'), dataIndex: 'quality' },
          {
            title: t('evaluation.bid.bond'),
            dataIndex: 'bondPaid',
            render: (paid: boolean) => t(paid ? 'evaluation.bid.bondPaid' : 'evaluation.bid.bondUnpaid'),
          },
          {
            title: t('evaluation.bid.receivedAt'),
            dataIndex: 'receivedAt',
            render: (time: string) => formatDateTime(time),
          },
          {
            title: t('evaluation.bid.standing'),
            dataIndex: 'standing',
            render: (standing: OpeningRecordBid['standing']) => <BidStandingTag standing={standing} />,
          },
          ...(writable
            ? [
                {
                  title: t('evaluation.bid.actions'),
                  key: 'actions',
                  render: (_: unknown, bid: OpeningRecordBid) => (
                    <Space size="small">
                      <Button size="small" type="link" onClick={() => setEditing(bid)}>
                        {t('evaluation.bid.edit')}
                      </Button>
                      <Popconfirm
                        title={t('evaluation.bid.removeConfirm', { bidder: bid.bidder })}
                        onConfirm={() => attempt(() => writer.removeBid(bid.id))}
                      >
                        <Button size="small" type="link" danger>
                          {t('evaluation.bid.remove')}
                        </Button>
                      </Popconfirm>
                    </Space>
                  ),
                },
              ]
            : []),
        ]}
      />
      {writable && (
        <Space style={{ marginTop: 8 }}>
          <Button type="primary" onClick={() => setEditing('new')} data-testid="bid-add">
            {t('evaluation.bid.add')}
          </Button>
          <Popconfirm
            title={t('evaluation.confirm.question', { package: name })}
            onConfirm={() => attempt(() => writer.confirm(pkg.groupId))}
            okButtonProps={{ 'data-testid': 'opening-confirm-ok' } as Record<string, string>}
          >
            <Button data-testid="opening-confirm">{t('evaluation.confirm')}</Button>
          </Popconfirm>
        </Space>
      )}
      {editing !== null && (
        <OpeningBidForm
          packageName={name}
          deadline={deadline}
          {...(editing === 'new' ? {} : { bid: editing })}
          onSave={(fields) =>
            writer.saveBid({
              ...fields,
              projectId,
              groupId: pkg.groupId,
              ...(editing === 'new' ? {} : { id: editing.id }),
            })
          }
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
