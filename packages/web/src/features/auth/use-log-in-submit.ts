import { type FieldError, type LogIn, ValidationError } from '@tender/domain';
import { useState } from 'react';
import { useT } from '../../i18n/i18n-context';
import { loginRefusal } from './login-refusal';
import type { LoginValues } from './login-values';

/**
 * Submitting the login form, for the app's login page and the login entry alike: field errors the server
 * names go under their fields, any other refusal above the form in the user's words (loginRefusal);
 * `enter` runs once the user is in.
 */
export function useLogInSubmit(logIn: Pick<LogIn, 'execute'>, enter: () => void | Promise<void>) {
  const { t } = useT();
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<readonly FieldError[]>([]);

  const submit = async (values: LoginValues) => {
    setSubmitting(true);
    setError(null);
    setFieldErrors([]);
    try {
      await logIn.execute(values);
      await enter();
    } catch (failure) {
      if (failure instanceof ValidationError && failure.fields.some((field) => field.field !== '')) {
        setFieldErrors(failure.fields);
      } else {
        setError(loginRefusal(failure, t));
      }
    } finally {
      setSubmitting(false);
    }
  };

  return { submit, submitting, error, fieldErrors };
}
