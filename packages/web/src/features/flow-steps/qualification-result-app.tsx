import {
  factsFromRecords,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
  type QualificationResult,
} from '@tender/domain';
import { Button, Form, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';
import { CirculationCounts } from './circulation-counts';
import { StepPage } from './step-page';
import { useRecords, useRecordWriter } from './use-records';
import type { StepContext } from './use-step';

/** The qualification result step (/qualification-result): pass or fail per applicant and bid package. */
export default function QualificationResultApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Results context={context} />}</StepPage>;
}

interface NewResult {
  supplierName: string;
  groupId: number;
}

function Results({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, editable } = context;
  const results = useRecords('qualificationResult', project.id);
  const writer = useRecordWriter(project.id);
  const [form] = Form.useForm<NewResult>();
  const [saving, setSaving] = useState(false);
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
      <Form
        form={form}
        layout="inline"
        disabled={!editable}
        style={{ marginBottom: 12 }}
        onFinish={async ({ supplierName, groupId }) => {
          setSaving(true);
          const saved = await writer
            .create('qualificationResult', {
              projectId: project.id,
              supplierName: supplierName.trim(),
              qualificationResult_groupId: groupId,
              qualificationResult_result: QUALIFICATION_PASSED,
            })
            .finally(() => setSaving(false));
          // Clear only what was submitted: the user may already be typing the next supplier.
          if (saved && form.getFieldValue('supplierName') === supplierName) form.resetFields();
        }}
      >
        <Form.Item
          name="supplierName"
          label={t('steps.supplier')}
          rules={[{ required: true, whitespace: true, max: 200, message: t('steps.supplierRequired') }]}
        >
          <Input style={{ width: 220 }} />
        </Form.Item>
        <Form.Item
          name="groupId"
          label={t('steps.package')}
          rules={[{ required: true, message: t('steps.packageRequired') }]}
        >
          <Select
            style={{ width: 200 }}
            options={packages.map((group) => ({
              value: group.id,
              label: `${group.groupNumber} ${group.groupName}`,
            }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          {t('steps.addResult')}
        </Button>
      </Form>
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
