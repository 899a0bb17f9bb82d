import { PushpinOutlined } from '@ant-design/icons';
import type { SystemNoticeSummary } from '@tender/domain';
import { Space, Tag } from 'antd';
import { STATUS_COLOURS } from '../../components/status-colours';
import { useT } from '../../i18n/i18n-context';

/**
 * Where a notice stands for its reader, in words (colour is never the only sign): pinned, unread,
 * withdrawn (the last for administrators only). Readable colours (WCAG AA): antd's pale orange falls short.
 */
export function SystemNoticeTags({ notice }: { readonly notice: SystemNoticeSummary }) {
  const { t } = useT();
  const unread = !notice.read && notice.withdrawnTime === null;
  if (!notice.pinned && !unread && notice.withdrawnTime === null) return null;
  return (
    <Space size={4} wrap>
      {notice.pinned && (
        <Tag color={STATUS_COLOURS.warning} icon={<PushpinOutlined />} data-testid="system-notice-pinned">
          {t('systemNotices.pinned')}
        </Tag>
      )}
      {unread && (
        <Tag color="blue" data-testid="system-notice-unread">
          {t('systemNotices.unread')}
        </Tag>
      )}
      {notice.withdrawnTime !== null && (
        <Tag data-testid="system-notice-withdrawn">{t('systemNotices.withdrawn')}</Tag>
      )}
    </Space>
  );
}
