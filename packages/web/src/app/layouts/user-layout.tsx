import { Outlet, useLocation } from 'react-router-dom';
import { LoginFrame } from '../../features/auth/login-frame';
import { routeFor } from '../route-table';
import { useDisplaySettings } from '../shell/display-settings';

/** The frame of the /user pages inside the app (after a logout, a hand-over): the login entry's own frame. */
export default function UserLayout() {
  const { settings } = useDisplaySettings();
  const pageless = routeFor(useLocation().pathname)?.screen.kind === 'none';
  return (
    <LoginFrame primaryColor={settings.primaryColor} withHeading={!pageless}>
      <Outlet />
    </LoginFrame>
  );
}
