import { formatDateTime, INVITATION_ACCEPTED, type Invitation } from '@tender/domain';
import { Button, Space, Table, type TableColumnsType, Tag, Typography } from 'antd';
import { useState } from 'react';
import { STATUS_COLOURS } from '../../components/status-colours';
import type { SubApplicationProps } from '../../components/sub-application-props';
import { useLibraryMatches } from '../../data/libraries/use-libraries';
import { useRecords, useRecordWriter } from '../../data/records/use-records';
import { usePermits } from '../../data/session/use-permits';
import { useT } from '../../i18n/i18n-context';
import { AddSupplierForm } from './add-supplier-form';
import { StepPage } from './step-page';
import type { StepContext } from './use-step';

const STATE_COLOURS: Record<Invitation['invitation_state'], string | undefined> = {
  '0': undefined,
  '1': STATUS_COLOURS.success,
  '2': 'red',
};

/**
 * The invitations of an invited tendering (投标邀请书): bidders invited — picked from the bidder library
 * as their name is typed, or by a name Tender does not hold — and each one's answer, recorded with its
 * time by the server.
 */
function Invitations({ context }: { readonly context: StepContext }) {
  const { t } = useT();
  const { project, mayWrite } = context;
  const invitations = useRecords('invitation', project.id);
  const writer = useRecordWriter(project.id);
  const [typed, setTyped] = useState('');
  const libraryNames = useLibraryMatches('bidder', typed, usePermits()('bidder.query')).map(
    (entry) => entry.name,
  );
  const rows = (invitations.data ?? []) as (Invitation & { id: number })[];
  const answer = (invitation: Invitation & { id: number }, state: Invitation['invitation_state']) =>
    writer.update('invitation', { ...invitation, invitation_state: state, invitation_respondedAt: null });
  const columns: TableColumnsType<Invitation & { id: number }> = [
    { title: t('invitations.bidder'), dataIndex: 'supplierName' },
    {
      title: t('invitations.invitedAt'),
      dataIndex: 'creationTime',
      render: (time: string) => formatDateTime(time),
    },
    {
      title: t('invitations.state'),
      dataIndex: 'invitation_state',
      render: (state: Invitation['invitation_state']) => (
        <Tag color={STATE_COLOURS[state]} data-testid="invitation-state" data-state={state}>
          {t(`invitations.state.${state}`)}
        </Tag>
      ),
    },
    {
      title: t('invitations.respondedAt'),
      dataIndex: 'invitation_respondedAt',
      render: (time: string | null) => (time ? formatDateTime(time) : ''),
    },
    ...(mayWrite('record.edit')
      ? [
          {
            key: 'answer',
            title: t('invitations.record'),
            render: (_: unknown, invitation: Invitation & { id: number }) =>
              invitation.invitation_state === '0' && (
                <Space size="small">
                  <Button size="small" onClick={() => answer(invitation, INVITATION_ACCEPTED)}>
                    {t('invitations.accept')}
                  </Button>
                  <Button size="small" danger onClick={() => answer(invitation, '2')}>
                    {t('invitations.decline')}
                  </Button>
                </Space>
              ),
          },
        ]
      : []),
  ];
  const accepted = rows.filter((row) => row.invitation_state === INVITATION_ACCEPTED).length;
  return (
    <>
      {mayWrite('record.add') && (
        <AddSupplierForm
          submitLabel={t('invitations.add')}
          suggestions={libraryNames}
          onTyping={setTyped}
          onAdd={(supplierName) =>
            writer.create('invitation', { projectId: project.id, supplierName, invitation_state: '0' })
          }
        />
      )}
      <Typography.Paragraph data-testid="invitations-accepted">
        {t('invitations.accepted', { accepted, invited: rows.length })}
      </Typography.Paragraph>
      <Table<Invitation & { id: number }>
        size="small"
        rowKey="id"
        pagination={false}
        loading={invitations.isPending}
        dataSource={rows}
        columns={columns}
        locale={{ emptyText: t('invitations.none') }}
        data-testid="invitations"
      />
    </>
  );
}

/** /tender-invitation: the step 投标邀请书 of invited tendering. */
export default function TenderInvitationApp({ module }: SubApplicationProps) {
  return <StepPage title={module.name}>{(context) => <Invitations context={context} />}</StepPage>;
}
