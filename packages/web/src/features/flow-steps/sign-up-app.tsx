import { factsFromRecords, formatDateTime, type SignUp } from '@tender/domain';
import { Table } from 'antd';
import { useT } from '../../i18n/i18n-context';
import type { SubApplicationProps } from '../sub-apps/sub-application-registry';
import { AddSupplierForm } from './add-supplier-form';
import { ApprovalActions, ApprovalTag } from './approval-actions';
import { CirculationCounts } from './circulation-counts';
import { SignInList } from './sign-in-list';
import { StepPage } from './step-page';
import { useRecords, useRecordWriter } from './use-records';
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
  const { project, editable } = context;
  const signUps = useRecords('signUp', project.id);
  const signIns = useRecords('signIn', project.id);
  const writer = useRecordWriter(project.id);
  const facts = factsFromRecords({ signUps: signUps.data ?? [], signIns: signIns.data ?? [] });
  return (
    <>
      <CirculationCounts
        counts={[
          { key: 'registered', label: t('steps.count.registered'), count: facts.signUp.registered },
          { key: 'approved', label: t('steps.count.approved'), count: facts.signUp.approved },
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
      <AddSupplierForm
        disabled={!editable}
        packages={project.sGroupList}
        onAdd={(supplierName, groupId) =>
          writer.create('signUp', {
            projectId: project.id,
            supplierName,
            signUp_state: '0',
            ...(groupId ? { signUp_groupId: groupId } : {}),
          })
        }
      />
      <Table<SignUp>
        size="small"
        rowKey={(signUp) => String(signUp.id)}
        loading={signUps.isPending}
        dataSource={signUps.data ?? []}
        pagination={false}
        data-testid="sign-ups"
        columns={[
          { title: t('steps.supplier'), dataIndex: 'supplierName' },
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
          {
            title: t('steps.state'),
            dataIndex: 'signUp_state',
            render: (state) => <ApprovalTag state={state} />,
          },
          {
            title: t('steps.actions'),
            key: 'actions',
            render: (_: unknown, signUp) => (
              <ApprovalActions
                state={signUp.signUp_state}
                disabled={!editable}
                onChange={(state) =>
                  writer.update('signUp', { ...signUp, id: signUp.id as number, signUp_state: state })
                }
              />
            ),
          },
        ]}
      />
      <SignInList projectId={project.id} userName={context.userName} />
    </>
  );
}
