import { BellOutlined } from '@ant-design/icons';
import { Badge, Tooltip } from 'antd';
import { useLocation, useNavigationType } from 'react-router-dom';
import { LinkButton } from '../../components/link-button';
import { usePermits } from '../../data/session/use-permits';
import { useUnreadSystemNoticeCount } from '../../data/system-notices/use-system-notices';
import { useT } from '../../i18n/i18n-context';
import { SYSTEM_NOTICES_PATH } from './system-notice-paths';

/**
 * The header's bell (§1 system notices): how many notices the signed-in user has not opened, leading to
 * the notices. The count is asked again every half minute, on focus and on every navigation but a
 * redirect, so a new notice shows within a minute without a reload. Nothing for a user who may not read
 * the notices.
 */
export function SystemNoticeBadge({ color }: { readonly color?: string }) {
  const { t } = useT();
  const permitted = usePermits()('sysNotice.query');
  const { pathname } = useLocation();
  // A redirect (a replaced entry) is not a visit of its own: opening a project lands on its step so.
  const redirected = useNavigationType() === 'REPLACE';
  const unread = useUnreadSystemNoticeCount(permitted, pathname, redirected);
  if (!permitted) return null;
  const count = unread.data ?? 0;
  const label = t('systemNotices.badge', { count });
  return (
    <Tooltip title={label}>
      <LinkButton
        type="text"
        to={SYSTEM_NOTICES_PATH}
        aria-label={label}
        style={{ color }}
        data-testid="system-notice-badge"
        data-count={unread.data ?? ''}
        icon={
          <Badge count={count} size="small" offset={[4, -2]}>
            <BellOutlined style={{ color, fontSize: 16 }} />
          </Badge>
        }
      />
    </Tooltip>
  );
}
