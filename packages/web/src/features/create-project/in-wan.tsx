import { formatMoney, type Money, moneySchema, toFen } from '@tender/domain';
import { Form, Typography } from 'antd';
import type { NamePath } from 'antd/es/form/interface';

/** 1 万元 = 10,000 元: below that, the 元 amount reads well enough on its own. */
const TEN_THOUSAND_FEN = 1_000_000n;

/**
 * The amount of a money field again in 万元 as it is typed ("= 128 万元"), the unit budgets are spoken
 * in; nothing while the amount is empty, invalid or under 1 万元. Exact: formatMoney works in fen.
 */
export function InWan({ name }: { name: NamePath }) {
  const value: unknown = Form.useWatch(name);
  if (value === undefined || value === null || value === '') return null;
  const parsed = moneySchema.safeParse(value);
  if (!parsed.success) return null;
  const amount = parsed.data as Money;
  if (toFen(amount) < TEN_THOUSAND_FEN) return null;
  return (
    <Typography.Text type="secondary" data-testid="in-wan">
      {`= ${formatMoney(amount, '万元')}`}
    </Typography.Text>
  );
}
