import { Card, Skeleton, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useT } from '../../i18n/i18n-context';

export interface PlaceholderPageProps {
  /** The page's title, already translated. */
  readonly title: ReactNode;
  readonly children?: ReactNode;
}

/**
 * A screen that a later issue builds (home, manage list, operation screen…): its title and a skeleton,
 * so every route of §2 resolves and the shell around it can be judged.
 */
export function PlaceholderPage({ title, children }: PlaceholderPageProps) {
  const { t } = useT();
  return (
    <Card data-testid="placeholder-page">
      <Typography.Title level={3}>{title}</Typography.Title>
      <Typography.Paragraph type="secondary">{t('app.placeholder')}</Typography.Paragraph>
      {children}
      {/* No skeleton title: antd draws it as an empty <h3>, a heading with no text for screen readers. */}
      <Skeleton active title={false} paragraph={{ rows: 6 }} />
    </Card>
  );
}
