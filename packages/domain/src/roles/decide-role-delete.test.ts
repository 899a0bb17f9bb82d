import { describe, expect, it } from 'vitest';
import { decideRoleDelete, type RoleUsage } from './decide-role-delete';

const unused: RoleUsage = { users: [], flowTemplateSteps: [] };

// "Deleting a role that is in use, or that a flow template's flowRoles names, is refused with the list of
// what uses it." The built-in Admin is never deleted.
describe('decideRoleDelete', () => {
  it.each([
    ['an unused role', 'Clerk', unused, { allowed: true }],
    ['the built-in Admin, even unused', 'Admin', unused, { allowed: false, reason: 'built-in', usedBy: [] }],
    [
      'a role a user holds',
      'Agent',
      { users: [{ userName: 'agent', name: '李代理' }], flowTemplateSteps: [] },
      { allowed: false, reason: 'in-use', usedBy: ['user agent (李代理)'] },
    ],
    [
      'a role a template step names',
      'Agent',
      { users: [], flowTemplateSteps: [{ templateName: '公开招标流程', nodeName: '报名' }] },
      { allowed: false, reason: 'in-use', usedBy: ['flow template 公开招标流程, step 报名'] },
    ],
    [
      'a role used both ways lists users first, then steps',
      'Agent',
      {
        users: [
          { userName: 'a', name: 'A' },
          { userName: 'b', name: 'B' },
        ],
        flowTemplateSteps: [{ templateName: 'T', nodeName: 'S' }],
      },
      { allowed: false, reason: 'in-use', usedBy: ['user a (A)', 'user b (B)', 'flow template T, step S'] },
    ],
    ['a role named like the route role admin is not the Admin', 'admin', unused, { allowed: true }],
  ])('%s', (_, name, usage, expected) => {
    expect(decideRoleDelete(name, usage)).toEqual(expected);
  });
});
