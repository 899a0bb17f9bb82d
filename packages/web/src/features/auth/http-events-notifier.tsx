import {
  isLoginPage,
  LOGOUT_REDIRECT_DELAY_MS,
  PASSWORD_CHANGE_REQUIRED,
  SessionEvents,
  SHELL_MESSAGES,
  SHELL_PATHS,
} from '@tender/domain';
import { useEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { notifyError } from '../../components/shell-notifications';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { useSignOut } from './use-sign-out';

/**
 * The shell's answer to the session's 401 and 403 events (§8), heard through the domain's SessionEvents
 * port, whichever adapter raises them (ADR 0009):
 * - 401 without isLogin: "Unauthorized: Authorization verification failed", sign out, and after 1.5 s
 *   the login page (the user centre of the legacy system is this app's login).
 * - 403: a notification titled Forbidden with the server's message.
 * Renders nothing; mounted once, inside the router.
 */
export function HttpEventsNotifier() {
  const events = useInject<SessionEvents>(SessionEvents);
  const { label, locale } = useT();
  const navigate = useNavigate();
  const signOut = useSignOut();
  // Parallel calls fail together: one notification and one sign-out for the burst.
  const signingOut = useRef(false);

  useEffect(() => {
    const offUnauthorized = events.on('unauthorized', () => {
      if (signingOut.current) return;
      signingOut.current = true;
      void notifyError({ title: label(SHELL_MESSAGES.unauthorized), key: 'unauthorized' });
      void signOut().finally(() => {
        setTimeout(() => {
          signingOut.current = false;
          // A route-entry failure may already have taken the user to login with a redirect: keep it.
          if (!isLoginPage(window.location.pathname)) navigate(SHELL_PATHS.login, { replace: true });
        }, LOGOUT_REDIRECT_DELAY_MS);
      });
    });
    const offForbidden = events.on('forbidden', (event) => {
      // Refused for an unchanged temporary password: the route guard shows that step instead (ADR 0014).
      if (event.message === PASSWORD_CHANGE_REQUIRED) return;
      void notifyError({
        title: label(SHELL_MESSAGES.forbiddenTitle),
        description: refusalText(event.message, locale),
      });
    });
    return () => {
      offUnauthorized();
      offForbidden();
    };
  }, [events, label, locale, navigate, signOut]);

  return null;
}
