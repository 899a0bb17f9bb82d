import {
  type Criterion,
  formatPoints,
  type MarkInput,
  type PackageEvaluation,
  parsePoints,
  scoreSheetInputSchema,
  scoreSheetProblems,
} from '@tender/domain';
import { Button, Input, InputNumber, Select, Space, Table, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../../i18n/i18n-context';

type Cell = { points?: string | null; passed?: boolean | null; comment?: string };
const cellKey = (bidder: string, criterion: string) => `${bidder}\u0000${criterion}`;

/** An expert's stored marks of the round, as the cells of the sheet. */
function cellsOf(evaluation: PackageEvaluation, expertId: number): Record<string, Cell> {
  return Object.fromEntries(
    evaluation.marks
      .filter((mark) => mark.expertId === expertId)
      .map((mark) => [
        cellKey(mark.bidder, mark.criterion),
        {
          points: mark.points === null ? null : formatPoints(mark.points),
          passed: mark.passed,
          comment: mark.comment ?? '',
        },
      ]),
  );
}

/**
 * One expert's score sheet of a package (评分表): every valid bid against every criterion the experts
 * mark — points up to the criterion's weight, or pass/fail with the reason of a fail. The domain's
 * scoreSheetProblems checks it before it is sent, marking each cell the server would refuse.
 */
export function ScoreSheetForm({
  evaluation,
  onSave,
}: {
  readonly evaluation: PackageEvaluation;
  readonly onSave: (expertId: number, marks: MarkInput[]) => Promise<unknown>;
}) {
  const { t } = useT();
  const [expertId, setExpertId] = useState<number | undefined>(evaluation.experts[0]?.expertId);
  const [cells, setCells] = useState<Record<string, Cell>>(() =>
    expertId === undefined ? {} : cellsOf(evaluation, expertId),
  );
  const [wrong, setWrong] = useState<ReadonlySet<string>>(new Set());
  const [saving, setSaving] = useState(false);
  const reviewed = (evaluation.plan?.criteria ?? []).filter((criterion) => criterion.kind !== 'price');
  const bidders = evaluation.bids.filter((bid) => bid.valid).map((bid) => bid.bidder);
  const set = (bidder: string, criterion: string, change: Cell) =>
    setCells((current) => ({
      ...current,
      [cellKey(bidder, criterion)]: { ...current[cellKey(bidder, criterion)], ...change },
    }));
  const marks = (): MarkInput[] =>
    bidders.flatMap((bidder) =>
      reviewed.flatMap((criterion) => {
        const cell = cells[cellKey(bidder, criterion.key)];
        if (!cell) return [];
        return [
          {
            bidder,
            criterion: criterion.key,
            ...(criterion.kind === 'points' ? { points: parsePoints(cell.points ?? '') ?? -1 } : {}),
            ...(criterion.kind === 'passFail'
              ? { passed: cell.passed ?? null, comment: cell.comment ?? '' }
              : {}),
          },
        ];
      }),
    );
  const save = async () => {
    if (expertId === undefined) return;
    const sent = marks();
    const parsed = scoreSheetInputSchema.safeParse({ projectId: 1, groupId: 1, expertId, marks: sent });
    const problems = parsed.success
      ? scoreSheetProblems(parsed.data, evaluation)
      : parsed.error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
    const cellsWrong = new Set(
      problems.flatMap((problem) => {
        const index = /^marks\.(\d+)\./.exec(problem.field)?.[1];
        const mark = index === undefined ? undefined : sent[Number(index)];
        return mark ? [cellKey(mark.bidder, mark.criterion)] : [];
      }),
    );
    setWrong(cellsWrong);
    if (cellsWrong.size > 0) return;
    setSaving(true);
    try {
      await onSave(expertId, sent);
    } finally {
      setSaving(false);
    }
  };
  const column = (criterion: Criterion) => ({
    key: criterion.key,
    title: `${criterion.name}${criterion.kind === 'points' ? `（${formatPoints(criterion.weight)}）` : ''}`,
    render: (_: unknown, bidder: string) => {
      const cell = cells[cellKey(bidder, criterion.key)] ?? {};
      const status = wrong.has(cellKey(bidder, criterion.key)) ? ('error' as const) : undefined;
      const label = `${bidder} ${criterion.name}`;
      if (criterion.kind === 'points') {
        return (
          <InputNumber<string>
            stringMode
            min="0"
            max={formatPoints(criterion.weight)}
            precision={2}
            status={status}
            aria-label={label}
            value={cell.points ?? null}
            onChange={(points) => set(bidder, criterion.key, { points })}
            data-testid="score-points"
          />
        );
      }
      return (
        <Space orientation="vertical" size={4}>
          <Select
            status={status}
            aria-label={label}
            style={{ width: 110 }}
            value={cell.passed ?? null}
            onChange={(passed) => set(bidder, criterion.key, { passed })}
            options={[
              { value: true, label: t('scoring.pass') },
              { value: false, label: t('scoring.fail') },
            ]}
            data-testid="score-pass"
          />
          {cell.passed === false && (
            <Input
              status={status}
              placeholder={t('scoring.comment')}
              aria-label={`${label} ${t('scoring.comment')}`}
              maxLength={500}
              value={cell.comment}
              onChange={(event) => set(bidder, criterion.key, { comment: event.target.value })}
            />
          )}
        </Space>
      );
    },
  });
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="score-sheet">
      <Space wrap>
        <Typography.Text>{t('scoring.sheet.expert')}</Typography.Text>
        <Select
          style={{ width: 200 }}
          value={expertId}
          aria-label={t('scoring.sheet.expert')}
          onChange={(id: number) => {
            setExpertId(id);
            setCells(cellsOf(evaluation, id));
            setWrong(new Set());
          }}
          options={evaluation.experts.map((expert) => ({ value: expert.expertId, label: expert.name }))}
          data-testid="score-expert"
        />
      </Space>
      <Table<string>
        size="small"
        rowKey={(bidder) => bidder}
        pagination={false}
        dataSource={bidders}
        columns={[
          { key: 'bidder', title: t('scoring.sheet.bidder'), render: (_, bidder) => bidder },
          ...reviewed.map(column),
        ]}
      />
      <Button type="primary" onClick={() => void save()} loading={saving} data-testid="score-save">
        {t('scoring.sheet.save')}
      </Button>
    </Space>
  );
}
