import {
  type BidPackageGroup,
  biddersForResult,
  factsFromRecords,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
  type QualificationResult,
} from '@tender/domain';
import { Button, Space, Table, type TableColumnsType, Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { AddSupplierForm } from './add-supplier-form';
import { packageName, savedPackages } from './bid-packages';
import { type CirculationCount, CirculationCounts } from './circulation-counts';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

/** The qualification result step (/qualification-result): pass or fail per applicant and bid package. */
export default function QualificationResultApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Results context={context} />}</StepPage>;
}

/**
 * The counts of §5 for this step: applicants that passed, and — since the flow needs one bid package
 * with at least 3 passed — the passers of each package, so staff see which package is short. A package
 * a result names that the project no longer lists is counted too.
 */
function passedCounts(
  facts: ReturnType<typeof factsFromRecords>,
  packages: readonly BidPackageGroup[],
  t: ReturnType<typeof useT>['t'],
): CirculationCount[] {
  const perGroup = facts.qualificationResult.passedPerGroup;
  const groupIds = [
    ...new Set([...packages.map((group) => group.id as number), ...Object.keys(perGroup).map(Number)]),
  ];
  return [
    { key: 'passed', label: t('steps.count.passed'), count: facts.qualificationResult.passed },
    ...groupIds.map((groupId) => ({
      key: `package-${groupId}`,
      label: t('steps.count.passedInPackage', { package: packageName(packages, groupId) }),
      count: perGroup[groupId] ?? 0,
    })),
  ];
}

function Results({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, mayWrite } = context;
  const results = useRecords('qualificationResult', project.id);
  const writer = useRecordWriter(project.id);
  // The bidders whose purchase was approved, offered by name for the package chosen.
  const purchases = useRecords('qualificationPurchase', project.id);
  const facts = factsFromRecords({ qualificationResults: results.data ?? [] });
  const packages = savedPackages(project.sGroupList);
  const mark = (
    result: QualificationResult,
    outcome: typeof QUALIFICATION_PASSED | typeof QUALIFICATION_FAILED,
  ) =>
    writer.update('qualificationResult', {
      ...result,
      id: result.id as number,
      qualificationResult_result: outcome,
    });
  const columns: TableColumnsType<QualificationResult> = [
    { title: t('steps.supplier'), dataIndex: 'supplierName' },
    {
      title: t('steps.package'),
      dataIndex: 'qualificationResult_groupId',
      render: (groupId: number) => packageName(packages, groupId),
    },
    {
      title: t('steps.result'),
      dataIndex: 'qualificationResult_result',
      render: (outcome: string) =>
        outcome === QUALIFICATION_PASSED ? (
          <Tag color={STATUS_COLOURS.success}>{t('steps.result.passed')}</Tag>
        ) : (
          <Tag color="red">{t('steps.result.failed')}</Tag>
        ),
    },
    ...(mayWrite('record.edit')
      ? [
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_: unknown, result: QualificationResult) => (
              <Space size="small">
                {result.qualificationResult_result !== QUALIFICATION_PASSED && (
                  <Button size="small" onClick={() => mark(result, QUALIFICATION_PASSED)}>
                    {t('steps.markPassed')}
                  </Button>
                )}
                {result.qualificationResult_result !== QUALIFICATION_FAILED && (
                  <Button size="small" danger onClick={() => mark(result, QUALIFICATION_FAILED)}>
                    {t('steps.markFailed')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]
      : []),
  ];

  return (
    <>
      <CirculationCounts counts={passedCounts(facts, packages, t)} />
      {mayWrite('record.add') && (
        <AddSupplierForm
          packages={packages}
          packageRequired
          submitLabel={t('steps.addResult')}
          suggestions={(groupId) => biddersForResult(purchases.data ?? [], results.data ?? [], groupId)}
          onAdd={async (supplierName, groupId) =>
            // The form requires the package; a result without one would count for none (§5).
            groupId !== undefined &&
            writer.create('qualificationResult', {
              projectId: project.id,
              supplierName,
              qualificationResult_groupId: groupId,
              qualificationResult_result: QUALIFICATION_PASSED,
            })
          }
        />
      )}
      <Table<QualificationResult>
        size="small"
        rowKey={(result) => String(result.id)}
        loading={results.isPending}
        dataSource={results.data ?? []}
        pagination={false}
        data-testid="qualification-results"
        columns={columns}
      />
    </>
  );
}
