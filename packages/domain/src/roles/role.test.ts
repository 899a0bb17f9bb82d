import { describe, expect, it } from 'vitest';
import { createRoleSchema, roleNameSchema } from './role';

describe('roleNameSchema: the key sessions and flowRoles hold', () => {
  it.each(['Agent', 'Project_Manager', 'reviewer-2', '评标专家', ' Clerk '])('takes %j', (name) => {
    expect(roleNameSchema.safeParse(name).success).toBe(true);
  });

  it.each([
    ['', 'is required'],
    ['a b', 'may hold letters, digits, _ and - only'],
    ['a.b', 'may hold letters, digits, _ and - only'],
    ['Admin,Agent', 'may hold letters, digits, _ and - only'],
    ['x'.repeat(65), 'must have at most 64 characters'],
    ['admin', 'is reserved'],
    ['ADMIN', 'is reserved'],
    ['Dashboard', 'is reserved'],
  ])('refuses %j: %s', (name, message) => {
    const parsed = roleNameSchema.safeParse(name);
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues.map((i) => i.message)).toContain(message);
  });

  it('trims the name and defaults the grants to none', () => {
    expect(createRoleSchema.parse({ name: ' Clerk ', displayName: ' 文员 ' })).toEqual({
      name: 'Clerk',
      displayName: '文员',
      grantedPermissions: [],
    });
  });
});
