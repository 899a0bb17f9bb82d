import { factsFromRecords, formatDateTime, type SignUp } from '@tender/domain';
import { Table, type TableColumnsType } from 'antd';
import { useState } from 'react';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useLibraryMatches } from '../../data/libraries/use-libraries';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { AddSupplierForm } from './add-supplier-form';
import { packageName, savedPackages } from './bid-packages';
import { CirculationCounts } from './circulation-counts';
import { reviewColumns } from './review-columns';
import { SignInList } from './sign-in-list';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

/** The sign-up step (/sign-up, §2 paths the flow moves to): its own chunk, mounted from the module list. */
export default function SignUpApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <SignUps context={context} />}</StepPage>;
}

/**
 * Registered suppliers with their review and bid document, the counts §5 checks (registered, approved,
 * and — tendering by law — valid bids and online sign-ins), and the live sign-in list.
 */
function SignUps({ context }: { context: StepContext }) {
  const { t } = useT();
  const { project, mayWrite } = context;
  const signUps = useRecords('signUp', project.id);
  const signIns = useRecords('signIn', project.id);
  const writer = useRecordWriter(project.id);
  // The bidder library's names as the supplier is typed (nobody retypes a bidder Tender holds).
  const [typed, setTyped] = useState('');
  const libraryNames = useLibraryMatches('bidder', typed, usePermits()('bidder.query')).map(
    (entry) => entry.name,
  );
  const facts = factsFromRecords({ signUps: signUps.data ?? [], signIns: signIns.data ?? [] });
  const packages = savedPackages(project.sGroupList);
  const columns: TableColumnsType<SignUp> = [
    { title: t('steps.supplier'), dataIndex: 'supplierName' },
    ...(packages.length > 0
      ? [
          {
            title: t('steps.package'),
            dataIndex: 'signUp_groupId',
            render: (groupId: number | null) => (groupId ? packageName(packages, groupId) : '—'),
          },
        ]
      : []),
    {
      title: t('steps.time'),
      dataIndex: 'creationTime',
      render: (value: string) => formatDateTime(value),
    },
    {
      title: t('steps.tenderDoc'),
      dataIndex: 'signUp_tenderDoc',
      render: (doc: string | null) => t(doc ? 'steps.tenderDoc.submitted' : 'steps.tenderDoc.missing'),
    },
    ...reviewColumns({ t, type: 'signUp', mayReview: mayWrite('record.edit'), writer }),
  ];
  return (
    <>
      <CirculationCounts
        counts={[
          { key: 'registered', label: t('steps.count.signedUp'), count: facts.signUp.registered },
          { key: 'approved', label: t('steps.count.signUpsApproved'), count: facts.signUp.approved },
          ...(project.isTenderByLaw
            ? [
                {
                  key: 'validBids',
                  label: t('steps.count.validBids'),
                  count: facts.signUp.validBidDocuments,
                },
                { key: 'signIns', label: t('steps.count.signIns'), count: facts.onlineSignIns },
              ]
            : []),
        ]}
      />
      {mayWrite('record.add') && (
        <AddSupplierForm
          packages={packages}
          suggestions={libraryNames}
          onTyping={setTyped}
          onAdd={(supplierName, groupId) =>
            writer.create('signUp', {
              projectId: project.id,
              supplierName,
              signUp_state: '0',
              ...(groupId ? { signUp_groupId: groupId } : {}),
            })
          }
        />
      )}
      <Table<SignUp>
        size="small"
        rowKey={(signUp) => String(signUp.id)}
        loading={signUps.isPending}
        dataSource={signUps.data ?? []}
        pagination={false}
        data-testid="sign-ups"
        columns={columns}
      />
      <SignInList projectId={project.id} userName={context.userName} />
    </>
  );
}
