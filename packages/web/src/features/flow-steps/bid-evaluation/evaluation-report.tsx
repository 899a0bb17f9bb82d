import { type EvaluationResult, formatPoints } from '@tender/domain';
import { Alert, Button, Descriptions, Skeleton, Space, Table, Typography } from 'antd';
import { LoadFailed } from '../../../components/load-failed';
import { useCommittee } from '../../../data/evaluation/use-committee';
import { useEvaluation } from '../../../data/evaluation/use-evaluation';
import { useT } from '../../../i18n/i18n-context';
import type { StepContext } from '../use-step';
import { RankingTable } from './ranking-table';

type Ranked = Extract<EvaluationResult, { complete: true }>['ranking'][number];

/**
 * The evaluation report (评标报告, ADR 0019): the project, the committee, each package's scores by
 * expert, its ranking and candidates, and a line for each member's signature. Printed through the
 * browser (to paper or PDF).
 */
export function EvaluationReport({ context }: { readonly context: StepContext }) {
  const { t } = useT();
  const { project } = context;
  const evaluation = useEvaluation(project.id);
  const committee = useCommittee(project.id);
  const failed = evaluation.error ?? committee.error;
  if (failed) {
    return (
      <LoadFailed title={t('scoring.loadFailed')} error={failed} onRetry={() => void evaluation.refetch()} />
    );
  }
  if (!evaluation.data || !committee.data) return <Skeleton active title={false} paragraph={{ rows: 6 }} />;
  const members = committee.data.members;
  return (
    <Space orientation="vertical" style={{ width: '100%' }} data-testid="evaluation-report">
      <Typography.Title level={4}>{t('report.title')}</Typography.Title>
      <Typography.Text>
        {t('report.project', { name: project.projectName, number: project.projectNum })}
      </Typography.Text>
      <Descriptions
        size="small"
        bordered
        column={1}
        title={t('report.committee')}
        items={members.map((member) => ({
          key: member.expertId,
          label: member.name,
          children: `${member.speciality} · ${member.company}`,
        }))}
      />
      {evaluation.data.packages.map((pkg) => {
        const name = `${pkg.groupNumber} ${pkg.groupName}`;
        const criterionName = (key: string) => pkg.plan?.criteria.find((c) => c.key === key)?.name ?? key;
        const scored = pkg.plan?.method === 'comprehensive';
        return (
          <Space
            key={pkg.groupId}
            orientation="vertical"
            style={{ width: '100%' }}
            data-testid="report-package"
          >
            <Typography.Title level={5}>{t('report.package', { package: name })}</Typography.Title>
            {!pkg.result?.complete && <Alert type="warning" showIcon title={t('report.incomplete')} />}
            {pkg.result?.complete && scored && (
              <Table<Ranked>
                size="small"
                rowKey="bidder"
                pagination={false}
                title={() => t('report.scores')}
                dataSource={pkg.result.ranking}
                columns={[
                  { title: t('scoring.sheet.bidder'), dataIndex: 'bidder' },
                  ...pkg.experts.map((expert, index) => ({
                    key: expert.expertId,
                    title: expert.name,
                    align: 'right' as const,
                    render: (_: unknown, bid: Ranked) => formatPoints(bid.expertPoints[index] ?? 0),
                  })),
                  {
                    title: t('scoring.points'),
                    key: 'points',
                    align: 'right' as const,
                    render: (_: unknown, bid: Ranked) => formatPoints(bid.points),
                  },
                ]}
              />
            )}
            {pkg.result && <RankingTable result={pkg.result} scored={scored} criterionName={criterionName} />}
          </Space>
        );
      })}
      <Typography.Title level={5}>{t('report.signatures')}</Typography.Title>
      <Space wrap size="large" data-testid="report-signatures">
        {members.map((member) => (
          <Typography.Text key={member.expertId}>
            {t('report.signature', { name: member.name })}
          </Typography.Text>
        ))}
      </Space>
      <Button onClick={() => window.print()} data-testid="report-print">
        {t('report.print')}
      </Button>
    </Space>
  );
}
