import { formatDateTime, NOTICE_TYPES, type Notice } from '@tender/domain';
import { Button, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { ItemList } from '../item-list';
import { NoticeDetailModal } from './notice-detail-modal';

export interface NoticeListProps {
  readonly notices: readonly Notice[];
}

/** A project's related notices, newest first; each opens its detail in a modal (§2 drawer). */
export function NoticeList({ notices }: NoticeListProps) {
  const { t, label } = useT();
  const [openId, setOpenId] = useState<number | null>(null);
  if (notices.length === 0)
    return <Typography.Text type="secondary">{t('projectInfo.none')}</Typography.Text>;
  const sorted = [...notices].sort((a, b) => b.creationTime.localeCompare(a.creationTime));
  return (
    <>
      <ItemList
        size="small"
        items={sorted}
        rowKey={(notice) => notice.id}
        data-testid="project-notices"
        renderItem={(notice) => (
          <ItemList.Item>
            <ItemList.Meta
              title={
                <Button
                  type="link"
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                  aria-label={t('projectInfo.notice.open', { title: notice.title })}
                  onClick={() => setOpenId(notice.id)}
                >
                  {notice.title}
                </Button>
              }
              description={
                <>
                  <Tag>{label(NOTICE_TYPES[notice.noticeType])}</Tag>
                  {formatDateTime(notice.creationTime)}
                </>
              }
            />
          </ItemList.Item>
        )}
      />
      <NoticeDetailModal
        notice={sorted.find((notice) => notice.id === openId) ?? null}
        onClose={() => setOpenId(null)}
      />
    </>
  );
}
