import { parseQuery } from '@tender/domain';
import { Alert, Skeleton } from 'antd';
import type { ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { LoadFailed } from '../../components/load-failed';
import { useProjectFlow } from '../../data/projects/use-project-flow';
import { useT } from '../../i18n/i18n-context';
import { ProjectDetailView, type ProjectDetailViewProps } from './project-detail-view';

/** A detail page of the project named by `?id=` (§2 detail routes): loading, failure and the view. */
export function ProjectDetailScreen({ layout }: Pick<ProjectDetailViewProps, 'layout'>): ReactNode {
  const { t } = useT();
  const id = Number(parseQuery(useLocation().search).id);
  const valid = Number.isInteger(id) && id > 0;
  const detail = useProjectFlow(valid ? id : null);
  if (!valid) return <Alert type="info" showIcon title={t('manage.detail.noId')} />;
  if (detail.isError) {
    return (
      <LoadFailed title={t('operation.loadFailed')} error={detail.error} onRetry={() => detail.refetch()} />
    );
  }
  if (!detail.data) return <Skeleton active title={false} paragraph={{ rows: 10 }} />;
  return <ProjectDetailView detail={detail.data} layout={layout} />;
}
