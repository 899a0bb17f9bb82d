import { describe, expect, it } from 'vitest';
import { aFlow, aProject } from '../testing/builders';
import type { Blocker } from './blockers';
import { decideAdvance } from './decide-advance';

// Open tendering: 101 项目登记 … 102 报名 … 108 结项 (last, no flowRoles); steps 101–107 need
// ProjectManager or Agent.
const nodes = aFlow();
const blocker: Blocker = {
  code: 'sign-up-too-few-approved',
  count: 2,
  minimum: 3,
  message: { en: 'x', zh: 'x' },
};
const at = (currentNodeId: number | null, extra: Parameters<typeof aProject>[0] = {}) =>
  aProject({ currentNodeId, ...extra });
const base = { nodes, project: at(102), roleNames: ['Agent'], blockers: [] as Blocker[] };

// §4 "Flow actions": next moves to the next step; §4 "Next-step button": only when the user may modify
// (§6), the current step is the furthest reachable one and nextNodeId is not 0; §5: not while blocking
// messages exist.
describe('decideAdvance (§4, §5, §6): one decision for the button, the use case, the CLI and the server', () => {
  it('allows the move from the step reached to the one after it', () => {
    const decision = decideAdvance(base);
    expect(decision).toMatchObject({ allowed: true, reasons: [], from: { id: 102 }, to: { id: 103 } });
  });

  it('needs flow.edit in the action list when the caller knows it (§6, ADR 0014)', () => {
    expect(decideAdvance({ ...base, grantedPermissions: ['flow.edit'] }).allowed).toBe(true);
    expect(decideAdvance({ ...base, grantedPermissions: ['project.edit', 'flow.query'] })).toMatchObject({
      allowed: false,
      reasons: ['action-not-granted'],
    });
    // Without a list (a server that sends none, the server itself) the route decides.
    expect(decideAdvance({ ...base, grantedPermissions: undefined }).allowed).toBe(true);
  });

  it('starts from the first step while the flow has not started', () => {
    expect(decideAdvance({ ...base, project: at(null) })).toMatchObject({ allowed: true, from: { id: 101 } });
  });

  it.each<[string, Partial<typeof base> & { viewingNodeId?: number | null }, string[]]>([
    ['§6 the user holds none of the step roles', { roleNames: ['Viewer'] }, ['role-not-in-step']],
    ['§4 state 5 is read-only', { project: at(102, { state: 5 }) }, ['read-only-state']],
    ['§4 auditState set (awaiting closing)', { project: at(102, { auditState: '13' }) }, ['awaiting-audit']],
    ['the caller acted on an earlier step', { viewingNodeId: 101 }, ['not-viewing-furthest-step']],
    ['the screen shows no step', { viewingNodeId: null }, ['not-viewing-furthest-step']],
    ['§4 nextNodeId 0: the last step', { project: at(108) }, ['last-step']],
    ['the flow has no steps', { nodes: [] }, ['no-such-step']],
    ['§5 blocking messages exist', { blockers: [blocker] }, ['circulation-condition-not-met']],
    [
      'several rules at once; blockers are not reported beside them',
      { roleNames: [], viewingNodeId: 101, blockers: [blocker] },
      ['role-not-in-step', 'not-viewing-furthest-step'],
    ],
  ])('refuses when %s', (_, change, reasons) => {
    const decision = decideAdvance({ ...base, ...change });
    expect(decision.allowed).toBe(false);
    expect(decision.reasons).toEqual(reasons);
  });

  it('lets any role move a step without flowRoles, and an Admin only by the step roles (§6)', () => {
    const open = aFlow('f', [
      { nodeName: 'a', router: '/a', flowRoles: [] },
      { nodeName: 'b', router: '/b', flowRoles: [] },
    ]);
    expect(decideAdvance({ ...base, nodes: open, project: at(101), roleNames: [] }).allowed).toBe(true);
    expect(decideAdvance({ ...base, roleNames: ['Admin'] }).reasons).toEqual(['role-not-in-step']);
  });

  it('gives the blockers it was handed, so the refusal can quote them', () => {
    expect(decideAdvance({ ...base, blockers: [blocker] }).blockers).toEqual([blocker]);
  });
});
