import type { FormInstance } from 'antd';
import { describe, expect, it } from 'vitest';
import { en } from '../../../i18n/en';
import { interpolate } from '../../../i18n/interpolate';
import { routerLabelKey } from './step-routers';
import { editorField, templateRule, withEditorFields } from './template-problems';
import { draftFrom, isChanged, type TemplateValues } from './template-values';

const t = (key: keyof typeof en, values?: Readonly<Record<string, string | number>>) =>
  interpolate(en[key], values);
const formOf = (values: TemplateValues) =>
  ({ getFieldsValue: () => values }) as unknown as FormInstance<TemplateValues>;
const step = (router: string, extra: Record<string, unknown> = {}) => ({
  nodeName: router,
  router,
  flowRoles: [],
  ...extra,
});

/** What a field's rule says about a draft: its message, or undefined when the field is fine. */
async function says(values: TemplateValues, path: (string | number)[], roles = ['Admin', 'Agent']) {
  try {
    await templateRule(formOf(values), path, roles, t).validator();
    return undefined;
  } catch (error) {
    return (error as Error).message;
  }
}

describe('the template rules under the editor’s fields (decideFlowTemplate, ADR 0013)', () => {
  it('puts a refused role under its step’s role select', () => {
    expect(editorField('steps.2.flowRoles.1')).toBe('steps.2.flowRoles');
    expect(editorField('steps.2.router')).toBe('steps.2.router');
    expect(editorField('steps.0.childNode.1.siteUrl')).toBe('steps.0.childNode.1.siteUrl');
  });

  it('says each problem in the UI’s words at its field, and nothing elsewhere', async () => {
    const values: TemplateValues = {
      steps: [
        step('/sign-up', { flowRoles: ['Agent', 'Auditor'] }),
        step('/tender-notice', { isExternal: true, childNode: [{ siteName: 'x', siteUrl: 'ftp://x.cn' }] }),
        step('/sign-up/', { isExternal: true }),
      ],
    };
    expect(await says(values, ['steps', 0, 'flowRoles'])).toBe(
      'Names no role of this organisation: Auditor.',
    );
    expect(await says(values, ['steps', 1, 'childNode', 0, 'siteUrl'])).toBe(
      'Must be an http:// or https:// address.',
    );
    expect(await says(values, ['steps', 2, 'router'])).toBe(
      'Already the page of step 1: a flow opens each page once.',
    );
    expect(await says(values, ['steps', 0, 'router'])).toBeUndefined();
    expect(await says({ steps: [] }, ['steps'])).toBe('A flow needs at least one step.');
  });

  it('leaves the role rule to the server while the roles are unknown', async () => {
    const values = { steps: [step('/sign-up', { flowRoles: ['Auditor'] })] };
    await expect(
      templateRule(formOf(values), ['steps', 0, 'flowRoles'], undefined, t).validator(),
    ).resolves.toBeUndefined();
  });

  it('shows the server’s role messages under the role select, merged', () => {
    const set: unknown[] = [];
    const form = withEditorFields({ setFields: (fields: unknown) => set.push(fields) } as never);
    form.setFields([
      { name: ['steps', 0, 'flowRoles', 0], errors: ['names no role of this tenant: A'] },
      { name: ['steps', 0, 'flowRoles', 2], errors: ['names no role of this tenant: B'] },
      { name: ['steps', 1, 'router'], errors: ['must be a path starting with /'] },
    ]);
    expect(set).toEqual([
      [
        {
          name: ['steps', 0, 'flowRoles'],
          errors: ['names no role of this tenant: A', 'names no role of this tenant: B'],
        },
        { name: ['steps', 1, 'router'], errors: ['must be a path starting with /'] },
      ],
    ]);
  });
});

describe('the editor’s draft', () => {
  it('saves the steps in their order from the version opened, blanks filled', () => {
    expect(
      draftFrom('公开招标', 3, { name: ' ', steps: [{ nodeName: '报名', router: '/sign-up' }] }),
    ).toEqual({
      biddingMethod: '公开招标',
      baseVersion: 3,
      name: undefined,
      steps: [
        {
          nodeName: '报名',
          router: '/sign-up',
          isExternal: false,
          isDisplay: true,
          flowRoles: [],
          childNode: [],
        },
      ],
    });
  });

  it('is changed by a move, not by touching a field back to what it was', () => {
    const start: TemplateValues = { name: 'a', steps: [step('/sign-up'), step('/qualification-result')] };
    expect(isChanged(start, { ...start, steps: [...(start.steps ?? [])].reverse() })).toBe(true);
    expect(isChanged(start, structuredClone(start))).toBe(false);
  });

  it('names every step page the web app has', () => {
    expect(routerLabelKey('/sign-up/')).toBe('flowTemplates.router.signUp');
    expect(routerLabelKey('/bid-evaluation/index')).toBe('route.bid-evaluation');
    expect(routerLabelKey('/contract-signing')).toBe('flowTemplates.router.contractSigning');
    expect(routerLabelKey('/bid-opening-hall')).toBeUndefined();
  });
});
