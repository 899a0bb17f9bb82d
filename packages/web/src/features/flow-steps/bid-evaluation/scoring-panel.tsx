import { Skeleton } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useEvaluation, useEvaluationWriter } from '../../../data/evaluation/use-evaluation';
import { useT } from '../../../i18n/i18n-context';
import type { StepContext } from '../use-step';
import type { EvaluationVariant } from './evaluation-variant';
import { PackageScoringCard } from './package-scoring-card';

/** Scoring (评审打分, ADR 0019): each bid package's plan, score sheets, ranking and history. */
export function ScoringPanel({
  context,
  usualPlan,
}: {
  readonly context: StepContext;
  readonly usualPlan: EvaluationVariant['usualPlan'];
}) {
  const { t } = useT();
  const evaluation = useEvaluation(context.project.id);
  const writer = useEvaluationWriter(context.project.id);
  if (evaluation.isError) {
    return (
      <LoadFailed
        title={t('scoring.loadFailed')}
        error={evaluation.error}
        onRetry={() => evaluation.refetch()}
      />
    );
  }
  if (!evaluation.data)
    return <Skeleton active title={false} paragraph={{ rows: 5 }} data-testid="scoring-loading" />;
  return (
    <div data-testid="scoring">
      {evaluation.data.packages.map((pkg) => (
        <PackageScoringCard
          key={pkg.groupId}
          evaluation={pkg}
          mayWrite={context.mayWrite('evaluation.edit')}
          writer={writer}
          usualPlan={usualPlan}
        />
      ))}
    </div>
  );
}
