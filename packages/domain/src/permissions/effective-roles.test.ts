import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ADMIN_ROLE } from '../session/session-info';
import { effectiveRoles, isAdmin, ROUTE_ADMIN_ROLE, serverRoles } from './effective-roles';

describe('effectiveRoles (§6 "the client always adds the role admin")', () => {
  it.each([
    [[], ['admin']],
    [['Staff'], ['Staff', 'admin']],
    [
      ['admin', 'Staff'],
      ['admin', 'Staff'],
    ],
    [['Admin'], ['Admin', 'admin']],
  ])('%j → %j', (roles, expected) => {
    expect(effectiveRoles(roles)).toEqual(expected);
  });

  it('always contains admin exactly once and keeps every session role', () => {
    fc.assert(
      fc.property(fc.array(fc.constantFrom('Admin', 'admin', 'Staff', 'Manager')), (roles) => {
        const effective = effectiveRoles(roles);
        const before = roles.filter((r) => r === ROUTE_ADMIN_ROLE).length;
        expect(effective.filter((r) => r === ROUTE_ADMIN_ROLE)).toHaveLength(Math.max(before, 1));
        for (const role of roles) expect(effective).toContain(role);
      }),
    );
  });

  it('does not change its input', () => {
    const roles = ['Staff'];
    effectiveRoles(roles);
    expect(roles).toEqual(['Staff']);
  });
});

describe('isAdmin (§6 "the Admin role sees the settings icon")', () => {
  it('is true for the server role Admin', () => {
    expect(ADMIN_ROLE).toBe('Admin');
    expect(isAdmin(['Staff', 'Admin'])).toBe(true);
  });

  it('never counts the added route role admin', () => {
    expect(isAdmin(effectiveRoles(['Staff']))).toBe(false);
    expect(isAdmin(['admin'])).toBe(false);
    expect(isAdmin(['ADMIN', 'administrator'])).toBe(false);
  });

  it('is false without roles', () => {
    expect(isAdmin([])).toBe(false);
  });
});

describe('serverRoles', () => {
  it('drops only the route role admin', () => {
    expect(serverRoles(['admin', 'Admin', 'Staff'])).toEqual(['Admin', 'Staff']);
  });
});
