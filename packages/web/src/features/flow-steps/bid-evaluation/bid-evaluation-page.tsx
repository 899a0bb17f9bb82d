import { Tabs } from 'antd';
import { useLocation } from 'react-router-dom';
import { useT } from '../../../i18n/i18n-context';
import { StepPage } from '../step-page';
import { CommitteePanel } from './committee-panel';
import { EvaluationReport } from './evaluation-report';
import { evaluationVariantOf } from './evaluation-variant';
import { OpeningRecordPanel } from './opening-record-panel';
import { ScoringPanel } from './scoring-panel';

/**
 * Bid opening and evaluation (开标评标): /bid-evaluation/index, /bid-evaluation/cl (procurement chain)
 * and /qualification-bid-evaluation/index, "rendered directly by the shell, not by a sub-application"
 * (§2). The three share every component; their differences live in evaluationVariantOf. The tabs
 * follow the day's order:
 * the opening, the committee, the scoring and the report (ADR 0019).
 */
export default function BidEvaluationPage() {
  const { t } = useT();
  const { pathname } = useLocation();
  const variant = evaluationVariantOf(pathname);
  return (
    <StepPage title={t(variant.titleKey)}>
      {(context) => (
        <Tabs
          size="small"
          items={[
            {
              key: 'opening',
              label: t('evaluation.tab.opening'),
              children: <OpeningRecordPanel context={context} />,
            },
            {
              key: 'committee',
              label: t('evaluation.tab.committee'),
              children: <CommitteePanel context={context} />,
            },
            {
              key: 'scoring',
              label: t('evaluation.tab.scoring'),
              children: <ScoringPanel context={context} usualPlan={variant.usualPlan} />,
            },
            {
              key: 'report',
              label: t('evaluation.tab.report'),
              children: <EvaluationReport context={context} />,
            },
          ]}
        />
      )}
    </StepPage>
  );
}
