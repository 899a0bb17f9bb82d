import { type EvaluationResult, formatMoney, formatPoints, type Money } from '@tender/domain';
import { Alert, Space, Table, Tag, Typography } from 'antd';
import { useT } from '../../../i18n/i18n-context';

type Ranked = Extract<EvaluationResult, { complete: true }>['ranking'][number];

/**
 * A package's result (ADR 0019): the ranking with each bid's price score, averaged points and total —
 * ties marked for lots — the recommended candidates and the rejected bids with why; or how many marks
 * are still missing. The scores show only for the comprehensive method, the one that gives them.
 */
export function RankingTable({
  result,
  scored,
  criterionName,
}: {
  readonly result: EvaluationResult;
  /** Whether the method gives points (comprehensive scoring). */
  readonly scored: boolean;
  /** A criterion's name by its key, for the reasons of a rejection. */
  readonly criterionName: (key: string) => string;
}) {
  const { t } = useT();
  if (!result.complete) {
    return (
      <Alert
        type="info"
        showIcon
        title={t('scoring.missing', { missing: result.missing })}
        data-testid="scoring-missing"
      />
    );
  }
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="scoring-result">
      <Table<Ranked>
        size="small"
        rowKey="bidder"
        pagination={false}
        dataSource={result.ranking}
        data-testid="scoring-ranking"
        columns={[
          { title: t('scoring.rank'), dataIndex: 'rank', width: 70 },
          {
            title: t('scoring.sheet.bidder'),
            dataIndex: 'bidder',
            render: (bidder: string, bid) => (
              <Space size="small">
                {bidder}
                {bid.tied && <Tag color="red">{t('scoring.tied')}</Tag>}
              </Space>
            ),
          },
          {
            title: t('scoring.price'),
            dataIndex: 'price',
            align: 'right',
            render: (price: Money) => formatMoney(price),
          },
          ...(scored
            ? [
                {
                  title: t('scoring.priceScore'),
                  key: 'priceScore',
                  align: 'right' as const,
                  render: (_: unknown, bid: Ranked) => formatPoints(bid.priceScore),
                },
                {
                  title: t('scoring.points'),
                  key: 'points',
                  align: 'right' as const,
                  render: (_: unknown, bid: Ranked) => formatPoints(bid.points),
                },
                {
                  title: t('scoring.total'),
                  key: 'total',
                  align: 'right' as const,
                  render: (_: unknown, bid: Ranked) => formatPoints(bid.total),
                },
              ]
            : []),
        ]}
      />
      <Typography.Text strong data-testid="scoring-candidates">
        {result.candidates.length > 0
          ? t('scoring.candidates', { candidates: result.candidates.join('、') })
          : t('scoring.noCandidates')}
      </Typography.Text>
      {result.rejected.map((bid) => (
        <Typography.Text key={bid.bidder} type="danger" data-testid="scoring-rejected">
          {t('scoring.rejected', {
            bidder: bid.bidder,
            why: bid.failed
              .map((key) => (key === 'valid' ? t('scoring.rejected.valid') : criterionName(key)))
              .join('、'),
          })}
        </Typography.Text>
      ))}
    </Space>
  );
}
