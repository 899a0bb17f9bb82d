/**
 * A new project's manager (§3 projectManager, a user of the tenant): the one the creator picked, or the
 * creator. A project is never left without one — the lists and the detail name its manager, and the
 * manager may jump its flow (§6).
 */
export function withDefaultManager<T extends { readonly projectManager?: number | null }>(
  project: T,
  creatorUserId: number | null | undefined,
): T {
  if (project.projectManager != null || creatorUserId == null) return project;
  return { ...project, projectManager: creatorUserId };
}
