import { describe, expect, it } from 'vitest';
import { demoRoleGrants, STAFF_PERMISSIONS } from './demo-role-grants';
import { ALL_PERMISSIONS, READ_PERMISSIONS, WORK_PERMISSIONS } from './permission-catalogue';

describe('the demo roles’ grants', () => {
  it('give the Admin everything and the Viewer reading only', () => {
    expect(demoRoleGrants('Admin')).toEqual(ALL_PERMISSIONS);
    expect(demoRoleGrants('Viewer')).toEqual(READ_PERMISSIONS);
  });

  it('give staff roles the work but publishing system notices, which is the administrators’ (§1)', () => {
    for (const role of ['ProjectManager', 'Agent']) expect(demoRoleGrants(role)).toEqual(STAFF_PERMISSIONS);
    expect(WORK_PERMISSIONS.filter((p) => !STAFF_PERMISSIONS.includes(p))).toEqual([
      'sysNotice.add',
      'sysNotice.edit',
    ]);
    expect(STAFF_PERMISSIONS).toEqual(expect.arrayContaining(['sysNotice.query', 'sysNotice.get']));
  });
});
