import {
  canAccessRoute,
  effectiveRoles,
  isLoginPage,
  loginUrlFor,
  mustChangePassword,
  redirectFor,
  SHELL_MESSAGES,
  TokenStore,
} from '@tender/domain';
import { useEffect, useRef } from 'react';
import { Navigate, Outlet, useLocation, useNavigate } from 'react-router-dom';
import { PageSpinner } from '../components/page-spinner';
import { notifyError } from '../components/shell-notifications';
import { currentProjectId } from '../data/session/current-project';
import { useAppModules, useSession } from '../data/session/use-session';
import { useInject } from '../di/use-inject';
import { ChangePasswordScreen } from '../features/auth/change-password-screen';
import { useSignOut } from '../features/auth/use-sign-out';
import { LazyExceptionPage } from '../features/exceptions/lazy-exception-page';
import { useT } from '../i18n/i18n-context';
import { useDisplaySettings } from './shell/display-settings';
import { serverManageRoutes } from './shell/shell-modules';

/**
 * The route guard of §2 and §6, in front of every route: the redirects (domain redirectFor: no token →
 * login with the wanted path; a signed-in visit to login → home; manage-type paths without a selected
 * project → the manage list), the session fetched at route entry, and the permission tag.
 */
export function RouteGuard() {
  const location = useLocation();
  const tokens = useInject<TokenStore>(TokenStore);
  const hasToken = tokens.load() !== null;
  const loginPage = isLoginPage(location.pathname);
  const needsSession = hasToken && !loginPage;
  const session = useSession(needsSession);
  const modules = useAppModules(needsSession);
  const { settings } = useDisplaySettings();
  useSignOutWhenSessionFails(session.isError, location.pathname + location.search);

  if (needsSession && (session.isPending || modules.isPending || session.isError)) {
    return <PageSpinner fullPage />;
  }
  const target = redirectFor({
    pathname: location.pathname,
    search: location.search,
    hasToken,
    hasCurrentProject: currentProjectId(location.search) !== null,
    serverManageRoutes: serverManageRoutes(modules.data ?? []),
  });
  if (target !== null) return <Navigate to={target} replace />;
  if (needsSession && session.data) {
    // A temporary password opens nothing but its own change (ADR 0014): that step, at this address.
    if (mustChangePassword(session.data.session)) {
      return <ChangePasswordScreen session={session.data.session} primaryColor={settings.primaryColor} />;
    }
    const roles = effectiveRoles(session.data.session.roleNames);
    if (!canAccessRoute(location.pathname, roles)) return <LazyExceptionPage status={403} />;
  }
  return <Outlet />;
}

/**
 * §8: "User info fetch failure at route entry: a notification titled 错误 with 请求用户信息失败，请重试,
 * then logout and redirect to login with the redirect path."
 */
function useSignOutWhenSessionFails(failed: boolean, wanted: string) {
  const { label } = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  const handled = useRef(false);
  useEffect(() => {
    if (!failed) {
      handled.current = false;
      return;
    }
    if (handled.current) return;
    handled.current = true;
    void notifyError({
      title: label(SHELL_MESSAGES.userInfoFailedTitle),
      description: label(SHELL_MESSAGES.userInfoFailed),
      key: 'user-info-failed',
    });
    void signOut().finally(() => navigate(loginUrlFor(wanted), { replace: true }));
  }, [failed, wanted, label, navigate, signOut]);
}
