import { z } from 'zod';
import type { WorkingCalendar } from './holiday-calendar';
import { CHINA_WORKING_CALENDAR } from './holiday-calendars';
import { regimeOf } from './procurement-regime';
import { BOUND_IDS, type BoundId } from './statutory-bound-table';
import {
  type ComplianceFacts,
  provisionalYearsOf,
  type StatutoryBound,
  statutoryBounds,
} from './statutory-bounds';

/**
 * A project's statutory deadlines as the server reports them (Compliance/GetDeadlines): every bound that
 * applies to the project, laid on its facts at the server's `now` (§9: countdowns run on server time),
 * and the years whose holiday notice is not loaded yet, which the UI and the CLI warn of.
 */
const labelSchema = z.object({ en: z.string(), zh: z.string() });

export const statutoryBoundSchema = z.object({
  id: z.enum(BOUND_IDS as [BoundId, ...BoundId[]]),
  citation: labelSchema,
  description: labelSchema,
  direction: z.enum(['notBefore', 'by']),
  period: z.object({
    days: z.number().int(),
    count: z.enum(['calendar', 'working']),
    counted: z.enum(['after', 'before']),
  }),
  dueDate: z.string().nullable(),
  dueAt: z.string().nullable(),
  anchor: z
    .object({
      what: z.enum([
        'prequalificationIssued',
        'applicationDeadline',
        'documentsIssued',
        'bidDeadline',
        'objection',
        'evaluationReport',
        'resultPublicity',
        'award',
        'contract',
      ]),
      at: z.string(),
    })
    .nullable(),
  status: z.enum(['waiting', 'open', 'met', 'missed', 'broken']),
  // Read-only as StatutoryBound has it, so the engine's bounds are a report's without a copy.
  provisionalYears: z.array(z.number().int()).readonly(),
  subject: z.string().optional(),
}) satisfies z.ZodType<StatutoryBound>;

export const projectDeadlinesSchema = z.object({
  projectId: z.number().int().positive(),
  regime: z.enum(['tendering', 'procurement']),
  /**
   * Whether the project must be tendered by law (§3 isTenderByLaw), which some articles bind alone: a
   * client judging a publication asks the rule with it. Absent from an older server: taken as must.
   */
  tenderByLaw: z.boolean().optional(),
  /** The server's clock when the bounds were laid out: the countdowns start from it. */
  now: z.string(),
  bounds: z.array(statutoryBoundSchema),
  /** The years any bound crossed that have no official holiday calendar (provisionalYearsOf). */
  provisionalYears: z.array(z.number().int()),
});
export type ProjectDeadlines = z.infer<typeof projectDeadlinesSchema>;

/**
 * The report of a project from its facts (complianceFactsOf) at `now`: what the server answers and the
 * in-memory module computes, so both lay the bounds out alike.
 */
export function projectDeadlinesOf(
  projectId: number,
  facts: ComplianceFacts,
  now: Date,
  calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
): ProjectDeadlines {
  const bounds = statutoryBounds(facts, calendar, now);
  return {
    projectId,
    regime: facts.regime ?? regimeOf({ biddingMethod: facts.biddingMethod ?? null }),
    tenderByLaw: facts.tenderByLaw !== false,
    now: now.toISOString(),
    bounds,
    provisionalYears: provisionalYearsOf(bounds),
  };
}

/** The bounds the project breaks now (`broken`): circulation refuses to move on past them. */
export function brokenBounds(deadlines: Pick<ProjectDeadlines, 'bounds'>): StatutoryBound[] {
  return deadlines.bounds.filter((bound) => bound.status === 'broken');
}
