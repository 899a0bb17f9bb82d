import {
  decideFlowTemplate,
  type FlowTemplateProblem,
  type FlowTemplateRefusal,
  normalisePath,
} from '@tender/domain';
import type { FormInstance } from 'antd';
import type { MessageKey } from '../../../i18n/en';
import { stepsOf, type TemplateValues } from './template-values';

type Translate = (key: MessageKey, values?: Readonly<Record<string, string | number>>) => string;

const PROBLEM_KEYS: Record<FlowTemplateRefusal, MessageKey> = {
  'no-steps': 'flowTemplates.problem.noSteps',
  'router-not-a-path': 'flowTemplates.problem.routerNotAPath',
  'unknown-router': 'flowTemplates.problem.unknownRouter',
  'duplicate-router': 'flowTemplates.problem.duplicateRouter',
  'unknown-role': 'flowTemplates.problem.unknownRole',
  'site-url-not-http': 'flowTemplates.problem.siteUrlNotHttp',
};

/**
 * The field a problem is shown under. The domain names each refused role (`steps.0.flowRoles.2`), but
 * the editor picks a step's roles in one select (`steps.0.flowRoles`), so its entries' problems go there.
 */
export function editorField(field: string): string {
  return field.replace(/^(steps\.\d+\.flowRoles)\.\d+$/, '$1');
}

/** A problem in the UI's language, with the step or role it is about read from the form's values. */
function problemText(problem: FlowTemplateProblem, values: TemplateValues, t: Translate): string {
  const steps = stepsOf(values);
  const [, stepIndex, , entry] = problem.field.split('.');
  const step = steps[Number(stepIndex)];
  if (problem.reason === 'duplicate-router' && step) {
    const first = steps.findIndex(
      (other) => normalisePath(other.router.trim()) === normalisePath(step.router.trim()),
    );
    return t(PROBLEM_KEYS[problem.reason], { step: first + 1 });
  }
  if (problem.reason === 'unknown-role' && step) {
    return t(PROBLEM_KEYS[problem.reason], { role: step.flowRoles?.[Number(entry)] ?? '' });
  }
  return t(PROBLEM_KEYS[problem.reason]);
}

/**
 * The domain's template rules (decideFlowTemplate: the ones the server applies, ADR 0013) as the form's
 * rules: a field's rule asks the decision about the whole draft and shows the problems named at that
 * field. `roleNames` undefined (the roles not loaded) leaves the role rule to the server.
 */
export function templateRule(
  form: FormInstance<TemplateValues>,
  path: readonly (string | number)[],
  roleNames: readonly string[] | undefined,
  t: Translate,
): { validator: () => Promise<void> } {
  const field = path.join('.');
  return {
    validator: async () => {
      const values = form.getFieldsValue(true) as TemplateValues;
      const decision = decideFlowTemplate({ steps: stepsOf(values) }, roleNames ? { roleNames } : {});
      if (decision.allowed) return;
      const mine = decision.problems.filter((problem) => editorField(problem.field) === field);
      if (mine.length > 0) throw new Error(mine.map((problem) => problemText(problem, values, t)).join(' '));
    },
  };
}

/**
 * The form as the shared save sees it (useAdminSave): the server's field messages go under the fields
 * the editor shows, a refused role's under its step's role select (editorField).
 */
export function withEditorFields<T>(form: FormInstance<T>): FormInstance<T> {
  return {
    ...form,
    setFields: (fields) => {
      const merged = new Map<string, { name: (string | number)[]; errors: string[] }>();
      for (const field of fields) {
        const path = editorField([field.name].flat().join('.'));
        const name = path.split('.').map((part) => (/^\d+$/.test(part) ? Number(part) : part));
        const entry = merged.get(path) ?? { name, errors: [] };
        entry.errors.push(...(field.errors ?? []).map(String));
        merged.set(path, entry);
      }
      form.setFields([...merged.values()] as never);
    },
  };
}
