import { ALL_PERMISSIONS, type Permission, READ_PERMISSIONS, WORK_PERMISSIONS } from './permission-catalogue';

/**
 * The demo roles' action permissions, matching their names (§6; migration 0011 gives an older demo
 * database the same): the Admin everything, the Viewer reading only (query and get), the ProjectManager
 * and the Agent all the work they do on projects, flows, records, notices and files — the §6 step rules
 * (flowRoles) still decide which steps each may move.
 */
export function demoRoleGrants(roleName: string): readonly Permission[] {
  if (roleName === 'Admin') return ALL_PERMISSIONS;
  if (roleName === 'Viewer') return READ_PERMISSIONS;
  return WORK_PERMISSIONS;
}
