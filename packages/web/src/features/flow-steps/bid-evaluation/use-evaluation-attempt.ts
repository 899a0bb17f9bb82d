import { App } from 'antd';
import { useCallback } from 'react';
import { useT } from '../../../i18n/i18n-context';
import { refusalText } from '../../../i18n/refusal-text';

/**
 * Runs a write of the evaluation step and says how it went, the one way its tabs do: "saved", or the
 * server's reason in the user's language. Resolves true when saved.
 */
export function useEvaluationAttempt(): (work: () => Promise<unknown>) => Promise<boolean> {
  const { t, locale } = useT();
  const { message } = App.useApp();
  return useCallback(
    async (work) => {
      try {
        await work();
        void message.success(t('evaluation.saved'));
        return true;
      } catch (error) {
        void message.error(refusalText(error, locale));
        return false;
      }
    },
    [locale, message, t],
  );
}
