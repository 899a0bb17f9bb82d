import { AUDIT_PAGE_SIZE } from '@tender/domain';
import { Alert, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useSearchParams } from 'react-router-dom';
import { LoadFailed } from '../../../components/load-failed';
import { useAuditEntries } from '../../../data/organisation/use-organisation';
import { usePermits } from '../../../data/session/use-permits';
import { useT } from '../../../i18n/i18n-context';
import { AuditFilters } from './audit-filters';
import {
  type AuditSearch,
  auditExportQueryOf,
  auditQueryOf,
  auditSearchOf,
  withAuditSearch,
} from './audit-search';
import { AuditTable } from './audit-table';
import { ExportAuditButton } from './export-audit-button';

/**
 * The audit trail (ADR 0012: who changed what and when, every write in its own transaction), the
 * Admin's alone (§6): filtered by user, entity, project and days, a page at a time, an administration
 * write opening onto its changed fields, and the filtered entries exported as CSV. The filters live in
 * the URL beside the tab, so a link opens the same view.
 */
export default function AuditTab() {
  const { t } = useT();
  const permits = usePermits();
  return (
    <div data-testid="audit-tab">
      {permits('audit.query') ? (
        <AuditTrailView mayExport={permits('audit.export')} />
      ) : (
        <Alert type="info" showIcon title={t('audit.notPermitted')} />
      )}
    </div>
  );
}

function AuditTrailView({ mayExport }: { mayExport: boolean }) {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const search = useMemo(() => auditSearchOf(params), [params]);
  const entries = useAuditEntries(auditQueryOf(search));
  // A new filter is a step the user may go back from; turning a page is not.
  const show = (next: AuditSearch, replace: boolean) =>
    setParams((current) => withAuditSearch(current, next), { replace });

  return (
    <>
      <AuditFilters
        search={search}
        onSearch={(next) => show(next, false)}
        extra={
          mayExport && (
            <ExportAuditButton query={auditExportQueryOf(search)} total={entries.data?.totalCount} />
          )
        }
      />
      {entries.isError ? (
        <LoadFailed
          title={t('organisation.loadFailed')}
          error={entries.error}
          onRetry={() => entries.refetch()}
        />
      ) : entries.isPending ? (
        <Skeleton active title={false} paragraph={{ rows: 6 }} />
      ) : (
        <AuditTable
          page={entries.data}
          current={search.page}
          pageSize={AUDIT_PAGE_SIZE}
          loading={entries.isFetching}
          onPage={(page) => show({ ...search, page }, true)}
        />
      )}
    </>
  );
}
