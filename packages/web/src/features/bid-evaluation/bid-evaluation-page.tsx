import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { PlaceholderPage } from '../placeholders/placeholder-page';

/**
 * Electronic bid evaluation: /bid-evaluation/index, /bid-evaluation/cl (procurement chain) and
 * /qualification-bid-evaluation/index, "rendered directly by the shell, not by a sub-application" (§2).
 */
export default function BidEvaluationPage() {
  const { t } = useT();
  const { pathname } = useLocation();
  const chain = pathname.startsWith('/bid-evaluation/cl');
  return (
    <PlaceholderPage title={t(chain ? 'route.bid-evaluation-procurement-chain' : 'route.bid-evaluation')} />
  );
}
