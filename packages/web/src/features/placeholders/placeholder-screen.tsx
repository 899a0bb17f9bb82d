import type { MessageKey } from '../../i18n/en';
import { useT } from '../../i18n/i18n-context';
import { PlaceholderPage } from './placeholder-page';

/** The placeholder of a route-table page still to be built: titled by the route's label. */
export default function PlaceholderScreen({ titleKey }: { titleKey: MessageKey }) {
  const { t } = useT();
  return <PlaceholderPage title={t(titleKey)} />;
}
