import { describe, expect, it } from 'vitest';
import { hasActionPermission } from './has-action-permission';
import {
  ALL_PERMISSIONS,
  isAdministrationPermission,
  isPermission,
  PERMISSION_AREAS,
  type Permission,
  READ_PERMISSIONS,
  WORK_PERMISSIONS,
} from './permission-catalogue';
import { decideRoleGrants, grantedPermissions } from './role-grants';

// §6: "UI actions not in the user's permission action list are hidden. Action keys: add, delete, edit,
// query, get, enable, disable, import, export. A check by id.action exists." Settings are the Admin's.
describe('the permission catalogue (§6 id.action)', () => {
  it('names every permission area.action with a §6 action key, each once', () => {
    expect(new Set(ALL_PERMISSIONS).size).toBe(ALL_PERMISSIONS.length);
    for (const permission of ALL_PERMISSIONS) {
      expect(permission).toMatch(/^[a-zA-Z]+\.[a-z]+$/);
      expect(hasActionPermission([permission], permission)).toBe(true);
    }
  });

  it.each([
    ['project', false],
    ['flow', false],
    ['record', false],
    ['notice', false],
    ['file', false],
    ['bidder', false],
    ['agency', false],
    ['purchaser', false],
    ['sysNotice', false],
    ['user', true],
    ['role', true],
    ['company', true],
    ['module', true],
    ['flowTemplate', true],
    ['audit', true],
  ] as const)('%s is administration: %s', (area, administration) => {
    expect(PERMISSION_AREAS[area].administration).toBe(administration);
    const first = `${area}.${PERMISSION_AREAS[area].actions[0]}` as Permission;
    expect(isAdministrationPermission(first)).toBe(administration);
  });

  it('work permissions are every permission outside administration', () => {
    expect(WORK_PERMISSIONS).toEqual(ALL_PERMISSIONS.filter((p) => !isAdministrationPermission(p)));
    expect(WORK_PERMISSIONS).toEqual(expect.arrayContaining(['project.add', 'notice.enable', 'file.delete']));
  });

  it('reading is query and get of the work areas only (the viewer)', () => {
    expect(READ_PERMISSIONS).toEqual([
      'project.query',
      'project.get',
      'flow.query',
      'flow.get',
      'record.query',
      'notice.query',
      'evaluation.query',
      'file.get',
      'bidder.query',
      'bidder.get',
      'agency.query',
      'agency.get',
      'purchaser.query',
      'purchaser.get',
      'expert.query',
      'expert.get',
      'sysNotice.query',
      'sysNotice.get',
    ]);
  });

  it.each([
    ['project.edit', true],
    ['audit.export', true],
    ['project.import', false],
    ['edit', false],
    ['Project.edit', false],
    ['project.', false],
    ['', false],
  ])('isPermission(%j) → %s', (text, expected) => {
    expect(isPermission(text)).toBe(expected);
  });
});

describe('grantedPermissions: what a user holds through their roles', () => {
  it.each([
    ['the built-in Admin holds everything, whatever is stored', ['Admin'], [], ALL_PERMISSIONS],
    [
      'Admin beside another role still holds everything',
      ['Agent', 'Admin'],
      ['project.query'],
      ALL_PERMISSIONS,
    ],
    ['the route role admin is no Admin (§6)', ['admin'], ['project.query'], ['project.query']],
    [
      'a role holds its stored grants, in catalogue order',
      ['Agent'],
      ['record.add', 'project.get'],
      ['project.get', 'record.add'],
    ],
    [
      'two roles hold the union, once each',
      ['A', 'B'],
      ['project.get', 'project.get', 'file.add'],
      ['project.get', 'file.add'],
    ],
    ['an unknown stored grant grants nothing', ['Agent'], ['project.approve', 'edit'], []],
    [
      'administration stored on another role grants nothing',
      ['Agent'],
      ['user.add', 'project.get'],
      ['project.get'],
    ],
    ['no roles, nothing', [], ['project.get'], ['project.get']],
  ])('%s', (_, roles, stored, expected) => {
    expect(grantedPermissions(roles, stored)).toEqual(expected);
  });
});

describe('decideRoleGrants: what a role may be granted', () => {
  it.each([
    [
      'work grants on a role',
      'Agent',
      ['record.add', 'project.query', 'record.add'],
      ['project.query', 'record.add'],
    ],
    ['nothing at all', 'Clerk', [], []],
    ['every permission on the Admin', 'Admin', [...ALL_PERMISSIONS].reverse(), ALL_PERMISSIONS],
  ])('allows %s', (_, role, grants, expected) => {
    expect(decideRoleGrants(role, grants)).toEqual({ allowed: true, grants: expected });
  });

  it.each([
    [
      'an unknown permission',
      'Agent',
      ['project.approve', 'project.query', 'project.approve'],
      /names no permission: project.approve$/,
    ],
    ['a bare action key', 'Agent', ['edit'], /names no permission: edit/],
    [
      'administration on another role',
      'Clerk',
      ['user.add', 'project.get', 'role.edit'],
      /Admin role's alone: user.add, role.edit/,
    ],
    [
      'less than everything on the Admin',
      'Admin',
      ALL_PERMISSIONS.filter((p) => p !== 'audit.export'),
      /holds every permission; missing audit.export/,
    ],
  ])('refuses %s, naming grantedPermissions', (_, role, grants, message) => {
    const decision = decideRoleGrants(role, grants);
    expect(decision.allowed).toBe(false);
    if (decision.allowed) return;
    expect(decision.errors).toHaveLength(1);
    expect(decision.errors[0]!.field).toBe('grantedPermissions');
    expect(decision.errors[0]!.message).toMatch(message);
  });
});
