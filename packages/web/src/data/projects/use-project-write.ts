import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { useInvalidateProject } from './invalidate-project';

export interface ProjectWriteOptions {
  /**
   * Shows the server's reason where the write was made (a refused notice's row) instead of in a passing
   * message: called with it in the user's language (§8).
   */
  readonly refused?: (reason: string) => void;
}

/**
 * Runs a write about a project and says how it went: "saved", or the server's reason. Afterwards
 * everything shown about the project is refreshed — the lists, the drawer's notices, the operation
 * header's blocking messages, which count these very records (§5), and its statutory deadlines. Resolves
 * true when it was saved.
 */
export function useProjectWrite(
  projectId: number,
): (work: () => Promise<unknown>, options?: ProjectWriteOptions) => Promise<boolean> {
  const { message } = App.useApp();
  const { t, locale } = useT();
  const invalidate = useInvalidateProject();
  return useCallback(
    async (work, options = {}) => {
      try {
        await work();
        void message.success(t('steps.saved'));
        return true;
      } catch (error) {
        const reason = refusalText(error, locale);
        if (options.refused) options.refused(reason);
        else void message.error(reason);
        return false;
      } finally {
        await invalidate(projectId);
      }
    },
    [invalidate, locale, message, projectId, t],
  );
}
