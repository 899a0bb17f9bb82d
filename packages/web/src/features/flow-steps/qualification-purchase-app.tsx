import {
  biddersForPurchase,
  factsFromRecords,
  formatDateTime,
  type QualificationPurchase,
} from '@tender/domain';
import { Table, type TableColumnsType } from 'antd';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { AddSupplierForm } from './add-supplier-form';
import { CirculationCounts } from './circulation-counts';
import { reviewColumns } from './review-columns';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

/** The qualification document purchase step (/qualification-purchase): purchases and their approval. */
export default function QualificationPurchaseApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Purchases context={context} />}</StepPage>;
}

/**
 * Suppliers that bought the qualification documents, with their review, and the counts §5 checks for
 * this step: purchases registered and approved.
 */
function Purchases({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, mayWrite } = context;
  const purchases = useRecords('qualificationPurchase', project.id);
  const writer = useRecordWriter(project.id);
  // The bidders whose sign-up was approved, offered by name.
  const signUps = useRecords('signUp', project.id);
  const facts = factsFromRecords({ qualificationPurchases: purchases.data ?? [] });
  const columns: TableColumnsType<QualificationPurchase> = [
    { title: t('steps.supplier'), dataIndex: 'supplierName' },
    {
      title: t('steps.time'),
      dataIndex: 'creationTime',
      render: (value: string) => formatDateTime(value),
    },
    ...reviewColumns({ t, type: 'qualificationPurchase', mayReview: mayWrite('record.edit'), writer }),
  ];
  return (
    <>
      <CirculationCounts
        counts={[
          {
            key: 'registered',
            label: t('steps.count.purchased'),
            count: facts.qualificationPurchase.registered,
          },
          {
            key: 'approved',
            label: t('steps.count.purchasesApproved'),
            count: facts.qualificationPurchase.approved,
          },
        ]}
      />
      {mayWrite('record.add') && (
        <AddSupplierForm
          suggestions={biddersForPurchase(signUps.data ?? [], purchases.data ?? [])}
          onAdd={(supplierName) =>
            writer.create('qualificationPurchase', {
              projectId: project.id,
              supplierName,
              qualificationPurchase_state: '0',
            })
          }
        />
      )}
      <Table<QualificationPurchase>
        size="small"
        rowKey={(purchase) => String(purchase.id)}
        loading={purchases.isPending}
        dataSource={purchases.data ?? []}
        pagination={false}
        data-testid="qualification-purchases"
        columns={columns}
      />
    </>
  );
}
