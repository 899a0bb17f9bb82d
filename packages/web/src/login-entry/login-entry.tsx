import type { LogIn } from '@tender/domain';
import { LoginForm } from '../features/auth/login-form';
import { LoginFrame } from '../features/auth/login-frame';
import { useLogInSubmit } from '../features/auth/use-log-in-submit';
import { I18nProvider } from '../i18n/i18n-context';
import type { LoadedLocale } from '../i18n/load-locale';
import { loadLoginLocale } from './login-locale';

export interface LoginEntryProps {
  readonly logIn: Pick<LogIn, 'execute'>;
  readonly locale: LoadedLocale;
  readonly primaryColor: string;
  /** The user is in: bring the app. The form stays busy until it resolves. */
  readonly onEntered: () => Promise<void>;
  /** The first time the user touches the form: a good moment to fetch the app. */
  readonly onFirstTouch?: () => void;
}

/** /user/login on a first load (§2): the frame and the form, with only the login's words. */
export function LoginEntry({ logIn, locale, primaryColor, onEntered, onFirstTouch }: LoginEntryProps) {
  return (
    <I18nProvider initial={locale} load={loadLoginLocale}>
      <LoginFrame primaryColor={primaryColor}>
        <EntryForm logIn={logIn} onEntered={onEntered} onFirstTouch={onFirstTouch} />
      </LoginFrame>
    </I18nProvider>
  );
}

function EntryForm({ logIn, onEntered, onFirstTouch }: Omit<LoginEntryProps, 'locale' | 'primaryColor'>) {
  const { submit, submitting, error, fieldErrors } = useLogInSubmit(logIn, onEntered);
  return (
    <div onFocusCapture={onFirstTouch} onPointerDownCapture={onFirstTouch}>
      <LoginForm onSubmit={submit} submitting={submitting} error={error} fieldErrors={fieldErrors} />
    </div>
  );
}
