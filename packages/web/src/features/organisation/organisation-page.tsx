import { Card, Tabs } from 'antd';
import { lazy, Suspense } from 'react';
import { useSearchParams } from 'react-router-dom';
import { mayLeave } from '../../components/leave-guard';
import { PageSpinner } from '../../components/page-spinner';
import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';

/** The tabs of the organisation settings, each its own chunk (§1: what an agency sets up, §6: Admin only). */
const TABS = [
  { key: 'users', label: 'organisation.tab.users', Screen: lazy(() => import('./users/users-tab')) },
  { key: 'roles', label: 'organisation.tab.roles', Screen: lazy(() => import('./roles/roles-tab')) },
  {
    key: 'companies',
    label: 'organisation.tab.companies',
    Screen: lazy(() => import('./companies/companies-tab')),
  },
  { key: 'modules', label: 'organisation.tab.modules', Screen: lazy(() => import('./modules/modules-tab')) },
  {
    key: 'flow-templates',
    label: 'organisation.tab.flowTemplates',
    Screen: lazy(() => import('./flow-templates/flow-templates-tab')),
  },
  { key: 'audit', label: 'organisation.tab.audit', Screen: lazy(() => import('./audit/audit-tab')) },
] as const satisfies readonly { key: string; label: MessageKey; Screen: unknown }[];

export type OrganisationTab = (typeof TABS)[number]['key'];
const DEFAULT_TAB: OrganisationTab = 'users';

/**
 * /organize-manage (§2: settings, opened by the admin icon in the header): staff, roles with their action
 * permissions, companies, app modules, flow templates and the audit trail. The tab is in the URL
 * (`?tab=roles`), so a reload or a shared link opens the same one. The route is the Admin's alone (§6);
 * the server refuses everyone else whatever the screen shows (ADR 0014).
 */
export default function OrganisationPage() {
  const { t } = useT();
  const [params, setParams] = useSearchParams();
  const asked = params.get('tab');
  const active = TABS.find((tab) => tab.key === asked)?.key ?? DEFAULT_TAB;
  return (
    <Card title={t('organisation.title')} data-testid="organisation-page">
      <Tabs
        activeKey={active}
        destroyOnHidden
        // A tab with unsaved work (the flow template editor) is asked first, as every in-app move is.
        onChange={(key) =>
          void mayLeave().then((leave) => {
            if (leave) setParams({ tab: key }, { replace: true });
          })
        }
        items={TABS.map(({ key, label, Screen }) => ({
          key,
          label: t(label),
          children: (
            <Suspense fallback={<PageSpinner />}>
              <Screen />
            </Suspense>
          ),
        }))}
      />
    </Card>
  );
}
