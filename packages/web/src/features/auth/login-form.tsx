import { LockOutlined, TeamOutlined, UserOutlined } from '@ant-design/icons';
import { DEFAULT_TENANT_ID, type FieldError } from '@tender/domain';
import { Button, Checkbox, Input, theme } from 'antd';
import { type FormEvent, type ReactNode, useEffect, useId, useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { type LoginDraft, type LoginFieldName, validateLoginDraft } from './login-draft';

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
 * Plain antd inputs with our own checks instead of antd's Form: the login is every visitor's first load
 * and antd's Form machinery (field store, async validator) would be most of its weight.
 */
export function LoginForm({
  onSubmit,
  submitting = false,
  error = null,
  fieldErrors = NO_FIELD_ERRORS,
}: LoginFormProps) {
  const { t } = useT();
  const { token } = theme.useToken();
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

  const field = (name: LoginFieldName, label: string, input: (props: FieldProps) => ReactNode) => {
    const inputId = `${id}-${name}`;
    const errorId = `${inputId}-error`;
    const message = errors[name];
    return (
      <div style={{ marginBottom: 16 }}>
        <label htmlFor={inputId} style={{ display: 'block', marginBottom: 6 }}>
          {label}
        </label>
        {input({
          id: inputId,
          status: message ? 'error' : undefined,
          'aria-invalid': message ? true : undefined,
          'aria-describedby': message ? errorId : undefined,
        })}
        {message && (
          <div
            id={errorId}
            role="alert"
            style={{ color: token.colorError, marginTop: 4 }}
            data-testid={`login-${name}-error`}
          >
            {message}
          </div>
        )}
      </div>
    );
  };

  return (
    <form onSubmit={submit} noValidate data-testid="login-form">
      {error && (
        <div
          role="alert"
          data-testid="login-error"
          style={{
            marginBottom: 16,
            padding: '8px 12px',
            color: token.colorErrorText,
            background: token.colorErrorBg,
            border: `1px solid ${token.colorErrorBorder}`,
            borderRadius: token.borderRadius,
          }}
        >
          {error}
        </div>
      )}
      {field('userName', t('login.userName'), (props) => (
        <Input
          {...props}
          prefix={<UserOutlined />}
          autoComplete="username"
          size="large"
          value={draft.userName}
          onChange={(event) => set('userName', event.target.value)}
          data-testid="login-user-name"
        />
      ))}
      {field('password', t('login.password'), (props) => (
        <Input.Password
          {...props}
          prefix={<LockOutlined />}
          autoComplete="current-password"
          size="large"
          value={draft.password}
          onChange={(event) => set('password', event.target.value)}
          data-testid="login-password"
        />
      ))}
      {field('tenantId', t('login.tenant'), (props) => (
        <Input
          {...props}
          prefix={<TeamOutlined />}
          inputMode="numeric"
          size="large"
          value={draft.tenantId}
          onChange={(event) => set('tenantId', event.target.value)}
          data-testid="login-tenant"
        />
      ))}
      <div style={{ marginBottom: 16 }}>
        <Checkbox
          checked={draft.rememberMe}
          onChange={(event) => set('rememberMe', event.target.checked)}
          data-testid="login-remember-me"
        >
          {t('login.rememberMe')}
        </Checkbox>
      </div>
      <Button
        type="primary"
        htmlType="submit"
        size="large"
        block
        loading={submitting}
        data-testid="login-submit"
      >
        {t('login.submit')}
      </Button>
    </form>
  );
}

interface FieldProps {
  id: string;
  status: 'error' | undefined;
  'aria-invalid': true | undefined;
  'aria-describedby': string | undefined;
}
