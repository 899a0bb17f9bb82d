import { z } from 'zod';
import { KyselyFlowRecordStore } from '../adapters/flow-records/kysely-flow-record-store';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { businessDate, businessDayStart } from '../time/business-time-zone';

const monthQuery = z.object({
  /** The month to chart; by default the current one on the server's clock. */
  month: z
    .string()
    .regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'must be YYYY-MM')
    .optional(),
});
const monthBar = z.array(z.object({ x: z.string(), y: z.number().int().min(0) }));
/** §3 "Chart items: name, total": the month's bars broken down, the largest first. */
const chartItems = z.array(z.object({ name: z.string(), total: z.number().int().min(0) }));

/** The month's first instant, the first instant of the next month, and its days as YYYY-MM-DD. */
function monthOf(month: string | undefined, now: Date) {
  const today = businessDate(now);
  const [year, index] = month
    ? [Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1]
    : [today.year, today.monthIndex];
  const dayCount = new Date(Date.UTC(year, index + 1, 0)).getUTCDate();
  const prefix = `${year}-${String(index + 1).padStart(2, '0')}`;
  const days = Array.from({ length: dayCount }, (_, i) => `${prefix}-${String(i + 1).padStart(2, '0')}`);
  return { start: businessDayStart(year, index, 1), end: businessDayStart(year, index + 1, 1), days };
}

/**
 * The analysis month bar (§7 demo, §3 "x (day) and y (traffic)"), made real: for each day of the month,
 * how many flow records (steps taken, jumps, exceptions, closings) the caller's tenant wrote, days in
 * China Standard Time. Served at
 * the spec's `/analysis/month-bar` and at `/api/analysis/month-bar` for clients whose base is `/api`.
 */
export function registerMonthBarRoutes(app: ZodApp, { db, config }: AppDeps): void {
  for (const url of ['/analysis/month-bar', '/api/analysis/month-bar']) {
    app.get(
      url,
      {
        config: { access: 'project.query' },
        schema: { tags: ['Analysis'], querystring: monthQuery, response: { 200: abp(monthBar) } },
      },
      async (request) => {
        const { tenantId } = sessionOf(request);
        const { start, end, days } = monthOf(request.query.month, config.clock());
        const rows = await new KyselyFlowRecordStore(db, tenantId).countByBusinessDay(start, end);
        const counts = new Map(rows.map((row) => [row.day, row.n]));
        return ok(days.map((x) => ({ x, y: counts.get(x) ?? 0 })));
      },
    );
  }
  // The chart items beside the bars (§3), a call of their own: the bars' reply is an array, and adding
  // them to it would change what its clients already read.
  for (const url of ['/analysis/month-bar/items', '/api/analysis/month-bar/items']) {
    app.get(
      url,
      {
        config: { access: 'project.query' },
        schema: {
          tags: ['Analysis'],
          description:
            'The chart items of the month bar (§3 name, total): the month’s flow records by the staff member who wrote them, most first; they add up to the bars.',
          querystring: monthQuery,
          response: { 200: abp(chartItems) },
        },
      },
      async (request) => {
        const { tenantId } = sessionOf(request);
        const { start, end } = monthOf(request.query.month, config.clock());
        return ok(await new KyselyFlowRecordStore(db, tenantId).countBySubmitter(start, end));
      },
    );
  }
}
