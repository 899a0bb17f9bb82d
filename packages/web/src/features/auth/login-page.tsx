import { useQueryClient } from '@tanstack/react-query';
import { LogIn, loginRedirectTarget, parseQuery, SHELL_PATHS } from '@tender/domain';
import { Button, Spin, theme } from 'antd';
import { useEffect, useMemo, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useInject } from '../../di/use-inject';
import { useT } from '../../i18n/i18n-context';
import { refusalText } from '../../i18n/refusal-text';
import { HandOverSignOn, handOverParameters } from './hand-over-sign-on';
import { LoginForm } from './login-form';
import { useLogInSubmit } from './use-log-in-submit';

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * /user/login (§2): the password form, or the single sign-on hand-over when an external platform put
 * its provider parameters in the URL. Either way the user then goes where the redirect query says.
 */
export function LoginPage() {
  const { t, locale } = useT();
  const { token } = theme.useToken();
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const logIn = useInject(LogIn);
  const handOver = useInject(HandOverSignOn);
  const query = useMemo(() => parseQuery(location.search), [location.search]);
  const provider = useMemo(() => handOverParameters(query), [query]);
  const [handOverError, setHandOverError] = useState<string | null>(null);
  const handOverStarted = useRef(false);

  const enter = () => {
    // The session of whoever was signed in before must not show for a moment.
    queryClient.clear();
    navigate(loginRedirectTarget(location.search), { replace: true });
  };

  // `enter` reads the location of this visit, which is what the hand-over is for: run once per visit.
  // biome-ignore lint/correctness/useExhaustiveDependencies: enter is rebuilt each render, on purpose not a trigger
  useEffect(() => {
    if (!provider || handOverStarted.current) return;
    handOverStarted.current = true;
    handOver.execute(provider).then(enter, (failure: unknown) => setHandOverError(messageOf(failure)));
  }, [provider, handOver]);

  const { submit, submitting, error, fieldErrors } = useLogInSubmit(logIn, enter);

  if (provider && !handOverError) {
    return (
      <div role="status" style={{ textAlign: 'center', padding: 32 }} data-testid="sso-hand-over">
        <Spin />
        <p>{t('login.sso.inProgress', { provider: provider.authProvider })}</p>
      </div>
    );
  }

  return (
    <>
      {handOverError && (
        <div
          role="alert"
          data-testid="sso-error"
          style={{
            marginBottom: 16,
            padding: '8px 12px',
            background: token.colorErrorBg,
            borderRadius: token.borderRadius,
          }}
        >
          <strong>{t('login.sso.failed')}</strong>
          <div>{refusalText(handOverError, locale)}</div>
          <Button size="small" onClick={() => navigate(SHELL_PATHS.login, { replace: true })}>
            {t('login.sso.toForm')}
          </Button>
        </div>
      )}
      <LoginForm onSubmit={submit} submitting={submitting} error={error} fieldErrors={fieldErrors} />
    </>
  );
}
