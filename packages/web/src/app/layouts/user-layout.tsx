import { Outlet } from 'react-router-dom';
import { LoginFrame } from '../../features/auth/login-frame';
import { useDisplaySettings } from '../../features/shell/display-settings';

/** The frame of the /user pages inside the app (after a logout, a hand-over): the login entry's own frame. */
export default function UserLayout() {
  const { settings } = useDisplaySettings();
  return (
    <LoginFrame primaryColor={settings.primaryColor}>
      <Outlet />
    </LoginFrame>
  );
}
