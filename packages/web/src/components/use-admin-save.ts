import {
  ConflictError,
  type FieldError,
  type Locale,
  ValidationError,
  validationMessageIn,
} from '@tender/domain';
import { App, type FormInstance } from 'antd';
import { useCallback } from 'react';
import { useOrganisationWrite } from '../data/organisation/use-organisation-write';
import { useT } from '../i18n/i18n-context';
import { refusalText } from '../i18n/refusal-text';

export interface AdminSaveOptions {
  /** The form whose fields the server's field messages go under. */
  readonly form?: FormInstance;
  /** A stale version (409): reload what is stored; the user then makes the change again. */
  readonly onReload?: () => void;
  /** Refresh the shell's module list too (an app-module change moves the menus). */
  readonly shellModules?: boolean;
  /**
   * Runs the write and refreshes what it changed, whatever the outcome; default: every table of the
   * organisation settings (the libraries refresh their own lists).
   */
  readonly write?: <T>(work: () => Promise<T>) => Promise<T>;
}

/** A field path of the server's message ('steps.0.nodeName') as antd's name path. */
const namePath = (field: string) =>
  field.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));

/**
 * Runs an administration save and says how it went, the one way every tab of the organisation settings
 * and every library form does: "saved"; field messages under their fields (the server's, which are the domain's); a conflict —
 * someone saved meanwhile, or the last Admin would go — as a dialog with its reason, offering a reload
 * when the editor holds a stale version; any other refusal as a message. Resolves true when saved.
 */
export function useAdminSave(
  options: AdminSaveOptions = {},
): (work: () => Promise<unknown>) => Promise<boolean> {
  const { message, modal } = App.useApp();
  const { t, locale } = useT();
  const organisationWrite = useOrganisationWrite({ shellModules: options.shellModules ?? false });
  const write = options.write ?? organisationWrite;
  const { form, onReload } = options;
  return useCallback(
    async (work) => {
      try {
        await write(work);
        void message.success(t('organisation.saved'));
        return true;
      } catch (error) {
        if (error instanceof ValidationError && form && error.fields.some((f) => f.field !== '')) {
          showFieldErrors(form, error.fields, locale);
          void message.error(t('organisation.saveFailed'));
        } else if (error instanceof ConflictError && onReload) {
          modal.confirm({
            title: t('organisation.conflict.title'),
            content: t('organisation.conflict.body', { reason: refusalText(error, locale) }),
            okText: t('organisation.conflict.reload'),
            cancelText: t('organisation.cancel'),
            onOk: onReload,
          });
        } else {
          void message.error(t('organisation.refused', { reason: refusalText(error, locale) }));
        }
        return false;
      }
    },
    [form, message, modal, onReload, t, locale, write],
  );
}

/**
 * A form's refused save, where the user looks for it: the field messages under their fields, any other
 * refusal as a passing message, in the user's language.
 */
export function showFormRefusal(
  form: FormInstance,
  error: unknown,
  locale: Locale,
  message: Pick<ReturnType<typeof App.useApp>['message'], 'error'>,
): void {
  if (error instanceof ValidationError && error.fields.some((f) => f.field !== '')) {
    showFieldErrors(form, error.fields, locale);
  } else {
    void message.error(refusalText(error, locale));
  }
}

/** The server's field messages under their fields, in the user's language (the domain's catalogue). */
export function showFieldErrors(form: FormInstance, fields: readonly FieldError[], locale: Locale): void {
  form.setFields(
    fields.map((f) => ({
      name: namePath(f.field) as never,
      errors: [validationMessageIn(f.message, locale)],
    })),
  );
}
