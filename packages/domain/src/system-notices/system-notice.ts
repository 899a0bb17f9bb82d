import { z } from 'zod';
import { hasActionPermission } from '../permissions/has-action-permission';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';
import { refusal } from '../shared/refusal-messages';
import { must } from '../shared/validation-messages';

/**
 * System notices (§1 "system notices", route /sys-notice/index): announcements from the tenant's
 * administrators to all its staff — not a project's offline notices (notices/notice.ts). Each reader has
 * their own read state; a pinned notice lists before the others; a withdrawn one is hidden from staff and
 * kept for the administrators, marked withdrawn.
 */

export const SYSTEM_NOTICE_TITLE_MAX = 200;
/** Longest body kept: the rich-text editor's HTML of a long announcement is well under it. */
export const SYSTEM_NOTICE_CONTENT_MAX = 100_000;

/** The words of an HTML body without its tags and entities: what a reader would see, for the required check. */
export function systemNoticeText(html: string): string {
  return html
    .replace(/<[^>]*>/g, ' ')
    .replace(/&nbsp;|&#160;/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * What the administrator's form writes: a title, the body as HTML from the rich-text editor (the server
 * sanitises it before storing it, as project notices are), and whether it is pinned. A body with no words
 * in it ("<p></p>") is missing.
 */
export const systemNoticeInputSchema = z.object({
  title: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(SYSTEM_NOTICE_TITLE_MAX, must('maxChars', { max: SYSTEM_NOTICE_TITLE_MAX })),
  content: z
    .string()
    .max(SYSTEM_NOTICE_CONTENT_MAX, must('maxChars', { max: SYSTEM_NOTICE_CONTENT_MAX }))
    .refine((html) => systemNoticeText(html) !== '', { message: must('required') }),
  pinned: z.boolean().default(false),
});
export type SystemNoticeInput = z.input<typeof systemNoticeInputSchema>;
export type SystemNoticeFields = z.output<typeof systemNoticeInputSchema>;

/** An edit names the notice and the version its editor read: an older one is refused (409). */
export const systemNoticeUpdateSchema = systemNoticeInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
});
export type SystemNoticeUpdate = z.input<typeof systemNoticeUpdateSchema>;

/** Pinning or unpinning one notice. */
export const systemNoticePinSchema = z.object({
  id: z.number().int().positive(),
  pinned: z.boolean({ message: must('trueOrFalse') }),
});
export type SystemNoticePin = z.input<typeof systemNoticePinSchema>;

/** A notice as a list shows it, with the reader's own read state. */
export const systemNoticeSummarySchema = z.object({
  id: z.number().int(),
  title: z.string(),
  pinned: z.boolean(),
  /** When it was published (created): the list's order after the pins. */
  creationTime: z.string(),
  authorName: z.string().nullable(),
  lastModificationTime: z.string().nullable(),
  /** When an administrator withdrew it; only administrators ever read a withdrawn notice. */
  withdrawnTime: z.string().nullable(),
  /** Whether the signed-in reader has opened it. */
  read: z.boolean(),
  version: z.number().int(),
});
export type SystemNoticeSummary = z.infer<typeof systemNoticeSummarySchema>;

/** One notice with its body (HTML the server sanitised: show it through the UI's sanitiser all the same). */
export const systemNoticeSchema = systemNoticeSummarySchema.extend({ content: z.string() });
export type SystemNotice = z.infer<typeof systemNoticeSchema>;

/** A page of notices: pinned first, then newest first (compareSystemNotices). */
export const systemNoticeListQuerySchema = z.object({
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
  SkipCount: z.coerce.number().int().min(0).default(0),
});
export type SystemNoticeListQuery = z.input<typeof systemNoticeListQuerySchema>;
export type SystemNoticeListCriteria = z.output<typeof systemNoticeListQuerySchema>;

/** The signed-in reader's notices not yet opened (withdrawn ones never count). */
export const systemNoticeUnreadSchema = z.object({ count: z.number().int().min(0) });
export type SystemNoticeUnread = z.infer<typeof systemNoticeUnreadSchema>;

/** The list's order: pinned notices first, then the newest first (ties by the later id). */
export function compareSystemNotices(
  a: Pick<SystemNoticeSummary, 'pinned' | 'creationTime' | 'id'>,
  b: Pick<SystemNoticeSummary, 'pinned' | 'creationTime' | 'id'>,
): number {
  if (a.pinned !== b.pinned) return a.pinned ? -1 : 1;
  const time = Date.parse(b.creationTime) - Date.parse(a.creationTime);
  return time !== 0 ? time : b.id - a.id;
}

/**
 * Whether a reader administers the notices (sysNotice.edit): they see withdrawn notices too, marked so;
 * everyone else never reads one (§1: announcements from administrators to all staff).
 */
export function seesWithdrawnSystemNotices(grantedPermissions: readonly string[]): boolean {
  return hasActionPermission(grantedPermissions, 'sysNotice.edit');
}

/** An administrator's change of a notice: an edit, a pin or unpin, withdrawing it. */
export type SystemNoticeChange = 'edit' | 'pin' | 'withdraw';

/** Whether a notice may change so, or the refusal (409) saying why not. */
export type SystemNoticeChangeDecision =
  | { readonly allowed: true }
  | { readonly allowed: false; readonly message: string };

/**
 * A withdrawn notice is closed: it cannot be edited, pinned or withdrawn again — publish a new one
 * instead. An edit must hold the version stored now, or someone else's change would be lost.
 */
export function decideSystemNoticeChange(
  notice: Pick<SystemNotice, 'title' | 'version' | 'withdrawnTime'>,
  change: SystemNoticeChange,
  versionRead?: number,
): SystemNoticeChangeDecision {
  if (notice.withdrawnTime !== null) {
    return {
      allowed: false,
      message: refusal(change === 'withdraw' ? 'systemNoticeAlreadyWithdrawn' : 'withdrawnSystemNotice'),
    };
  }
  if (versionRead !== undefined && versionRead !== notice.version) {
    return {
      allowed: false,
      message: refusal('staleSystemNotice', { title: notice.title, version: notice.version }),
    };
  }
  return { allowed: true };
}
