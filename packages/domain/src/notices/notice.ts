import { z } from 'zod';
import type { PublicationKind } from '../compliance/publication-refusal';
import { ValidationError } from '../shared/errors';
import type { CodeTable } from '../shared/labels';
import { must, type ValidationMessageCode } from '../shared/validation-messages';

/** Notice types (§3 offline notice). */
export const NOTICE_TYPES = {
  '0': { en: 'Tender notice', zh: '招标公告' },
  '1': { en: 'Correction notice', zh: '更正公告' },
  '2': { en: 'Prequalification notice', zh: '资格预审公告' },
  '4': { en: 'Result publicity', zh: '中标候选人公示' },
  '5': { en: 'Result announcement', zh: '中标结果公告' },
  // 实施条例 第三十一条: a terminated tender is announced (ADR 0023, failure/termination.ts).
  '6': { en: 'Failure or termination notice', zh: '流标/终止公告' },
} as const satisfies CodeTable<string>;
export type NoticeType = keyof typeof NOTICE_TYPES;
const NOTICE_TYPE_CODES = Object.keys(NOTICE_TYPES) as [NoticeType, ...NoticeType[]];
export const NoticeType = {
  Tender: '0',
  Correction: '1',
  /** 资格预审公告 (实施条例 第十五条): its endTime is the deadline for prequalification applications. */
  Prequalification: '2',
  ResultPublicity: '4',
  ResultAnnouncement: '5',
  Termination: '6',
} as const;

/**
 * The step page each notice type is published from (§2, the demo flows): a notice of a step an unanswered
 * objection suspends waits for the reply (objection-suspension.ts).
 */
export const NOTICE_STEP_ROUTERS: Readonly<
  Record<Exclude<(typeof NoticeType)[keyof typeof NoticeType], typeof NoticeType.Termination>, string>
> = {
  [NoticeType.Tender]: '/tender-notice',
  [NoticeType.Correction]: '/modify-notice',
  [NoticeType.Prequalification]: '/prequalification-notice',
  [NoticeType.ResultPublicity]: '/result-publicity',
  [NoticeType.ResultAnnouncement]: '/result-announcement',
};

/** The most attachments one notice carries. */
export const NOTICE_ATTACHMENTS_MAX = 20;

/** A file attached to a notice (the tender documents, drawings …), stored through the signed flow (§7 AbpAliOss). */
export const noticeAttachmentSchema = z.object({
  fileId: z.string().trim().min(1, must('required')).max(500),
  fileName: z.string().trim().min(1, must('required')).max(255),
});
export type NoticeAttachment = z.infer<typeof noticeAttachmentSchema>;

export const noticeSchema = z.object({
  id: z.number().int().positive(),
  projectId: z.number().int().positive(),
  title: z.string().max(500),
  noticeTemplate: z.string().max(200).nullish(),
  /** HTML written by staff: sanitise before showing. */
  content: z.string().nullish(),
  noticeType: z.enum(NOTICE_TYPE_CODES),
  netName: z.string().max(200).nullish(),
  endTime: z.string().nullish(),
  creationTime: z.string(),
  /** When the notice was published; null for a draft, which only staff see. */
  publishTime: z.string().nullish(),
  /** Files published with the notice (absent from clients that predate them: none). */
  attachments: z.array(noticeAttachmentSchema).optional(),
});
export type Notice = z.infer<typeof noticeSchema>;

/** Longest notice body kept: a long tender notice with tables is well under it. */
export const NOTICE_CONTENT_MAX = 200_000;

/**
 * A notice as staff write it (the correct-notice and result steps): a draft until published. `content`
 * is HTML from the rich-text editor; the server sanitises it before storing it.
 */
export const noticeInputSchema = z.object({
  id: z.number().int().positive().optional(),
  projectId: z.number().int().positive(),
  title: z.string().trim().min(1, must('required')).max(500),
  noticeType: z.enum(NOTICE_TYPE_CODES, { message: must('noticeType') }),
  noticeTemplate: z.string().trim().max(200).nullish(),
  content: z.string().max(NOTICE_CONTENT_MAX).nullish(),
  netName: z.string().trim().max(200).nullish(),
  endTime: z.iso.datetime({ offset: true, message: must('dateTime') }).nullish(),
  attachments: z
    .array(noticeAttachmentSchema)
    .max(NOTICE_ATTACHMENTS_MAX, must('maxItems', { max: NOTICE_ATTACHMENTS_MAX }))
    .default([]),
});
export type NoticeInput = z.input<typeof noticeInputSchema>;

/** A published notice is public record: it is corrected by a new correction notice, never edited. */
export function isPublished(notice: Pick<Notice, 'publishTime'>): boolean {
  return notice.publishTime !== null && notice.publishTime !== undefined;
}

/** netName (publishing site) is hidden for result announcements (§3). */
export function showsNetName(notice: Pick<Notice, 'noticeType'>): boolean {
  return notice.noticeType !== NoticeType.ResultAnnouncement;
}

/**
 * The notices published with a deadline of their own (endTime): the tender notice with the deadline for
 * bids (§3), which sets the opening and home counts down to; the prequalification notice with the deadline
 * for applications (实施条例 第十五条, 第十七条).
 */
const DEADLINE_REQUIRED: Readonly<Partial<Record<NoticeType, ValidationMessageCode>>> = {
  [NoticeType.Tender]: 'deadlineRequired',
  [NoticeType.Prequalification]: 'applicationDeadlineRequired',
};

function carriesDeadline(notice: Pick<Notice, 'noticeType'>): boolean {
  return DEADLINE_REQUIRED[notice.noticeType] !== undefined;
}

/**
 * A tender or prequalification notice is published with its deadline (endTime). Throws a ValidationError
 * naming endTime when it is missing; any other notice may be published as it is.
 */
export function assertPublishable(notice: Pick<Notice, 'noticeType' | 'endTime'>): void {
  const required = DEADLINE_REQUIRED[notice.noticeType];
  if (required && !notice.endTime) {
    throw new ValidationError([{ field: 'endTime', message: must(required) }]);
  }
}

/**
 * The notices whose endTime is a deadline for bids: the tender notice (§3), and a correction notice that
 * moves it — a late clarification or change must put the deadline back (招标投标法 第二十三条, 实施条例
 * 第二十一条), and the correction that says so carries the moved deadline (ADR 0022, extending §3).
 */
export function setsBidDeadline(notice: { readonly noticeType: string }): boolean {
  return notice.noticeType === NoticeType.Tender || notice.noticeType === NoticeType.Correction;
}

/**
 * The notice that carries the bid deadline in force: the one published last among the tender notices and
 * the corrections with an end time (a correction moves the deadline, a later tender notice replaces an
 * earlier; ADR 0022). Undefined while none is published.
 */
export function bidDeadlineNotice<
  N extends { readonly noticeType: string } & Pick<Notice, 'publishTime' | 'endTime'>,
>(notices: readonly N[]): N | undefined {
  return notices
    .filter((n) => setsBidDeadline(n) && n.publishTime && n.endTime)
    .sort((a, b) => Date.parse(b.publishTime as string) - Date.parse(a.publishTime as string))[0];
}

/** endTime is shown for a tender or prequalification notice, and for a correction that moved the deadline (ADR 0022). */
export function showsEndTime(
  notice: Pick<Notice, 'noticeType'> & { readonly endTime?: string | null },
): boolean {
  return carriesDeadline(notice) || (notice.noticeType === NoticeType.Correction && !!notice.endTime);
}

/** What each notice type is to the statutory bounds (publicationRefusal); a result publicity keeps none. */
const PUBLICATION_KINDS: Readonly<Partial<Record<NoticeType, PublicationKind>>> = {
  [NoticeType.Tender]: 'tenderNotice',
  [NoticeType.Correction]: 'correction',
  [NoticeType.Prequalification]: 'prequalificationNotice',
  [NoticeType.ResultAnnouncement]: 'resultAnnouncement',
};

/**
 * The statutory bounds a notice of this type keeps when it is published (ADR 0022): the server refuses by
 * them, and a form hints them; undefined for a result publicity, which has none of its own.
 */
export function publicationKindOf(notice: { readonly noticeType: string }): PublicationKind | undefined {
  return PUBLICATION_KINDS[notice.noticeType as NoticeType];
}
