import { DEFAULT_TENANT_ID, type FieldError } from '@tender/domain';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { type LoginDraft, type LoginFieldName, validateLoginDraft } from './login-draft';
import './login.css';

export interface LoginValues {
  userName: string;
  password: string;
  rememberMe: boolean;
  tenantId: number;
}

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  submitting?: boolean;
  /** The refusal to show above the form (wrong password, server down…). */
  error?: string | null;
  /** Server-side field errors (ValidationError.fields), shown under their fields. */
  fieldErrors?: readonly FieldError[];
}

// One empty list for the default: a fresh `[]` per render re-ran the effect below forever.
const NO_FIELD_ERRORS: readonly FieldError[] = [];

// Server field names (userNameOrEmailAddress…) mapped onto the form's fields.
const FIELD_OF: Record<string, LoginFieldName> = {
  userNameOrEmailAddress: 'userName',
  userName: 'userName',
  password: 'password',
};

/**
 * The login form (§2 /user/login): user name, password, remember me and the tenant (default 3, §9).
 * Plain inputs styled by login.css (inside LoginFrame) with our own checks: the login is every visitor's
 * first load, and antd would be most of its weight (issue 6: interactive within 1 s on 3 Mbps).
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error = null,
  fieldErrors = NO_FIELD_ERRORS,
}: LoginFormProps) {
  const { t } = useT();
  const id = useId();
  const [draft, setDraft] = useState<LoginDraft>({
    userName: '',
    password: '',
    rememberMe: false,
    tenantId: String(DEFAULT_TENANT_ID),
  });
  const [errors, setErrors] = useState<Partial<Record<LoginFieldName, string>>>({});

  useEffect(() => {
    const fromServer: Partial<Record<LoginFieldName, string>> = {};
    for (const fieldError of fieldErrors) {
      const name = FIELD_OF[fieldError.field];
      if (name) fromServer[name] = fieldError.message;
    }
    setErrors(fromServer);
  }, [fieldErrors]);

  const messages = {
    userName: t('login.userNameRequired'),
    password: t('login.passwordRequired'),
    tenantId: t('login.tenantInvalid'),
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (submitting) return;
    const checked = validateLoginDraft(draft);
    if (!checked.ok) {
      setErrors(Object.fromEntries(checked.invalid.map((name) => [name, messages[name]])));
      return;
    }
    setErrors({});
    onSubmit(checked.values);
  };

  const set = <K extends keyof LoginDraft>(name: K, value: LoginDraft[K]) => {
    setDraft((current) => ({ ...current, [name]: value }));
    if (name in errors) setErrors((current) => ({ ...current, [name]: undefined }));
  };

  const field = (
    name: LoginFieldName,
    label: string,
    testId: string,
    input: InputHTMLAttributes<HTMLInputElement>,
  ) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const message = errors[name];
    return (
      <div className="login-field">
        <label htmlFor={inputId}>{label}</label>
        <input
          {...input}
          id={inputId}
          className="login-input"
          value={draft[name]}
          onChange={(event) => set(name, event.target.value)}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? errorId : undefined}
          data-testid={testId}
        />
        {message && (
          <div id={errorId} role="alert" className="login-field-error" data-testid={`login-${name}-error`}>
            {message}
          </div>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      {error && (
        <div role="alert" className="login-alert" data-testid="login-error">
          {error}
        </div>
      )}
      {field('userName', t('login.userName'), 'login-user-name', { autoComplete: 'username' })}
      {field('password', t('login.password'), 'login-password', {
        type: 'password',
        autoComplete: 'current-password',
      })}
      {field('tenantId', t('login.tenant'), 'login-tenant', { inputMode: 'numeric' })}
      <label className="login-checkbox">
        <input
          type="checkbox"
          checked={draft.rememberMe}
          onChange={(event) => set('rememberMe', event.target.checked)}
          data-testid="login-remember-me"
        />
        {t('login.rememberMe')}
      </label>
      <button
        type="submit"
        className="login-submit"
        aria-busy={submitting || undefined}
        data-testid="login-submit"
      >
        {submitting && <span className="login-spinner" aria-hidden="true" />}
        {t('login.submit')}
      </button>
    </form>
  );
}
