import {
  ConflictError,
  isAnswered,
  NotFoundError,
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  type Objection,
  type ObjectionEntry,
  type ObjectionEvent,
  type ObjectionLog,
  type ObjectionLogReport,
  objectionLogOf,
  objectionTimeIssues,
  type Project,
  type RecordRepository,
  type RegisterObjection,
  type ReplyObjection,
  refusal,
  regimeOf,
  registerObjectionSchema,
  replyObjectionSchema,
  ValidationError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';

/** What the fake reads of the rest of the module: the project, its records, the caller, the time. */
export interface ObjectionLogRules extends AdministrationRules {
  readonly projectOf: (projectId: number) => Project | undefined;
  /** The module's record fake: it checks what a record write needs, as the server does. */
  readonly records: Pick<RecordRepository, 'listByProject' | 'create' | 'update'>;
  /** A stored objection of any project, by id. */
  readonly objectionOf: (id: number) => Objection | undefined;
  readonly userName: () => string | null;
  /** The module's clock, the one its ServerClock reads. */
  readonly now: () => number;
}

const fieldIssues = (error: { issues: readonly { path: PropertyKey[]; message: string }[] }) =>
  error.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));

/**
 * A project's objection log over the in-memory fakes (Storybook), as the server keeps it (Objection/*):
 * the objections are the record fake's, their clocks laid out by the domain's objectionLogOf at the
 * module's clock, their history kept here. Reading is reading the project (project.get); registering
 * needs record.add, answering record.edit; bad input is a ValidationError naming the field. It does not
 * suspend steps: the server is the law.
 */
export class InMemoryObjectionLog implements ObjectionLog {
  private readonly history = new Map<number, ObjectionEvent[]>();

  constructor(private readonly rules: ObjectionLogRules) {}

  async logOf(projectId: number): Promise<ObjectionLogReport> {
    assertPermitted(this.rules, 'project.get');
    const project = this.rules.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    const objections = (await this.rules.records.listByProject('objection', projectId)) as (Objection & {
      id: number;
    })[];
    const log = objectionLogOf(
      projectId,
      objections,
      (id) => this.history.get(id) ?? [],
      regimeOf(project),
      new Date(this.rules.now()),
    );
    return structuredClone(log);
  }

  async register(input: RegisterObjection): Promise<ObjectionEntry> {
    assertPermitted(this.rules, 'record.add');
    const parsed = registerObjectionSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldIssues(parsed.error));
    const now = new Date(this.rules.now());
    const issues = objectionTimeIssues({ receivedAt: parsed.data.objection_receivedAt }, now);
    if (issues.length > 0) throw new ValidationError(issues);
    const stored = await this.rules.records.create('objection', {
      ...parsed.data,
      objection_receivedAt: new Date(parsed.data.objection_receivedAt).toISOString(),
      objection_status: OBJECTION_UNHANDLED,
    });
    this.append(stored.id as number, 'received', OBJECTION_UNHANDLED, now);
    return this.entryOf(parsed.data.projectId, stored.id as number);
  }

  async reply(input: ReplyObjection): Promise<ObjectionEntry> {
    assertPermitted(this.rules, 'record.edit');
    const parsed = replyObjectionSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError(fieldIssues(parsed.error));
    const objection = await this.find(parsed.data.id);
    if (isAnswered(objection)) throw new ConflictError(refusal('objectionAnswered'));
    const now = new Date(this.rules.now());
    const repliedAt = parsed.data.objection_repliedAt
      ? new Date(parsed.data.objection_repliedAt).toISOString()
      : now.toISOString();
    const issues = objectionTimeIssues(
      { receivedAt: objection.objection_receivedAt ?? objection.creationTime, repliedAt },
      now,
    );
    if (issues.length > 0) throw new ValidationError(issues);
    await this.rules.records.update('objection', {
      ...objection,
      objection_replyContent: parsed.data.objection_replyContent,
      objection_repliedAt: repliedAt,
      objection_status: OBJECTION_HANDLED,
    });
    this.append(objection.id, 'replied', OBJECTION_HANDLED, now);
    return this.entryOf(objection.projectId, objection.id);
  }

  /** An objection of any project of the fake, by id (the server's 404 otherwise). */
  private async find(id: number): Promise<Objection & { id: number }> {
    const found = this.rules.objectionOf(id);
    if (!found) throw new NotFoundError('objection', id);
    return found as Objection & { id: number };
  }

  private append(id: number, kind: ObjectionEvent['kind'], status: ObjectionEvent['status'], at: Date) {
    const events = this.history.get(id) ?? [];
    events.push({ kind, status, at: at.toISOString(), userName: this.rules.userName() });
    this.history.set(id, events);
  }

  private async entryOf(projectId: number, id: number): Promise<ObjectionEntry> {
    const log = await this.logOf(projectId);
    return log.items.find((item) => item.objection.id === id) as ObjectionEntry;
  }
}
