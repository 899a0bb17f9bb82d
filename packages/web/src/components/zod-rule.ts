import { fieldMessage, type IssueLike, isSpecWording, issueMessage, type Locale, must } from '@tender/domain';
import type { Rule } from 'antd/es/form';
import { useCallback } from 'react';
import { useT } from '../i18n/i18n-context';

/** What the rule needs of a zod schema (the domain's schemas; web itself does not depend on zod). */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly IssueLike[] } };
}

export interface ZodRuleOptions {
  /** Marks the field with antd's asterisk; the schema still decides what counts as missing. */
  readonly required?: boolean;
  /**
   * The field's name in the message. Default: the Form.Item's own label, which antd puts in for
   * `${label}` (rc-field-form's message variables) when the label is text.
   */
  readonly label?: string;
}

/**
 * The Form.Item's label inside a rule's message: rc-field-form fills `${label}` with the item's label
 * when it is text (antd's message variables).
 */
// biome-ignore lint/suspicious/noTemplateCurlyInString: antd's own placeholder, filled by the form, not by JS
export const FORM_ITEM_LABEL = '${label}';

/** A rule's error naming its field (the Form.Item's label) with a domain message in `locale`. */
export function fieldError(message: string, locale: Locale, label = FORM_ITEM_LABEL): Error {
  return new Error(fieldMessage(label, message, locale));
}

/**
 * An antd form rule from a field's zod schema: the form says what the domain (and the server) would say,
 * so the client's check and the law cannot drift apart, worded by the domain's validation catalogue
 * (validation-messages.ts) in `locale` and naming the field: "项目名称不能为空". Forms take it from
 * useZodRule, which knows the language.
 */
export function zodRule(schema: FieldSchema, options: ZodRuleOptions & { locale?: Locale } = {}): Rule {
  const { required = false, label = FORM_ITEM_LABEL, locale = 'en' } = options;
  return {
    required,
    validator: async (_rule, value: unknown) => {
      // A field never touched is undefined: a required one is checked as empty text (the schema's own
      // "is required"), an optional one as absent, and an optional field emptied again counts as absent.
      const blank = value === undefined || value === null || value === '';
      const parsed = schema.safeParse(blank ? (required ? '' : undefined) : value);
      if (parsed.success) return;
      // A required field left empty is missing, whatever else its schema would say of '' (a pick list's
      // "is not a known bidding method").
      // The spec's own sentences (§5 "请选择非招标方式") are kept whatever the value.
      const issue = parsed.error.issues[0];
      const own = issue && isSpecWording(issue.message);
      throw fieldError(!issue || (blank && !own) ? must('required') : issueMessage(issue), locale, label);
    },
  };
}

/** zodRule in the current UI language. */
export function useZodRule(): (schema: FieldSchema, options?: ZodRuleOptions) => Rule {
  const { locale } = useT();
  return useCallback((schema, options = {}) => zodRule(schema, { ...options, locale }), [locale]);
}
