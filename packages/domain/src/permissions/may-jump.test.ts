import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { effectiveRoles } from './effective-roles';
import { mayJump } from './may-jump';

// §6: "Process jump is available only to the Admin role or the project's projectManager".
describe('mayJump (§6)', () => {
  it.each([
    ['Admin', { roleNames: ['Admin'], userId: 1 }, { projectManager: 2 }, true],
    ['the projectManager', { roleNames: ['Staff'], userId: 2 }, { projectManager: 2 }, true],
    ['another user', { roleNames: ['Staff'], userId: 3 }, { projectManager: 2 }, false],
    [
      'the route role admin only',
      { roleNames: effectiveRoles(['Staff']), userId: 3 },
      { projectManager: 2 },
      false,
    ],
    ['no manager set (null)', { roleNames: ['Staff'], userId: 3 }, { projectManager: null }, false],
    ['no manager set (undefined)', { roleNames: ['Staff'], userId: 3 }, {}, false],
    ['Admin without a manager', { roleNames: ['Admin'], userId: 3 }, { projectManager: null }, true],
  ])('%s → %s', (_, user, project, expected) => {
    expect(mayJump(user, project)).toBe(expected);
  });

  it('is false for anyone who is neither Admin nor the projectManager', () => {
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom('admin', 'Staff', 'Manager', 'ADMIN')),
        fc.integer({ min: 1, max: 50 }),
        fc.option(fc.integer({ min: 1, max: 50 }), { nil: null }),
        (roleNames, userId, projectManager) => {
          fc.pre(projectManager !== userId);
          expect(mayJump({ roleNames, userId }, { projectManager })).toBe(false);
        },
      ),
    );
  });
});
