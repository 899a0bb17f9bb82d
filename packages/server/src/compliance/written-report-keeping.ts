import { type WrittenReport, type WrittenReportFields, writtenReportFieldsAt } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyProjectDeadlinesSource } from '../adapters/compliance/kysely-project-deadlines-source';
import { KyselyWrittenReportStore } from '../adapters/compliance/kysely-written-report-store';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import { lockProject } from '../adapters/projects/lock-project';
import type { RequestScope } from '../adapters/request-scope';
import type { Database } from '../db/schema';

type Scope = Pick<RequestScope, 'tenantId' | 'userId'>;

/**
 * The filing of the written report (招标投标法 第四十七条) of the caller's tenant's projects: read by who
 * reads the project, recorded by who adds its step records. A project of another tenant, deleted or
 * missing is 404; a day still to come, before the award or with no winner announced yet is 400 naming
 * filedOn. The project's row lock is taken first, so a
 * recording and a circulation reading the deadlines see each other whole (ADR 0003).
 */
export class WrittenReportKeeping {
  private readonly store: KyselyWrittenReportStore;
  private readonly projects: KyselyProjectLookups;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Scope,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyWrittenReportStore(db, scope.tenantId);
    this.projects = new KyselyProjectLookups(db, scope.tenantId);
  }

  /** The record, or null while none is. */
  async get(projectId: number): Promise<WrittenReport | null> {
    await this.projects.liveStatus(projectId);
    return this.store.of(projectId);
  }

  async record(input: WrittenReportFields): Promise<WrittenReport> {
    await lockProject(this.db, this.scope.tenantId, input.projectId);
    await this.projects.liveStatus(input.projectId);
    const now = this.clock();
    const facts = await new KyselyProjectDeadlinesSource(this.db, this.scope.tenantId, this.clock).factsOf(
      input.projectId,
    );
    const fields = writtenReportFieldsAt(input, now, facts.resultAnnouncementAt ?? null);
    await this.store.record(fields, { userId: this.scope.userId, now });
    return (await this.store.of(input.projectId)) as WrittenReport;
  }
}
