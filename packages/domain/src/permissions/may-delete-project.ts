import { isAdmin } from './effective-roles';

/**
 * Whether the user may delete a project: deleting loses its history, so only an Admin, its project
 * manager or its creator may (the server enforces it; the manage list hides the action for others).
 */
export function mayDeleteProject(
  user: { readonly userId: number; readonly roleNames: readonly string[] },
  project: { readonly projectManager?: number | null; readonly creatorUserId?: number | null },
): boolean {
  return (
    isAdmin(user.roleNames) || project.projectManager === user.userId || project.creatorUserId === user.userId
  );
}
