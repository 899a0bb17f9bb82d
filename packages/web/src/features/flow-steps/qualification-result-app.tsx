import {
  factsFromRecords,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
  type QualificationResult,
} from '@tender/domain';
import { Button, Space, Table, Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';
import { AddSupplierForm } from './add-supplier-form';
import { CirculationCounts } from './circulation-counts';
import { StepPage } from './step-page';
import { useRecords, useRecordWriter } from './use-records';
import type { StepContext } from './use-step';

/** The qualification result step (/qualification-result): pass or fail per applicant and bid package. */
export default function QualificationResultApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Results context={context} />}</StepPage>;
}

function Results({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, editable } = context;
  const results = useRecords('qualificationResult', project.id);
  const writer = useRecordWriter(project.id);
  const facts = factsFromRecords({ qualificationResults: results.data ?? [] });
  const best = Math.max(0, ...Object.values(facts.qualificationResult.passedPerGroup));
  const packages = project.sGroupList.filter((group) => group.id !== undefined);
  const packageName = (groupId: number) => {
    const group = packages.find((candidate) => candidate.id === groupId);
    return group ? `${group.groupNumber} ${group.groupName}` : `#${groupId}`;
  };
  const mark = (
    result: QualificationResult,
    outcome: typeof QUALIFICATION_PASSED | typeof QUALIFICATION_FAILED,
  ) =>
    writer.update('qualificationResult', {
      ...result,
      id: result.id as number,
      qualificationResult_result: outcome,
    });

  return (
    <>
      <CirculationCounts
        counts={[
          { key: 'passed', label: t('steps.count.passed'), count: facts.qualificationResult.passed },
          { key: 'bestPackage', label: t('steps.count.bestPackage'), count: best },
        ]}
      />
      <AddSupplierForm
        disabled={!editable}
        packages={packages}
        packageRequired
        submitLabel={t('steps.addResult')}
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
      <Table<QualificationResult>
        size="small"
        rowKey={(result) => String(result.id)}
        loading={results.isPending}
        dataSource={results.data ?? []}
        pagination={false}
        data-testid="qualification-results"
        columns={[
          { title: t('steps.supplier'), dataIndex: 'supplierName' },
          {
            title: t('steps.package'),
            dataIndex: 'qualificationResult_groupId',
            render: (groupId: number) => packageName(groupId),
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
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_: unknown, result) => (
              <Space size="small">
                {result.qualificationResult_result !== QUALIFICATION_PASSED && (
                  <Button
                    size="small"
                    disabled={!editable}
                    onClick={() => mark(result, QUALIFICATION_PASSED)}
                  >
                    {t('steps.markPassed')}
                  </Button>
                )}
                {result.qualificationResult_result !== QUALIFICATION_FAILED && (
                  <Button
                    size="small"
                    danger
                    disabled={!editable}
                    onClick={() => mark(result, QUALIFICATION_FAILED)}
                  >
                    {t('steps.markFailed')}
                  </Button>
                )}
              </Space>
            ),
          },
        ]}
      />
    </>
  );
}
