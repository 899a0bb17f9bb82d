import type { WrittenReport, WrittenReportFields } from '@tender/domain';
import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/**
 * The filing of a project's written report (written_reports, migration 0030), of one tenant: the record,
 * and writing it (recording again corrects it). The filed day is read as text (`YYYY-MM-DD`), the same on
 * PGlite and PostgreSQL whatever their date parsers do.
 */
export class KyselyWrittenReportStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  async of(projectId: number): Promise<WrittenReport | null> {
    const row = await this.db
      .selectFrom('writtenReports as w')
      .leftJoin('users as u', (join) =>
        join.onRef('u.id', '=', 'w.recorderUserId').onRef('u.tenantId', '=', 'w.tenantId'),
      )
      .where('w.tenantId', '=', this.tenantId)
      .where('w.projectId', '=', projectId)
      .select([
        'w.projectId',
        sql<string>`w.filed_on::text`.as('filedOn'),
        'w.authority',
        'w.note',
        'w.recordedTime',
        'u.name as recordedBy',
      ])
      .executeTakeFirst();
    if (!row) return null;
    return {
      projectId: row.projectId,
      filedOn: row.filedOn,
      authority: row.authority,
      note: row.note,
      recordedAt: new Date(row.recordedTime).toISOString(),
      recordedBy: row.recordedBy ?? null,
    };
  }

  async record(fields: WrittenReportFields, who: { userId: number; now: Date }): Promise<void> {
    const values = {
      filedOn: fields.filedOn,
      authority: fields.authority,
      note: fields.note,
      recordedTime: who.now,
      recorderUserId: who.userId,
    };
    await this.db
      .insertInto('writtenReports')
      .values({ projectId: fields.projectId, tenantId: this.tenantId, ...values })
      .onConflict((conflict) => conflict.column('projectId').doUpdateSet(values))
      .execute();
  }
}
