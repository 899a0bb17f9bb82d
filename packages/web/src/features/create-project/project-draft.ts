import type { ProjectFormValues } from './project-form-values';

/** A form kept in the browser: its values and when they were kept. */
export interface ProjectDraft {
  readonly savedAt: string;
  readonly values: ProjectFormValues;
}

const PREFIX = 'tender.projectDraft';

/**
 * Where a draft is kept: one per user, tenant and form (a new project, the edit of project N, the
 * re-tender of project N), so drafts of different forms or users never meet.
 */
export function draftKey(tenantId: number, userId: number, form: string): string {
  return `${PREFIX}.${tenantId}.${userId}.${form}`;
}

/**
 * Project drafts in localStorage: the form's values survive leaving the page, a reload or a crash until
 * the project is saved or the draft discarded. Storage that is full or switched off only loses the draft.
 */
export const projectDrafts = {
  load(key: string): ProjectDraft | undefined {
    try {
      const text = globalThis.localStorage?.getItem(key);
      if (!text) return undefined;
      const draft = JSON.parse(text) as ProjectDraft;
      return typeof draft?.savedAt === 'string' && typeof draft.values === 'object' ? draft : undefined;
    } catch {
      return undefined;
    }
  },
  save(key: string, values: ProjectFormValues, now = new Date()): ProjectDraft | undefined {
    const draft: ProjectDraft = { savedAt: now.toISOString(), values };
    try {
      globalThis.localStorage?.setItem(key, JSON.stringify(draft));
      return draft;
    } catch {
      return undefined;
    }
  },
  discard(key: string): void {
    try {
      globalThis.localStorage?.removeItem(key);
    } catch {
      // Nothing kept, nothing to remove.
    }
  },
};
