import { MIN_CIRCULATION_COUNT } from '@tender/domain';
import { Card, Flex, Statistic, theme } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';

export interface CirculationCount {
  readonly key: string;
  readonly label: string;
  readonly count: number;
}

/**
 * The counts the circulation check of this step decides on (§5, minimum 3 from §9), taken from the
 * domain's factsFromRecords — the same numbers the header's blocking messages come from.
 */
export function CirculationCounts({ counts }: { counts: readonly CirculationCount[] }) {
  const { t } = useT();
  const { token } = theme.useToken();
  // Dark enough for the a11y check at any size; antd's success green is too light on white.
  const colour = (count: number) =>
    count >= MIN_CIRCULATION_COUNT ? STATUS_COLOURS.success : token.colorErrorText;
  return (
    <Card
      size="small"
      title={t('steps.counts', { minimum: MIN_CIRCULATION_COUNT })}
      style={{ marginBottom: 12 }}
    >
      <Flex gap={32} wrap data-testid="circulation-counts">
        {counts.map(({ key, label, count }) => (
          <Statistic
            key={key}
            title={label}
            value={count}
            suffix={`/ ${MIN_CIRCULATION_COUNT}`}
            data-count={key}
            styles={{ content: { color: colour(count) }, suffix: { color: colour(count) } }}
          />
        ))}
      </Flex>
    </Card>
  );
}
