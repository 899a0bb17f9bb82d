import { describe, expect, it } from 'vitest';
import {
  decideFlowTemplate,
  decideTemplateVersion,
  type FlowTemplateRefusal,
  type TemplateToCheck,
} from './decide-flow-template';

type Step = TemplateToCheck['steps'][number];
const step = (router: string, extra: Partial<Step> = {}): Step => ({ router, flowRoles: [], ...extra });
const ROLES = ['Admin', 'ProjectManager', 'Agent', 'Viewer'];
const refusals = (steps: Step[], roleNames: readonly string[] | 'unknown' = ROLES) => {
  const decision = decideFlowTemplate({ steps }, roleNames === 'unknown' ? {} : { roleNames });
  return decision.allowed ? [] : decision.problems.map((p) => [p.reason, p.field]);
};

describe('decideFlowTemplate (§1 configurable step flow, §3 flow node, §6 flowRoles)', () => {
  it('allows a flow of known step pages, tenant roles and http(s) sites', () => {
    expect(
      decideFlowTemplate(
        {
          steps: [
            step('/sign-up', {
              flowRoles: ['Admin', 'Agent'],
              childNode: [
                { siteUrl: 'https://www.ccgp.gov.cn' },
                { siteUrl: 'http://ggzy.example.gov.cn/a?b=1' },
              ],
            }),
            step('/bid-evaluation/index'),
            step('/contract-signing', { isExternal: true }),
          ],
        },
        { roleNames: ROLES },
      ),
    ).toEqual({ allowed: true });
  });

  // Each row: the rule, the steps, the refusals it gives as [reason, field].
  const cases: [string, Step[], [FlowTemplateRefusal, string][]][] = [
    ['at least one step', [], [['no-steps', 'steps']]],
    ['a router is a path', [step('sign-up')], [['router-not-a-path', 'steps.0.router']]],
    [
      'an external router is a path too',
      [step('https://example.com/step', { isExternal: true })],
      [['router-not-a-path', 'steps.0.router']],
    ],
    [
      'a router the web app has no page for must be marked external',
      [step('/sign-up'), step('/bid-opening-hall')],
      [['unknown-router', 'steps.1.router']],
    ],
    [
      'no router twice in one flow',
      [step('/sign-up'), step('/qualification-result'), step('/sign-up')],
      [['duplicate-router', 'steps.2.router']],
    ],
    [
      'no router twice, whatever its trailing slash',
      [step('/tender-notice', { isExternal: true }), step('/tender-notice/', { isExternal: true })],
      [['duplicate-router', 'steps.1.router']],
    ],
    [
      'flowRoles name existing roles of the tenant, exactly',
      [step('/sign-up', { flowRoles: ['Agent', 'Auditor', 'admin'] })],
      [
        ['unknown-role', 'steps.0.flowRoles.1'],
        ['unknown-role', 'steps.0.flowRoles.2'],
      ],
    ],
    [
      'child-site URLs are http(s)',
      [
        step('/sign-up', {
          childNode: [
            { siteUrl: 'https://ok.example.com' },
            { siteUrl: 'ftp://files.example.com' },
            { siteUrl: 'javascript:alert(1)' },
            { siteUrl: 'www.ccgp.gov.cn' },
          ],
        }),
      ],
      [
        ['site-url-not-http', 'steps.0.childNode.1.siteUrl'],
        ['site-url-not-http', 'steps.0.childNode.2.siteUrl'],
        ['site-url-not-http', 'steps.0.childNode.3.siteUrl'],
      ],
    ],
    [
      'every problem at once, in step order',
      [
        step('/x', { flowRoles: ['Nobody'] }),
        step('/x', { isExternal: true, childNode: [{ siteUrl: 'mailto:a@b.c' }] }),
      ],
      [
        ['unknown-router', 'steps.0.router'],
        ['unknown-role', 'steps.0.flowRoles.0'],
        ['duplicate-router', 'steps.1.router'],
        ['site-url-not-http', 'steps.1.childNode.0.siteUrl'],
      ],
    ],
  ];
  it.each(cases)('refuses: %s', (_rule, steps, expected) => {
    expect(refusals(steps)).toEqual(expected);
  });

  it('gives each problem a message for its field', () => {
    const decision = decideFlowTemplate(
      { steps: [step('/sign-up', { flowRoles: ['Auditor'] })] },
      { roleNames: ROLES },
    );
    expect(decision).toEqual({
      allowed: false,
      problems: [
        {
          field: 'steps.0.flowRoles.0',
          reason: 'unknown-role',
          message: 'names no role of this tenant: Auditor',
        },
      ],
    });
  });

  it('leaves the role rule to the server where the tenant’s roles are not known', () => {
    expect(refusals([step('/sign-up', { flowRoles: ['Auditor'] })], 'unknown')).toEqual([]);
  });

  it('reads steps before parsing too (no flowRoles, no sites)', () => {
    expect(decideFlowTemplate({ steps: [{ router: '/sign-up' }] }, { roleNames: [] })).toEqual({
      allowed: true,
    });
  });
});

describe('decideTemplateVersion (ADR 0013: a save edits the current version)', () => {
  it.each([
    ['the first version of a method', 0, 0, 1],
    ['an edit of the current version', 3, 3, 4],
  ])('allows %s', (_case, base, current, next) => {
    expect(decideTemplateVersion('公开招标', base, current)).toEqual({ allowed: true, nextVersion: next });
  });

  it.each([
    [
      'an edit of an older version',
      1,
      2,
      'The 公开招标 flow template changed since you opened version 1 (it is now at version 2): reload it and make your change again',
    ],
    [
      'a new template where one was saved meanwhile',
      0,
      1,
      'The 公开招标 flow template changed since you opened a new template (it is now at version 1): reload it and make your change again',
    ],
    [
      'a version that does not exist',
      2,
      0,
      'The 公开招标 flow template changed since you opened version 2 (it has no version yet): reload it and make your change again',
    ],
  ])('refuses %s, offering a reload', (_case, base, current, message) => {
    expect(decideTemplateVersion('公开招标', base, current)).toEqual({
      allowed: false,
      reason: 'stale',
      message,
    });
  });
});
