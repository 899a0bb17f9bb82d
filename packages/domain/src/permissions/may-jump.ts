import { isAdmin } from './effective-roles';

/** The user asking to jump. */
export interface JumpingUser {
  readonly roleNames: readonly string[];
  readonly userId: number;
}

/** Whether the user may use process jump: the Admin role or the project's projectManager (§6). */
export function mayJump(user: JumpingUser, project: { readonly projectManager?: number | null }): boolean {
  if (isAdmin(user.roleNames)) return true;
  // projectManager holds a user id; an unset manager must never match anyone.
  return (
    project.projectManager !== null &&
    project.projectManager !== undefined &&
    project.projectManager === user.userId
  );
}
