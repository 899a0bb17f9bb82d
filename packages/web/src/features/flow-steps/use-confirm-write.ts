import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';

/** Asks before a write that cannot be undone (publishing, deleting): the question, then OK runs it. */
export function useConfirmWrite(): (question: string, write: () => Promise<unknown>) => void {
  const { t } = useT();
  const { modal } = App.useApp();
  return useCallback(
    (question, write) => {
      modal.confirm({
        title: question,
        okText: t('operation.confirm.ok'),
        cancelText: t('operation.confirm.cancel'),
        onOk: write,
      });
    },
    [modal, t],
  );
}
