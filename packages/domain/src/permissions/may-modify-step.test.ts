import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideModifyStep, isReadOnlyProject, mayModifyStep, projectReadOnlyReason } from './may-modify-step';

const running = { state: 3, auditState: null };
const open = { flowRoles: [] };
const agentsOnly = { flowRoles: ['Agent', 'Reviewer'] };

// §6: "A user may modify a step only if the project is in state 3 with auditState null, and either the
// step has no flowRoles or one of the user's role names is in the step's flowRoles. Otherwise the screen
// is read-only."
describe('decideModifyStep (§6)', () => {
  it.each([
    ['running, no flowRoles', running, open, [], { allowed: true }],
    ['running, auditState undefined', { state: 3 }, open, [], { allowed: true }],
    ['running, shared role', running, agentsOnly, ['Staff', 'Reviewer'], { allowed: true }],
    [
      'running, no shared role',
      running,
      agentsOnly,
      ['Staff'],
      { allowed: false, reason: 'role-not-in-step' },
    ],
    [
      'running, roles differ by case',
      running,
      agentsOnly,
      ['agent'],
      { allowed: false, reason: 'role-not-in-step' },
    ],
    [
      'terminated or re-tendered (5)',
      { state: 5, auditState: null },
      open,
      [],
      { allowed: false, reason: 'read-only-state' },
    ],
    [
      'cancelled (8)',
      { state: 8, auditState: null },
      open,
      [],
      { allowed: false, reason: 'read-only-state' },
    ],
    ['auditState 13', { state: 3, auditState: '13' }, open, [], { allowed: false, reason: 'awaiting-audit' }],
    [
      'auditState empty text',
      { state: 3, auditState: '' },
      open,
      [],
      { allowed: false, reason: 'awaiting-audit' },
    ],
    ['no step', running, undefined, [], { allowed: false, reason: 'no-such-step' }],
  ] as const)('%s', (_, project, node, roles, expected) => {
    expect(decideModifyStep(project, node, roles)).toEqual(expected);
    expect(mayModifyStep(project, node, roles)).toBe(expected.allowed);
  });

  it('reports the state before the audit and the role', () => {
    expect(decideModifyStep({ state: 5, auditState: '13' }, agentsOnly, [])).toEqual({
      allowed: false,
      reason: 'read-only-state',
    });
  });

  it("does not let the client's added route role admin match a step role named admin", () => {
    expect(mayModifyStep(running, { flowRoles: ['admin'] }, ['Staff', 'admin'])).toBe(false);
  });

  it('is never allowed on a read-only project, whatever the roles', () => {
    fc.assert(
      fc.property(
        fc.record({
          state: fc.integer({ min: 0, max: 10 }),
          auditState: fc.option(fc.string(), { nil: null }),
        }),
        fc.array(fc.constantFrom('Admin', 'Agent', 'Staff')),
        fc.array(fc.constantFrom('Admin', 'Agent', 'Staff')),
        (project, flowRoles, roles) => {
          if (isReadOnlyProject(project)) expect(mayModifyStep(project, { flowRoles }, roles)).toBe(false);
        },
      ),
    );
  });
});

describe('projectReadOnlyReason (§4 "editing is possible only when auditState is null")', () => {
  it.each([
    [{ state: 3, auditState: null }, undefined],
    [{ state: 5 }, 'read-only-state'],
    [{ state: 8 }, 'read-only-state'],
    [{ state: 3, auditState: '13' }, 'awaiting-audit'],
  ] as const)('%j → %s', (project, reason) => {
    expect(projectReadOnlyReason(project)).toBe(reason);
    expect(isReadOnlyProject(project)).toBe(reason !== undefined);
  });
});
