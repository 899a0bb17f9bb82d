import { Alert, Button } from 'antd';
import { useT } from '../i18n/i18n-context';
import { refusalText } from '../i18n/refusal-text';

export interface LoadFailedProps {
  readonly title: string;
  readonly error: unknown;
  readonly onRetry: () => void;
}

/** A screen whose data could not be loaded: what failed, the reason, and a retry — never a blank page. */
export function LoadFailed({ title, error, onRetry }: LoadFailedProps) {
  const { t, locale } = useT();
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={error instanceof Error ? refusalText(error, locale) : undefined}
      action={<Button onClick={onRetry}>{t('app.retry')}</Button>}
    />
  );
}
