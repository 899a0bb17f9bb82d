import {
  AUDIT_STATE_AWAITING_CLOSING,
  AUDIT_STATE_CLOSED,
  clause,
  formatDateTime,
  formatFilter,
  ProjectState,
} from '@tender/domain';
import { Card, Tabs } from 'antd';
import { Link } from 'react-router-dom';
import { FilteredProjectTable } from '../../components/project-list/filtered-project-table';
import { useT } from '../../i18n/i18n-context';
import { useClosingAreaName } from './use-closing-area';

const filterFor = (auditState: string) =>
  formatFilter([clause('state', '=', ProjectState.Running), clause('auditState', '=', auditState)]);

/** /end-project (§2): projects awaiting closing (auditState 13), and those already closed; archive for tenant 1. */
export default function ClosingListPage() {
  const { t } = useT();
  const area = useClosingAreaName();
  return (
    <Card title={t('closing.title', { area })} data-testid="closing-list">
      <Tabs
        items={[
          {
            key: 'awaiting',
            label: t('closing.awaiting'),
            children: <ClosingTable auditState={AUDIT_STATE_AWAITING_CLOSING} />,
          },
          {
            key: 'closed',
            label: t('closing.closed'),
            children: <ClosingTable auditState={AUDIT_STATE_CLOSED} />,
          },
        ]}
      />
    </Card>
  );
}

function ClosingTable({ auditState }: { auditState: string }) {
  const { t } = useT();
  const awaiting = auditState === AUDIT_STATE_AWAITING_CLOSING;
  return (
    <FilteredProjectTable
      filter={filterFor(auditState)}
      data-testid={`closing-table-${awaiting ? 'awaiting' : 'closed'}`}
      columns={[
        { title: t('manage.column.manager'), dataIndex: 'projectManagerName' },
        {
          title: t('projectInfo.field.lastModificationTime'),
          dataIndex: 'lastModificationTime',
          render: (value: string | null) => formatDateTime(value),
        },
        {
          title: t('manage.column.actions'),
          key: 'actions',
          render: (_: unknown, project) => (
            <Link to={`/end-project/closing-application?id=${project.id}`}>
              {awaiting ? t('closing.apply') : t('closing.view')}
            </Link>
          ),
        },
      ]}
    />
  );
}
