import type { StaffMember } from '../users/staff-member';

/**
 * The tenant's active staff, by display name: whom a project may name as its manager (§3 projectManager).
 * Readable by whoever may create or edit a project (project.add or project.edit), not only by the Admin
 * who administers users; another tenant's staff are never listed.
 */
export interface StaffDirectory {
  activeStaff(): Promise<StaffMember[]>;
}
export const StaffDirectory = Symbol.for('tender.StaffDirectory');
