import { formatDateTime, NotFoundError } from '@tender/domain';
import { Card, Descriptions, Empty, Skeleton, Space } from 'antd';
import { LinkButton } from '../../components/link-button';
import { LoadFailed } from '../../components/load-failed';
import { SafeHtml } from '../../components/safe-html';
import { useMarkSystemNoticeRead, useSystemNotice } from '../../data/system-notices/use-system-notices';
import { useT } from '../../i18n/i18n-context';
import { SystemNoticeActions } from './system-notice-actions';
import { SYSTEM_NOTICES_PATH } from './system-notice-paths';
import { SystemNoticeTags } from './system-notice-tags';

/**
 * One notice as its reader opens it: the title, where it stands, who published it and when, and the body
 * (sanitised again here, whatever the server did). Opening it marks it read for this reader, and the
 * header's count falls; an administrator also has the notice's actions.
 */
export function SystemNoticeDetail({
  id,
  onEdit,
}: {
  readonly id: number;
  readonly onEdit: (id: number) => void;
}) {
  const { t } = useT();
  const notice = useSystemNotice(id);
  useMarkSystemNoticeRead(notice.data);
  const back = <LinkButton to={SYSTEM_NOTICES_PATH}>{t('systemNotices.backToList')}</LinkButton>;
  if (notice.isError && !(notice.error instanceof NotFoundError)) {
    return (
      <LoadFailed
        title={t('systemNotices.loadFailed')}
        error={notice.error}
        onRetry={() => notice.refetch()}
      />
    );
  }
  if (notice.isError) {
    return (
      <Card data-testid="system-notice-missing">
        <Empty description={t('systemNotices.notFound')}>{back}</Empty>
      </Card>
    );
  }
  if (notice.isPending) return <Skeleton active paragraph={{ rows: 8 }} />;
  const shown = notice.data;
  return (
    <Card
      title={shown.title}
      data-testid="system-notice-detail"
      extra={<SystemNoticeActions notice={shown} onEdit={onEdit} />}
    >
      <Space orientation="vertical" size="middle" style={{ width: '100%' }}>
        <SystemNoticeTags notice={shown} />
        <Descriptions column={{ xs: 1, md: 3 }} size="small">
          <Descriptions.Item label={t('systemNotices.field.creationTime')}>
            {formatDateTime(shown.creationTime)}
          </Descriptions.Item>
          <Descriptions.Item label={t('systemNotices.field.author')}>{shown.authorName}</Descriptions.Item>
          {shown.lastModificationTime && (
            <Descriptions.Item label={t('systemNotices.field.lastModificationTime')}>
              {formatDateTime(shown.lastModificationTime)}
            </Descriptions.Item>
          )}
          {shown.withdrawnTime && (
            <Descriptions.Item label={t('systemNotices.field.withdrawnTime')}>
              {formatDateTime(shown.withdrawnTime)}
            </Descriptions.Item>
          )}
        </Descriptions>
        <SafeHtml html={shown.content} data-testid="system-notice-content" />
        {back}
      </Space>
    </Card>
  );
}
