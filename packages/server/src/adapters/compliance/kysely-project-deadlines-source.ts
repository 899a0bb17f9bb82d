import {
  CHINA_WORKING_CALENDAR,
  type ComplianceFacts,
  complianceFactsOf,
  type ProjectDeadlines,
  type ProjectDeadlinesSource,
  projectDeadlinesOf,
  type WorkingCalendar,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Clock } from '../../config';
import type { Database } from '../../db/schema';
import { KyselyComplianceSources } from './kysely-compliance-sources';

/**
 * A project's statutory deadlines from its rows (Compliance/GetDeadlines), on the request's handle: the
 * facts by the domain's complianceFactsOf, the report by projectDeadlinesOf at the server's clock (§9:
 * countdowns run on server time) and China's working calendar. One statement per project, so circulation
 * reads it inside its transaction at the cost of one more (ADR 0003, ADR 0022).
 */
export class KyselyProjectDeadlinesSource implements ProjectDeadlinesSource {
  private readonly sources: KyselyComplianceSources;

  constructor(
    db: Kysely<Database>,
    tenantId: number,
    private readonly clock: Clock,
    private readonly calendar: WorkingCalendar = CHINA_WORKING_CALENDAR,
  ) {
    this.sources = new KyselyComplianceSources(db, tenantId);
  }

  /** The facts of a live project of the tenant (NotFound otherwise), as the bounds read them. */
  async factsOf(projectId: number): Promise<ComplianceFacts> {
    return complianceFactsOf(await this.sources.sourcesOf(projectId));
  }

  async deadlinesOf(projectId: number): Promise<ProjectDeadlines> {
    return projectDeadlinesOf(projectId, await this.factsOf(projectId), this.clock(), this.calendar);
  }
}
