import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';
import { must } from '../shared/validation-messages';

/**
 * The expert library (专家库): the experts a committee is drawn from, each with a speciality, the
 * company they work for and the companies they declared a tie to (avoidance, 回避; expert-draw.ts). A
 * retired expert stays on the record of the committees they sat on and is never drawn again.
 */

const text = (max: number) => z.string().trim().min(1, must('required')).max(max, must('maxChars', { max }));

/** How many companies an expert may declare a tie to. */
export const EXPERT_AVOIDANCES_MAX = 50;

export const expertInputSchema = z.object({
  name: text(50),
  speciality: text(100),
  company: text(200),
  phone: z
    .string()
    .trim()
    .max(32, must('maxChars', { max: 32 }))
    .refine((value) => value === '' || /^[0-9+\-() ]+$/.test(value), { message: must('phoneCharacters') })
    .nullish()
    .transform((value) => (value ? value : null)),
  avoidCompanies: z
    .array(text(200))
    .max(EXPERT_AVOIDANCES_MAX, must('maxItems', { max: EXPERT_AVOIDANCES_MAX }))
    .default([])
    .transform((companies) => [...new Set(companies)]),
  active: z.boolean({ message: must('trueOrFalse') }).default(true),
});
export type ExpertInput = z.input<typeof expertInputSchema>;
export type ExpertFields = z.output<typeof expertInputSchema>;

/** An edit names the expert and the version its editor read: an older one is refused (409). */
export const expertUpdateSchema = expertInputSchema.extend({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
});
export type ExpertUpdate = z.input<typeof expertUpdateSchema>;

export const expertSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  speciality: z.string(),
  company: z.string(),
  phone: z.string().nullable(),
  avoidCompanies: z.array(z.string()),
  active: z.boolean(),
  creationTime: z.string(),
  version: z.number().int(),
});
export type Expert = z.infer<typeof expertSchema>;

const booleanText = z
  .enum(['true', 'false'], { message: must('trueOrFalse') })
  .transform((value) => value === 'true');

/** A page of the library: a word in the name or company, a speciality, active or retired; by name. */
export const expertListQuerySchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  Speciality: z.string().trim().max(100).optional(),
  Active: booleanText.optional(),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
  SkipCount: z.coerce.number().int().min(0).default(0),
});
export type ExpertListQuery = z.input<typeof expertListQuerySchema>;
export type ExpertListCriteria = z.output<typeof expertListQuerySchema>;

/** Whether an expert is one a list asks for (the in-memory adapter's filter; the server's is SQL alike). */
export function expertMatches(expert: Expert, criteria: ExpertListCriteria): boolean {
  const word = criteria.Keyword?.toLowerCase();
  return (
    (!word || expert.name.toLowerCase().includes(word) || expert.company.toLowerCase().includes(word)) &&
    (!criteria.Speciality || expert.speciality === criteria.Speciality) &&
    (criteria.Active === undefined || expert.active === criteria.Active)
  );
}

/** The list's order: by name, then id. */
export function compareExperts(a: Pick<Expert, 'name' | 'id'>, b: Pick<Expert, 'name' | 'id'>): number {
  return a.name < b.name ? -1 : a.name > b.name ? 1 : a.id - b.id;
}
