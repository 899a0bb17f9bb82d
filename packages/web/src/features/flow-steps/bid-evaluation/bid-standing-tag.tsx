import type { BidStanding } from '@tender/domain';
import { Tag } from 'antd';
import { STATUS_COLOURS } from '../../../components/status-colours';
import { useT } from '../../../i18n/i18n-context';

const COLOURS: Record<BidStanding, string> = {
  valid: STATUS_COLOURS.success,
  late: 'red',
  noBond: 'red',
};

/** Whether a bid stands at the opening: valid, or refused and why (domain bidStanding). */
export function BidStandingTag({ standing }: { readonly standing: BidStanding }) {
  const { t } = useT();
  return (
    <Tag color={COLOURS[standing]} data-testid="bid-standing" data-standing={standing}>
      {t(`evaluation.standing.${standing}`)}
    </Tag>
  );
}
