import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';
import { useInvalidateProject } from './workspace-queries';

/**
 * Runs a write about a project and says how it went: "saved", or the server's reason. Afterwards
 * everything shown about the project is refreshed — the lists, the drawer's notices and the operation
 * header's blocking messages, which count these very records (§5). Resolves true when it was saved.
 */
export function useProjectWrite(projectId: number): (work: () => Promise<unknown>) => Promise<boolean> {
  const { message } = App.useApp();
  const { t } = useT();
  const invalidate = useInvalidateProject();
  return useCallback(
    async (work) => {
      try {
        await work();
        void message.success(t('steps.saved'));
        return true;
      } catch (error) {
        void message.error(error instanceof Error ? error.message : String(error));
        return false;
      } finally {
        await invalidate(projectId);
      }
    },
    [invalidate, message, projectId, t],
  );
}
