import { describe, expect, it } from 'vitest';
import { ACTORS, aFlow, aProject } from '../testing/builders';
import { decideJump } from './decide-jump';

const nodes = aFlow();
const project = aProject({ currentNodeId: 102, projectManager: ACTORS.manager.userId });
const base = { nodes, project, user: ACTORS.admin };

// §4: "jump with jumpNodeId (to any step)"; §6: "Process jump is available only to the Admin role or the
// project's projectManager".
describe('decideJump (§4 jump, §6)', () => {
  it.each([
    ['an Admin, by id', { user: ACTORS.admin, to: 105 }, 105],
    ['the project manager, by name', { user: ACTORS.manager, to: '开标评标' }, 105],
    ['by id typed as text', { to: ' 103 ' }, 103],
    ['back to an earlier step', { to: 101 }, 101],
  ])('allows %s', (_, change, target) => {
    const decision = decideJump({ ...base, ...change });
    expect(decision).toMatchObject({ allowed: true, reasons: [], from: { id: 102 }, to: { id: target } });
  });

  it('needs flow.edit in the action list when the caller knows it (§6, ADR 0014)', () => {
    expect(decideJump({ ...base, to: 105, grantedPermissions: ['flow.edit'] }).allowed).toBe(true);
    expect(decideJump({ ...base, to: 105, grantedPermissions: ['flow.query'] })).toMatchObject({
      allowed: false,
      reasons: ['action-not-granted'],
    });
  });

  it('offers jumping at all when no target is named', () => {
    expect(decideJump(base).allowed).toBe(true);
    expect(decideJump({ ...base, user: ACTORS.agent }).allowed).toBe(false);
  });

  it.each([
    ['an agent who may modify the step', { user: ACTORS.agent, to: 105 }, ['not-admin-or-manager']],
    [
      'a project without a manager, for a non-admin',
      { user: ACTORS.manager, project: { ...project, projectManager: null }, to: 105 },
      ['not-admin-or-manager'],
    ],
    ['an unknown step', { to: 'nowhere' }, ['no-such-step']],
    ['a stale screen', { viewingNodeId: 101, to: 105 }, ['not-viewing-furthest-step']],
    ['a flow without steps', { nodes: [], to: 105 }, ['no-flow', 'no-such-step']],
  ])('refuses %s', (_, change, reasons) => {
    const decision = decideJump({ ...base, ...change });
    expect(decision.allowed).toBe(false);
    expect(decision.reasons).toEqual(reasons);
  });
});
