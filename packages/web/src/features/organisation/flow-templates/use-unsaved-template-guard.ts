import { useEffect } from 'react';
import { useLeaveGuard } from '../../../components/leave-guard';

/**
 * While the template editor has unsaved changes, leaving it asks first: the app's own moves (menus,
 * links, the page tabs, the organisation settings' own tabs: components/leave-guard) and the browser's
 * (reload, close: its own prompt).
 */
export function useUnsavedTemplateGuard(dirty: boolean, ask: () => Promise<boolean>): void {
  useLeaveGuard(dirty, ask);

  useEffect(() => {
    if (!dirty) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);
}
