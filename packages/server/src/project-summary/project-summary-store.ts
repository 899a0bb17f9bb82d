import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import { type ProjectSummary, projectSummarySchema } from './project-summary-schema';

/** Stores a project's summary, replacing the previous one. */
export async function storeProjectSummary(
  db: Kysely<Database>,
  tenantId: number,
  summary: ProjectSummary,
): Promise<void> {
  const values = {
    tenantId,
    projectId: summary.projectId,
    summary: JSON.stringify(summary),
    refreshTime: summary.refreshTime,
  };
  await db
    .insertInto('projectSummaries')
    .values(values)
    .onConflict((conflict) =>
      conflict
        .columns(['tenantId', 'projectId'])
        .doUpdateSet({ summary: values.summary, refreshTime: values.refreshTime }),
    )
    .execute();
}

/** The stored summary of a project of the tenant, or null when none was computed yet. */
export async function findProjectSummary(
  db: Kysely<Database>,
  tenantId: number,
  projectId: number,
): Promise<ProjectSummary | null> {
  const row = await db
    .selectFrom('projectSummaries')
    .select('summary')
    .where('tenantId', '=', tenantId)
    .where('projectId', '=', projectId)
    .executeTakeFirst();
  if (!row) return null;
  const summary = typeof row.summary === 'string' ? JSON.parse(row.summary) : row.summary;
  return projectSummarySchema.parse(summary);
}
