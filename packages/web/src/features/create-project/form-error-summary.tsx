import { Alert, Button, type FormInstance } from 'antd';
import type { ScrollFocusOptions } from 'antd/es/form/interface';
import type { MessageKey } from '../../i18n/en';
import { type I18n, useT } from '../../i18n/i18n-context';

/** A field's place in the form: ['projectName'], ['sGroupList', 0, 'groupBudget'], ['sGroupList']. */
export type FieldPath = readonly (string | number)[];

/** One field with what is wrong with it, in the order the form shows them. */
export interface FieldProblem {
  readonly name: FieldPath;
  readonly errors: readonly string[];
}

/**
 * A field brought into view in the middle of the viewport, always, never at its top edge: the shell's
 * header is fixed over the page's top, and a field aligned there is hidden under it.
 */
export const FIELD_SCROLL: ScrollFocusOptions = { block: 'center', scrollMode: 'always' };

/** The id of a field's element, as antd gives it to the control of a form without a name. */
export const fieldId = (name: FieldPath): string => name.join('_');

/** Scrolls a field into view below the header and puts the keyboard there. */
export function showField(form: FormInstance, name: FieldPath): void {
  const path = [...name];
  form.scrollToField(path, FIELD_SCROLL);
  form.focusField(path);
  // A list's own error (the packages over budget) has no control: its block is scrolled to and focused.
  if (!form.getFieldInstance(path)) {
    const block = document.getElementById(fieldId(name));
    block?.focus({ preventScroll: true });
  }
}

/** The fields with errors now, in the form's order. */
export function problemsOf(form: FormInstance): FieldProblem[] {
  return form
    .getFieldsError()
    .filter((field) => field.errors.length > 0)
    .map((field) => ({ name: field.name, errors: field.errors.map(String) }));
}

const PACKAGE_FIELD_KEYS: Readonly<Record<string, MessageKey>> = {
  groupNumber: 'createProject.package.number',
  groupName: 'createProject.package.name',
  groupContent: 'createProject.package.content',
  groupBudget: 'createProject.package.budget',
  bondAmount: 'createProject.package.bond',
  servicePercent: 'createProject.package.servicePercent',
  serviceValue: 'createProject.package.serviceValue',
  investorQualification: 'createProject.package.qualification',
};

/** What the user reads as the field's name: its label, or its package and label. */
export function fieldLabel(t: I18n['t'], name: FieldPath): string {
  const [first, index, part] = name;
  if (first === 'sGroupList') {
    if (typeof index !== 'number') return t('createProject.section.packages');
    const pack = t('createProject.package.title', { number: index + 1 });
    const key = PACKAGE_FIELD_KEYS[String(part)];
    return key ? `${pack} · ${t(key)}` : pack;
  }
  const key = `projectInfo.field.${String(first)}` as MessageKey;
  const text = t(key);
  // A field the dictionary does not name (the server may name any of §3's) reads as its wire name.
  return text === key ? String(first) : text;
}

/**
 * Every error of a refused save at the top of the form, each a button that brings its field into view
 * below the header and focuses it: the errors of a long form can sit far below the first one.
 */
export function FormErrorSummary({
  problems,
  onShow,
}: {
  problems: readonly FieldProblem[];
  onShow: (name: FieldPath) => void;
}) {
  const { t } = useT();
  if (problems.length === 0) return null;
  return (
    <Alert
      type="error"
      showIcon
      role="alert"
      style={{ marginBottom: 12 }}
      data-testid="form-error-summary"
      title={t('createProject.errors.title', { count: problems.length })}
      description={
        <ul style={{ margin: 0, paddingInlineStart: 20 }}>
          {problems.map((problem) => {
            const label = fieldLabel(t, problem.name);
            const message = problem.errors[0] ?? '';
            // A message that already names its field is not prefixed with the name again.
            const text = message.includes(label)
              ? message
              : t('createProject.errors.item', { label, message });
            return (
              <li key={fieldId(problem.name)}>
                <Button
                  type="link"
                  size="small"
                  style={{ padding: 0, height: 'auto', whiteSpace: 'normal', textAlign: 'start' }}
                  onClick={() => onShow(problem.name)}
                >
                  {text}
                </Button>
              </li>
            );
          })}
        </ul>
      }
    />
  );
}
