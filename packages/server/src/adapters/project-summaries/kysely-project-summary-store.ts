import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { type ProjectSummary, projectSummarySchema } from '../../project-summary/project-summary-schema';
import { jsonValue } from '../row-values';

/** The stored project summaries of one tenant (§7 fusion_project_summary; table project_summaries). */
export class KyselyProjectSummaryStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  /** Stores a project's summary, replacing the previous one. */
  async store(summary: ProjectSummary): Promise<void> {
    const values = {
      tenantId: this.tenantId,
      projectId: summary.projectId,
      summary: JSON.stringify(summary),
      refreshTime: summary.refreshTime,
    };
    await this.db
      .insertInto('projectSummaries')
      .values(values)
      .onConflict((conflict) =>
        conflict
          .columns(['tenantId', 'projectId'])
          .doUpdateSet({ summary: values.summary, refreshTime: values.refreshTime }),
      )
      .execute();
  }

  /** The stored summary of a project, or null when none was computed yet. */
  async find(projectId: number): Promise<ProjectSummary | null> {
    const row = await this.db
      .selectFrom('projectSummaries')
      .select('summary')
      .where('tenantId', '=', this.tenantId)
      .where('projectId', '=', projectId)
      .executeTakeFirst();
    return row ? projectSummarySchema.parse(jsonValue(row.summary)) : null;
  }
}
