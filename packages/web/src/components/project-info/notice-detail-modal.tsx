import { formatDateTime, NOTICE_TYPES, type Notice, showsEndTime, showsNetName } from '@tender/domain';
import { Alert, Descriptions, Modal, Skeleton } from 'antd';
import { useNoticeDetail } from '../../data/notices/use-notices';
import { useT } from '../../i18n/i18n-context';
import { SafeHtml } from '../safe-html';

/** §8: the one message for a notice whose attachments (its full content) cannot be fetched. */
export const NOTICE_ATTACHMENT_FAILED = '获取附件失败';

export interface NoticeDetailModalProps {
  /** The notice from the list; null closes the modal. */
  readonly notice: Notice | null;
  readonly onClose: () => void;
}

/**
 * A notice's detail (§2 "related notices, whose detail opens in a modal"): its content and attachments
 * are fetched by id (§7 OfflineNotice/GetPaged filtered by id) and shown sanitised. netName is hidden
 * for result announcements (type 5), endTime shown only for tender notices (type 0) — §3.
 */
export function NoticeDetailModal({ notice, onClose }: NoticeDetailModalProps) {
  const { t, label } = useT();
  const detail = useNoticeDetail(notice?.id);
  const shown = detail.data ?? notice;
  return (
    <Modal
      open={notice !== null}
      title={notice?.title}
      onCancel={onClose}
      footer={null}
      width={760}
      destroyOnHidden
      data-testid="notice-detail"
    >
      {shown && (
        <Descriptions
          size="small"
          column={1}
          items={[
            {
              key: 'type',
              label: t('projectInfo.notice.type'),
              children: label(NOTICE_TYPES[shown.noticeType]),
            },
            ...(showsNetName(shown)
              ? [{ key: 'net', label: t('projectInfo.notice.netName'), children: shown.netName || '—' }]
              : []),
            ...(showsEndTime(shown)
              ? [
                  {
                    key: 'end',
                    label: t('projectInfo.notice.endTime'),
                    children: formatDateTime(shown.endTime) || '—',
                  },
                ]
              : []),
            {
              key: 'created',
              label: t('projectInfo.notice.creationTime'),
              children: formatDateTime(shown.creationTime),
            },
          ]}
        />
      )}
      {detail.isPending && notice !== null && <Skeleton active title={false} paragraph={{ rows: 4 }} />}
      {detail.isError && (
        <Alert
          type="error"
          showIcon
          title={NOTICE_ATTACHMENT_FAILED}
          data-testid="notice-attachment-failed"
        />
      )}
      {detail.data && <SafeHtml html={detail.data.content} data-testid="notice-content" />}
    </Modal>
  );
}
