import {
  type BiddingMethod,
  NotFoundError,
  type Objection,
  type ObjectionEvent,
  type Regime,
  regimeOf,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database, ObjectionEventsTable } from '../../db/schema';
import { KyselyRecordRepository } from '../records/kysely-record-repository';
import type { RequestScope } from '../request-scope';
import { isoTime } from '../row-values';

/** A change of an objection's history as it is written. */
export interface NewObjectionEvent {
  readonly projectId: number;
  readonly objectionId: number;
  readonly kind: ObjectionEventsTable['kind'];
  readonly status: Objection['objection_status'];
  readonly at: Date;
}

/**
 * A project's objections as the log and the suspension read them: the objection records (middleware
 * records of type objection), the project's regime (regimeOf its method and capital source), and each
 * objection's history (objection_events, migration 0028). Tenant-scoped like every query; a project that
 * is not a live one of the tenant is NotFound.
 */
export class KyselyObjectionStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId'> & { readonly userName?: string },
  ) {}

  /** The regime whose clocks the project's objections run on. */
  async regimeOf(projectId: number): Promise<Regime> {
    const project = await this.db
      .selectFrom('projects')
      .select(['biddingMethod', 'capitalSource'])
      .where('tenantId', '=', this.scope.tenantId)
      .where('id', '=', projectId)
      .where('isDeleted', '=', false)
      .executeTakeFirst();
    if (!project) throw new NotFoundError('Project', projectId);
    return regimeOf({
      biddingMethod: project.biddingMethod as BiddingMethod,
      capitalSource: project.capitalSource,
    });
  }

  /** The project's objections, in the order they were stored. */
  async objectionsOf(projectId: number): Promise<(Objection & { id: number })[]> {
    const records = await new KyselyRecordRepository(this.db, this.scope).listByProject(
      'objection',
      projectId,
    );
    return records as (Objection & { id: number })[];
  }

  async append(event: NewObjectionEvent): Promise<void> {
    await this.db
      .insertInto('objectionEvents')
      .values({
        tenantId: this.scope.tenantId,
        ...event,
        userId: this.scope.userId,
        userName: this.scope.userName ?? null,
      })
      .execute();
  }

  /** Each objection's history of the project, oldest first, by objection id. */
  async historyOf(projectId: number): Promise<Map<number, ObjectionEvent[]>> {
    const rows = await this.db
      .selectFrom('objectionEvents')
      .select(['objectionId', 'kind', 'status', 'at', 'userName'])
      .where('tenantId', '=', this.scope.tenantId)
      .where('projectId', '=', projectId)
      .orderBy('at')
      .orderBy('id')
      .execute();
    const history = new Map<number, ObjectionEvent[]>();
    for (const row of rows) {
      const events = history.get(row.objectionId) ?? [];
      events.push({
        kind: row.kind,
        status: row.status as Objection['objection_status'],
        at: isoTime(row.at),
        userName: row.userName,
      });
      history.set(row.objectionId, events);
    }
    return history;
  }
}
