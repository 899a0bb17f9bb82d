/**
 * Hears that projects of the signed-in user's tenant changed, whoever changed them and wherever (ADR
 * 0011): a screen then asks its own queries again, filters and all.
 */
export interface ProjectChanges {
  /** Calls `listener` after each change (and once after hearing was interrupted); returns how to stop. */
  watch(listener: () => void): () => void;
}
export const ProjectChanges = Symbol.for('tender.ProjectChanges');
