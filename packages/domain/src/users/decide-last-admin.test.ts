import { describe, expect, it } from 'vitest';
import { decideLastAdmin, type UserChange } from './decide-last-admin';

const admin = { userName: 'root', isActive: true, roleNames: ['Admin'] };
const deactivate: UserChange = { kind: 'deactivate' };
const remove: UserChange = { kind: 'delete' };
const roles = (...roleNames: string[]): UserChange => ({ kind: 'roles', roleNames });

// "The last active Admin of a tenant can never be deactivated, demoted or deleted. The server answers 409
// with a message saying why."
describe('decideLastAdmin', () => {
  it.each([
    ['deactivating one Admin of two', admin, deactivate, 2, true],
    ['demoting one Admin of two', admin, roles('Agent'), 2, true],
    ['deleting one Admin of three', admin, remove, 3, true],
    ['keeping Admin among new roles', admin, roles('Agent', 'Admin'), 1, true],
    ['deactivating a user who is no Admin', { ...admin, roleNames: ['Agent'] }, deactivate, 1, true],
    ['an inactive Admin does not count', { ...admin, isActive: false }, roles('Agent'), 1, true],
    ['the route role admin is no Admin', { ...admin, roleNames: ['admin'] }, deactivate, 0, true],
    ['deactivating the last active Admin', admin, deactivate, 1, false],
    ['demoting the last active Admin', admin, roles('Agent', 'ProjectManager'), 1, false],
    ['demoting the last to the route role admin', admin, roles('admin'), 1, false],
    ['deleting the last active Admin', admin, remove, 1, false],
  ])('%s → allowed %s', (_, user, change, activeAdmins, allowed) => {
    expect(decideLastAdmin(user, change, activeAdmins).allowed).toBe(allowed);
  });

  it.each([
    [deactivate, 'cannot be deactivated'],
    [remove, 'cannot be deleted'],
    [roles(), 'cannot be demoted (lose the Admin role)'],
  ])('says why: %j', (change, what) => {
    const decision = decideLastAdmin(admin, change, 1);
    expect(decision).toMatchObject({ allowed: false, reason: 'last-active-admin' });
    if (decision.allowed) return;
    expect(decision.message).toContain(`root is the last active Admin of this tenant and ${what}`);
    expect(decision.message).toContain('Make another user an Admin first');
  });
});
