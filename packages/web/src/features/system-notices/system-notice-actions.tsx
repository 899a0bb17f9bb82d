import type { SystemNoticeSummary } from '@tender/domain';
import { Button, Popconfirm, Space } from 'antd';
import { useCallback } from 'react';
import { useAdminSave } from '../../components/use-admin-save';
import { usePermits } from '../../data/session/use-permits';
import { useSystemNoticeWrites } from '../../data/system-notices/use-system-notices';
import { useT } from '../../i18n/i18n-context';

/**
 * What an administrator (sysNotice.edit) does to a notice: edit it, pin or unpin it, withdraw it after a
 * confirmation. Nothing for anyone else (§6: actions outside the permission list are hidden), nor for a
 * withdrawn notice, which no longer changes.
 */
export function SystemNoticeActions({
  notice,
  onEdit,
}: {
  readonly notice: SystemNoticeSummary;
  readonly onEdit: (id: number) => void;
}) {
  const { t } = useT();
  const permits = usePermits();
  const writes = useSystemNoticeWrites();
  // The writes refresh the notices themselves.
  const asIs = useCallback(<T,>(work: () => Promise<T>) => work(), []);
  const run = useAdminSave({ write: asIs });
  if (!permits('sysNotice.edit') || notice.withdrawnTime !== null) return null;
  return (
    <Space size={0} wrap>
      <Button
        type="link"
        size="small"
        onClick={() => onEdit(notice.id)}
        data-testid={`system-notice-edit-${notice.id}`}
      >
        {t('systemNotices.edit')}
      </Button>
      <Button
        type="link"
        size="small"
        onClick={() => void run(() => writes.setPinned(notice.id, !notice.pinned))}
        data-testid={`system-notice-pin-${notice.id}`}
      >
        {t(notice.pinned ? 'systemNotices.unpin' : 'systemNotices.pin')}
      </Button>
      <Popconfirm
        title={t('systemNotices.withdraw.confirm')}
        okText={t('systemNotices.withdraw')}
        cancelText={t('systemNotices.cancel')}
        onConfirm={() => run(() => writes.withdraw(notice.id))}
      >
        <Button type="link" size="small" danger data-testid={`system-notice-withdraw-${notice.id}`}>
          {t('systemNotices.withdraw')}
        </Button>
      </Popconfirm>
    </Space>
  );
}
