import { formatDateTime, MIN_CIRCULATION_COUNT, type PackageEvaluation } from '@tender/domain';
import { Alert, Button, Card, Collapse, Form, Input, Modal, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PageForm } from '../../../components/page-form';
import type { useEvaluationWriter } from '../../../data/evaluation/use-evaluation';
import { useT } from '../../../i18n/i18n-context';
import { EvaluationPlanForm } from './evaluation-plan-form';
import type { EvaluationVariant } from './evaluation-variant';
import { RankingTable } from './ranking-table';
import { ScoreSheetForm } from './score-sheet-form';
import { useEvaluationAttempt } from './use-evaluation-attempt';

/**
 * One bid package's evaluation: its plan (editable until marked in the round), the experts' score sheets
 * once the opening record is confirmed, the ranking by the method, re-evaluation with its reason, and
 * the earlier rounds, kept.
 */
export function PackageScoringCard({
  evaluation,
  mayWrite,
  writer,
  usualPlan,
}: {
  readonly evaluation: PackageEvaluation;
  readonly mayWrite: boolean;
  readonly writer: ReturnType<typeof useEvaluationWriter>;
  /** The plan a package without one starts from (the route's variant). */
  readonly usualPlan: EvaluationVariant['usualPlan'];
}) {
  const { t } = useT();
  const [reevaluating, setReevaluating] = useState(false);
  const { plan, groupId } = evaluation;
  const marked = new Set(evaluation.marks.map((mark) => mark.expertId)).size;
  const criterionName = (key: string) => plan?.criteria.find((c) => c.key === key)?.name ?? key;
  const attempt = useEvaluationAttempt();
  return (
    <Card
      size="small"
      style={{ marginTop: 12 }}
      title={`${evaluation.groupNumber} ${evaluation.groupName}`}
      extra={<Tag>{t('scoring.round', { round: evaluation.round })}</Tag>}
      data-testid="scoring-package"
      data-package={evaluation.groupNumber}
    >
      {evaluation.toRetender ? (
        <Alert
          type="warning"
          showIcon
          data-testid="scoring-retender"
          title={t('scoring.retender', { minimum: MIN_CIRCULATION_COUNT })}
        />
      ) : (
        <Space orientation="vertical" style={{ width: '100%' }}>
          {plan && marked > 0 ? (
            <Typography.Text>
              {t('scoring.method')}: {t(`scoring.method.${plan.method}`)} · {t('scoring.plan.locked')}
            </Typography.Text>
          ) : mayWrite ? (
            <EvaluationPlanForm
              plan={plan}
              usualPlan={usualPlan}
              onSave={(next) => attempt(() => writer.savePlan({ groupId, ...next }))}
            />
          ) : (
            !plan && <Alert type="info" showIcon title={t('scoring.noPlan')} />
          )}
          {plan && !evaluation.openingConfirmed && (
            <Alert type="info" showIcon title={t('scoring.openingFirst')} />
          )}
          {plan && evaluation.openingConfirmed && evaluation.experts.length === 0 && (
            <Alert type="info" showIcon title={t('scoring.noExperts')} />
          )}
          {plan && evaluation.openingConfirmed && evaluation.experts.length > 0 && (
            <>
              <Typography.Text type="secondary" data-testid="scoring-marked">
                {t('scoring.sheet.marked', { marked, experts: evaluation.experts.length })}
              </Typography.Text>
              {mayWrite && (
                <ScoreSheetForm
                  key={`${evaluation.round}`}
                  evaluation={evaluation}
                  onSave={(expertId, marks) =>
                    attempt(() => writer.saveScoreSheet({ groupId, expertId, marks }))
                  }
                />
              )}
            </>
          )}
          {evaluation.result && (
            <RankingTable
              result={evaluation.result}
              scored={plan?.method === 'comprehensive'}
              criterionName={criterionName}
            />
          )}
          {mayWrite && plan && marked > 0 && (
            <Button danger onClick={() => setReevaluating(true)} data-testid="scoring-reevaluate">
              {t('scoring.reevaluate')}
            </Button>
          )}
          {evaluation.history.length > 0 && (
            <Collapse
              size="small"
              data-testid="scoring-history"
              items={[
                {
                  key: 'history',
                  label: t('scoring.history'),
                  children: evaluation.history.map((round) => (
                    <Space key={round.round} orientation="vertical" style={{ width: '100%' }}>
                      <Typography.Text data-testid="scoring-history-round">
                        {t('scoring.history.round', {
                          round: round.round,
                          by: round.closedBy ?? '',
                          time: formatDateTime(round.closedAt),
                          reason: round.reason,
                        })}
                      </Typography.Text>
                      {round.result && (
                        <RankingTable
                          result={round.result}
                          scored={plan?.method === 'comprehensive'}
                          criterionName={criterionName}
                        />
                      )}
                    </Space>
                  )),
                },
              ]}
            />
          )}
        </Space>
      )}
      {reevaluating && (
        <ReevaluateDialog
          onClose={() => setReevaluating(false)}
          onReevaluate={(reason) => attempt(() => writer.reevaluate({ groupId, reason }))}
        />
      )}
    </Card>
  );
}

function ReevaluateDialog({
  onReevaluate,
  onClose,
}: {
  readonly onReevaluate: (reason: string) => Promise<boolean>;
  readonly onClose: () => void;
}) {
  const { t } = useT();
  const [form] = Form.useForm<{ reason: string }>();
  return (
    <Modal
      open
      title={t('scoring.reevaluate')}
      okText={t('scoring.reevaluate.submit')}
      okButtonProps={{ danger: true, ...({ 'data-testid': 'reevaluate-ok' } as Record<string, string>) }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <PageForm
        name="package-scoring"
        form={form}
        layout="vertical"
        onFinish={async ({ reason }) => {
          if (await onReevaluate(reason.trim())) onClose();
        }}
      >
        <Form.Item
          name="reason"
          label={t('scoring.reevaluate.reason')}
          rules={[{ required: true, whitespace: true, max: 500 }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="reevaluate-reason" />
        </Form.Item>
      </PageForm>
    </Modal>
  );
}
