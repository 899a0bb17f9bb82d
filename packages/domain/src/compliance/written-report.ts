import { z } from 'zod';
import { businessDateOf } from '../shared/business-day';
import { ValidationError } from '../shared/errors';
import { must } from '../shared/validation-messages';
import { isCalendarDate } from './holiday-calendar';

/**
 * The written report on a tender (招标投标情况的书面报告, 招标投标法 第四十七条): a tender that must be held
 * by law is reported to the supervising department within 15 days of determining the winner. The agency
 * records that it filed it — the day, the authority it went to, a note — and the filingReport bound is met
 * (or late) from that day (compliance-facts.ts reportFiledOn). One record a project; recording again
 * corrects it.
 */
const text = (max: number) => z.string().trim().min(1, must('required')).max(max, must('maxChars', { max }));

export const WRITTEN_REPORT_NOTE_MAX = 1000;

export const writtenReportInputSchema = z.object({
  projectId: z
    .number({ message: must('required') })
    .int()
    .positive(),
  /** The business day (UTC+8) the report was filed. */
  filedOn: z.string({ message: must('required') }).refine(isCalendarDate, { message: must('date') }),
  /** The supervising department it was filed with, e.g. 某市住房和城乡建设局. */
  authority: text(200),
  note: z
    .string()
    .trim()
    .max(WRITTEN_REPORT_NOTE_MAX, must('maxChars', { max: WRITTEN_REPORT_NOTE_MAX }))
    .nullish()
    .transform((value) => (value ? value : null)),
});
export type WrittenReportInput = z.input<typeof writtenReportInputSchema>;
export type WrittenReportFields = z.output<typeof writtenReportInputSchema>;

/** The record as stored: what was filed, and who recorded it when. */
export const writtenReportSchema = z.object({
  projectId: z.number().int().positive(),
  filedOn: z.string(),
  authority: z.string(),
  note: z.string().nullable(),
  recordedAt: z.string(),
  recordedBy: z.string().nullable(),
});
export type WrittenReport = z.infer<typeof writtenReportSchema>;

/**
 * The fields of a filing recorded at `now`, for a project whose winner was announced at `awardedAt` (its
 * result announcement, compliance-facts.ts resultAnnouncementAt; null before). The report is on the tender
 * that determined the winner (第四十七条), so it is not filed before that day, nor before the winner is
 * known, nor on a day still to come (the agencies' day, UTC+8). A ValidationError naming `filedOn`
 * otherwise.
 */
export function writtenReportFieldsAt(
  input: WrittenReportFields,
  now: Date,
  awardedAt: string | null,
): WrittenReportFields {
  const refuse = (message: ReturnType<typeof must>) => {
    throw new ValidationError([{ field: 'filedOn', message }]);
  };
  if (awardedAt === null) refuse(must('awaitsAward'));
  const awardedOn = businessDateOf(new Date(awardedAt as string));
  if (input.filedOn < awardedOn) refuse(must('notBeforeAward', { date: awardedOn }));
  if (input.filedOn > businessDateOf(now)) refuse(must('notInFuture'));
  return input;
}
