import type { Rule } from 'antd/es/form';

/** What the rule needs of a zod schema (the domain's schemas; web itself does not depend on zod). */
export interface FieldSchema {
  safeParse(
    value: unknown,
  ): { success: true } | { success: false; error: { issues: readonly { message: string }[] } };
}

/**
 * An antd form rule from a field's zod schema: the form shows the very message the domain (and the
 * server) would give, so the client's check and the law cannot drift apart. `required` marks the field
 * with antd's asterisk; the schema still decides what counts as missing.
 */
export function zodRule(schema: FieldSchema, options: { required?: boolean } = {}): Rule {
  return {
    required: options.required ?? false,
    validator: async (_rule, value: unknown) => {
      // A field never touched is undefined: a required one is checked as empty text (the schema's own
      // "is required"), an optional one as absent, and an optional field emptied again counts as absent.
      const blank = value === undefined || value === null || value === '';
      const parsed = schema.safeParse(blank ? (options.required ? '' : undefined) : value);
      if (!parsed.success) throw new Error(parsed.error.issues[0]?.message ?? 'invalid');
    },
  };
}
