import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { useInvalidateProject } from './invalidate-project';

/**
 * Runs a write about a project and says how it went: "saved", or the server's reason. Afterwards
 * everything shown about the project is refreshed — the lists, the drawer's notices and the operation
 * header's blocking messages, which count these very records (§5). Resolves true when it was saved.
 */
export function useProjectWrite(projectId: number): (work: () => Promise<unknown>) => Promise<boolean> {
  const { message } = App.useApp();
  const { t, locale } = useT();
  const invalidate = useInvalidateProject();
  return useCallback(
    async (work) => {
      try {
        await work();
        void message.success(t('steps.saved'));
        return true;
      } catch (error) {
        void message.error(refusalText(error, locale));
        return false;
      } finally {
        await invalidate(projectId);
      }
    },
    [invalidate, locale, message, projectId, t],
  );
}
