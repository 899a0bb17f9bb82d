import { useLocation } from 'react-router-dom';
import { routeFor } from '../../app/route-table';
import { useT } from '../../i18n/i18n-context';
import { PlaceholderPage } from './placeholder-page';

/** The placeholder of a route-table page: titled by the route's label. */
export default function PlaceholderScreen() {
  const { t } = useT();
  const route = routeFor(useLocation().pathname);
  return <PlaceholderPage title={t(route?.labelKey ?? 'route.main-layout-fallback')} />;
}
