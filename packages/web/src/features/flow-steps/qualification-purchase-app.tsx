import { factsFromRecords, formatDateTime, type QualificationPurchase } from '@tender/domain';
import { Table } from 'antd';
import { useT } from '../../i18n/i18n-context';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';
import { AddSupplierForm } from './add-supplier-form';
import { ApprovalActions, ApprovalTag } from './approval-actions';
import { CirculationCounts } from './circulation-counts';
import { StepPage } from './step-page';
import { useRecords, useRecordWriter } from './use-records';
import type { StepContext } from './use-step';

/** The qualification document purchase step (/qualification-purchase): purchases and their approval. */
export default function QualificationPurchaseApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Purchases context={context} />}</StepPage>;
}

function Purchases({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, editable } = context;
  const purchases = useRecords('qualificationPurchase', project.id);
  const writer = useRecordWriter(project.id);
  const facts = factsFromRecords({ qualificationPurchases: purchases.data ?? [] });
  return (
    <>
      <CirculationCounts
        counts={[
          {
            key: 'registered',
            label: t('steps.count.registered'),
            count: facts.qualificationPurchase.registered,
          },
          { key: 'approved', label: t('steps.count.approved'), count: facts.qualificationPurchase.approved },
        ]}
      />
      <AddSupplierForm
        disabled={!editable}
        onAdd={(supplierName) =>
          writer.create('qualificationPurchase', {
            projectId: project.id,
            supplierName,
            qualificationPurchase_state: '0',
          })
        }
      />
      <Table<QualificationPurchase>
        size="small"
        rowKey={(purchase) => String(purchase.id)}
        loading={purchases.isPending}
        dataSource={purchases.data ?? []}
        pagination={false}
        data-testid="qualification-purchases"
        columns={[
          { title: t('steps.supplier'), dataIndex: 'supplierName' },
          {
            title: t('steps.time'),
            dataIndex: 'creationTime',
            render: (value: string) => formatDateTime(value),
          },
          {
            title: t('steps.state'),
            dataIndex: 'qualificationPurchase_state',
            render: (state) => <ApprovalTag state={state} />,
          },
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_: unknown, purchase) => (
              <ApprovalActions
                state={purchase.qualificationPurchase_state}
                disabled={!editable}
                onChange={(state) =>
                  writer.update('qualificationPurchase', {
                    ...purchase,
                    id: purchase.id as number,
                    qualificationPurchase_state: state,
                  })
                }
              />
            ),
          },
        ]}
      />
    </>
  );
}
