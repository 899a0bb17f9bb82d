import { ExportOutlined } from '@ant-design/icons';
import type { FlowSite } from '@tender/domain';
import { Alert, Badge, Card, Empty, Skeleton, Tabs, Typography } from 'antd';
import type { ReactNode } from 'react';
import { LoadFailed } from '../../components/load-failed';
import { useFlowSites } from '../../data/projects/use-flow-sites';
import { useRecords } from '../../data/records/use-records';
import { useT } from '../../i18n/i18n-context';
import { ObjectionsPanel } from './objections-panel';
import { SuspensionBanner } from './suspension-banner';
import { type StepContext, useStep } from './use-step';

export interface StepPageProps {
  /** The page's own title when it is not a flow step (the module's name). */
  readonly title: string;
  /** The step's own work; none for steps without a built-in page (their sites do the work). */
  readonly children?: (context: StepContext) => ReactNode;
}

/**
 * The frame of every step page (§2 Operation screen): the step's own records — read-only once the flow
 * has left the step (decideModifyStepRecords), which the page says — the project's objections
 * (unhandled ones block every step, §5) and the step's child sites (§3 flow child site) as sub-tabs.
 * Loading shows a skeleton, a failure its reason and a retry, and a step without a page of its own says
 * so and shows its sites — never a blank screen.
 */
export function StepPage({ title, children }: StepPageProps) {
  const { t } = useT();
  const { valid, flow, context } = useStep();
  if (!valid) return <Alert type="info" showIcon title={t('steps.noProject')} />;
  if (flow.isError) {
    return <LoadFailed title={t('steps.loadFailed')} error={flow.error} onRetry={() => flow.refetch()} />;
  }
  if (!context) return <Skeleton active title={false} paragraph={{ rows: 6 }} data-testid="step-loading" />;
  return <StepTabs title={title} context={context} content={children?.(context)} />;
}

function StepTabs({ title, context, content }: { title: string; context: StepContext; content: ReactNode }) {
  const { t } = useT();
  const { project, node } = context;
  const sites = useFlowSites(project.id);
  const objections = useRecords('objection', project.id);
  const unhandled = (objections.data ?? []).filter(
    (objection) => objection.objection_status === '未处理',
  ).length;
  const mine = (sites.data ?? []).filter((site) => node !== undefined && site.nodeId === node.id);

  return (
    <Card size="small" title={node?.nodeName ?? title} data-testid="step-page" data-router={node?.router}>
      {context.readOnlyReason === 'past-step' && (
        <Alert type="info" showIcon title={t('steps.readOnly.past-step')} data-testid="step-read-only" />
      )}
      <SuspensionBanner projectId={project.id} router={node?.router} />
      <Tabs
        items={[
          {
            key: 'records',
            label: t('steps.records'),
            children: content ?? (
              <>
                <Alert type="info" showIcon title={t('steps.noBuiltInPage')} style={{ marginBottom: 12 }} />
                {sites.isPending ? <Skeleton active title={false} /> : <SiteList sites={mine} />}
              </>
            ),
          },
          {
            key: 'objections',
            label: (
              <Badge count={unhandled} size="small" offset={[8, -2]}>
                {t('steps.objections')}
              </Badge>
            ),
            children: <ObjectionsPanel context={context} />,
          },
          ...mine.map((site) => ({
            key: `site-${site.sort}-${site.siteName}`,
            label: site.siteName,
            children: <SiteList sites={[site]} />,
          })),
        ]}
      />
    </Card>
  );
}

/** Child sites open in a new window: external platforms cannot be framed (and must not see our page). */
function SiteList({ sites }: { sites: readonly FlowSite[] }) {
  const { t } = useT();
  if (sites.length === 0) return <Empty description={t('steps.site.none')} />;
  return (
    <ul style={{ paddingInlineStart: 20 }} data-testid="step-sites">
      {sites.map((site) => (
        <li key={`${site.sort}-${site.siteName}`}>
          <Typography.Link
            href={site.siteUrl}
            target="_blank"
            rel="noopener noreferrer"
            aria-label={t('steps.site.open', { name: site.siteName })}
          >
            {site.siteName} <ExportOutlined />
          </Typography.Link>{' '}
          <Typography.Text type="secondary">{site.siteUrl}</Typography.Text>
        </li>
      ))}
    </ul>
  );
}
