import { App } from 'antd';
import { useEffect } from 'react';
import { useLeaveGuard } from '../../components/leave-guard';
import { useT } from '../../i18n/i18n-context';

/**
 * While the project form has unsaved changes, leaving asks first: the browser's own prompt for a reload,
 * a close or a typed address, and a dialog for moves inside the app (which keep the draft).
 */
export function useUnsavedChangesGuard(dirty: boolean): void {
  const { t } = useT();
  const { modal } = App.useApp();
  useLeaveWarning(dirty, t('createProject.leave'));
  useLeaveGuard(
    dirty,
    () =>
      new Promise<boolean>((resolve) => {
        modal.confirm({
          title: t('createProject.leaveTitle'),
          content: t('createProject.leaveKept'),
          okText: t('createProject.leaveOk'),
          cancelText: t('createProject.stay'),
          onOk: () => resolve(true),
          onCancel: () => resolve(false),
        });
      }),
  );
}

/** The browser's own "leave site?" prompt while the form has unsaved changes (reload, close, typed URL). */
function useLeaveWarning(active: boolean, text: string) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      event.returnValue = text;
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active, text]);
}
