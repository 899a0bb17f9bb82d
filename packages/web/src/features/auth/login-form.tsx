import { type FieldError, fieldMessage } from '@tender/domain';
import { type FormEvent, type InputHTMLAttributes, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { type LoginDraft, type LoginFieldName, validateLoginDraft } from './login-draft';
import type { LoginValues } from './login-values';
import './login.css';

export interface LoginFormProps {
  onSubmit(values: LoginValues): void;
  submitting?: boolean;
  /** The refusal to show above the form (wrong password, server down…). */
  error?: string | null;
  /** Server-side field errors (ValidationError.fields), shown under their fields in the user's language. */
  fieldErrors?: readonly FieldError[];
}

// One empty list for the default: a fresh `[]` per render re-ran the effect below forever.
const NO_FIELD_ERRORS: readonly FieldError[] = [];

// Server field names (userNameOrEmailAddress, the tenant lookup's tenancyName…) mapped onto the form's fields.
const FIELD_OF: Record<string, LoginFieldName> = {
  userNameOrEmailAddress: 'userName',
  userName: 'userName',
  password: 'password',
  tenancyName: 'tenant',
};

/**
 * The login form (§2 /user/login): user name, password, remember me and the tenant by its name, as the
 * CLI takes it (empty: the default tenant 3, §9).
 * Plain inputs styled by login.css (inside LoginFrame) with our own checks: the login is every visitor's
 * first load, and antd would be most of its weight (bench/README.md, `web-first-load.mjs`).
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error = null,
  fieldErrors = NO_FIELD_ERRORS,
}: LoginFormProps) {
  const { t, locale } = useT();
  const id = useId();
  const [draft, setDraft] = useState<LoginDraft>({
    userName: '',
    password: '',
    rememberMe: false,
    tenant: '',
  });
  const [errors, setErrors] = useState<Partial<Record<LoginFieldName, string>>>({});

  const labels: Record<LoginFieldName, string> = {
    userName: t('login.userName'),
    password: t('login.password'),
    tenant: t('login.tenant'),
  };
  const messages: Record<LoginFieldName, string> = {
    userName: t('login.userNameRequired'),
    password: t('login.passwordRequired'),
    tenant: t('login.tenantInvalid'),
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the labels follow the locale, which is the trigger
  useEffect(() => {
    const fromServer: Partial<Record<LoginFieldName, string>> = {};
    for (const fieldError of fieldErrors) {
      const name = FIELD_OF[fieldError.field];
      if (name) fromServer[name] = fieldMessage(labels[name], fieldError.message, locale);
    }
    setErrors(fromServer);
  }, [fieldErrors, locale]);

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
      {field('userName', labels.userName, 'login-user-name', { autoComplete: 'username' })}
      {field('password', labels.password, 'login-password', {
        type: 'password',
        autoComplete: 'current-password',
      })}
      {field('tenant', labels.tenant, 'login-tenant', {
        autoComplete: 'organization',
        placeholder: t('login.tenantDefault'),
      })}
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
