import { ALL_PERMISSIONS, type Permission, READ_PERMISSIONS, WORK_PERMISSIONS } from './permission-catalogue';

/**
 * What the demo's staff roles (ProjectManager, Agent) hold: every work permission but publishing and
 * keeping system notices, which are the administrators' (§1: announcements from administrators; migration
 * 0015 grants them to the Admin alone). An Admin may still grant them to another role.
 */
export const STAFF_PERMISSIONS: readonly Permission[] = WORK_PERMISSIONS.filter(
  (permission) => permission !== 'sysNotice.add' && permission !== 'sysNotice.edit',
);

/**
 * The demo roles' action permissions, matching their names (§6; migration 0011 gives an older demo
 * database the same): the Admin everything, the Viewer reading only (query and get), the ProjectManager
 * and the Agent all the work they do on projects, flows, records, notices and files (STAFF_PERMISSIONS) —
 * the §6 step rules (flowRoles) still decide which steps each may move.
 */
export function demoRoleGrants(roleName: string): readonly Permission[] {
  if (roleName === 'Admin') return ALL_PERMISSIONS;
  if (roleName === 'Viewer') return READ_PERMISSIONS;
  return STAFF_PERMISSIONS;
}
