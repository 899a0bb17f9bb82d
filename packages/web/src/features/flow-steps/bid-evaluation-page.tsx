import { useLocation } from 'react-router-dom';
import { useT } from '../../i18n/i18n-context';
import { StepPage } from './step-page';

/**
 * Electronic bid evaluation: /bid-evaluation/index, /bid-evaluation/cl (procurement chain) and
 * /qualification-bid-evaluation/index, "rendered directly by the shell, not by a sub-application" (§2).
 * The evaluation itself runs on the trading platform (the step's child site); here the step shows its
 * sites and the project's objections like every step without a built-in page.
 */
export default function BidEvaluationPage() {
  const { t } = useT();
  const { pathname } = useLocation();
  const chain = pathname.startsWith('/bid-evaluation/cl');
  return <StepPage title={t(chain ? 'route.bid-evaluation-procurement-chain' : 'route.bid-evaluation')} />;
}
