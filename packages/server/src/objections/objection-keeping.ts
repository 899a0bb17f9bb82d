import {
  ConflictError,
  isAnswered,
  NotFoundError,
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  type ObjectionEntry,
  type ObjectionLog,
  type ObjectionLogReport,
  objectionLogOf,
  objectionTimeIssues,
  type RegisterObjection,
  type ReplyObjection,
  refusal,
  ValidationError,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyObjectionStore } from '../adapters/objections/kysely-objection-store';
import { KyselyRecordRepository } from '../adapters/records/kysely-record-repository';
import type { RequestScope } from '../adapters/request-scope';
import type { Clock } from '../config';
import type { Database } from '../db/schema';
import { assertRecordsWritable } from '../records/writable-project';

/** An instant as the server stores it: ISO in UTC. */
const iso = (text: string) => new Date(text).toISOString();

/**
 * The server's objection log (ADR 0022): the log of a project with its clocks on the server's clock, and
 * the two writes — registering an objection as received, answering it. A write needs what any record
 * write needs (writable-project.ts: a live project of the tenant whose current step the user may
 * modify); a time still to come, or a reply before its objection, is a 400 naming the field; each write
 * appends to the objection's history. Run on the request's transaction.
 */
export class ObjectionKeeping implements ObjectionLog {
  private readonly store: KyselyObjectionStore;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId' | 'userName' | 'roleNames'>,
    private readonly clock: Clock,
  ) {
    this.store = new KyselyObjectionStore(db, scope);
  }

  async logOf(projectId: number): Promise<ObjectionLogReport> {
    const regime = await this.store.regimeOf(projectId);
    const objections = await this.store.objectionsOf(projectId);
    const history = await this.store.historyOf(projectId);
    return objectionLogOf(projectId, objections, (id) => history.get(id) ?? [], regime, this.clock());
  }

  async register(input: RegisterObjection): Promise<ObjectionEntry> {
    const now = this.clock();
    const issues = objectionTimeIssues({ receivedAt: input.objection_receivedAt }, now);
    if (issues.length > 0) throw new ValidationError(issues);
    await assertRecordsWritable(this.db, this.scope, input.projectId, 'objection');
    const stored = await this.records().create('objection', {
      ...input,
      objection_receivedAt: iso(input.objection_receivedAt),
      objection_status: OBJECTION_UNHANDLED,
    });
    const id = stored.id as number;
    await this.store.append({
      projectId: input.projectId,
      objectionId: id,
      kind: 'received',
      status: OBJECTION_UNHANDLED,
      at: now,
    });
    return this.entryOf(input.projectId, id);
  }

  async reply(input: ReplyObjection): Promise<ObjectionEntry> {
    const now = this.clock();
    const { projectId } = await this.records().stored('objection', input.id);
    await assertRecordsWritable(this.db, this.scope, projectId, 'objection');
    const objection = (await this.store.objectionsOf(projectId)).find((o) => o.id === input.id);
    if (!objection) throw new NotFoundError('objection', input.id);
    if (isAnswered(objection)) throw new ConflictError(refusal('objectionAnswered'));
    const repliedAt = input.objection_repliedAt ? iso(input.objection_repliedAt) : now.toISOString();
    const issues = objectionTimeIssues(
      { receivedAt: objection.objection_receivedAt ?? objection.creationTime, repliedAt },
      now,
    );
    if (issues.length > 0) throw new ValidationError(issues);
    await this.records().update('objection', {
      ...objection,
      objection_replyContent: input.objection_replyContent,
      objection_repliedAt: repliedAt,
      objection_status: OBJECTION_HANDLED,
    });
    await this.store.append({
      projectId,
      objectionId: input.id,
      kind: 'replied',
      status: OBJECTION_HANDLED,
      at: now,
    });
    return this.entryOf(projectId, input.id);
  }

  private records() {
    return new KyselyRecordRepository(this.db, this.scope);
  }

  private async entryOf(projectId: number, id: number): Promise<ObjectionEntry> {
    const log = await this.logOf(projectId);
    return log.items.find((item) => item.objection.id === id) as ObjectionEntry;
  }
}
