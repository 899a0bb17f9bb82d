import {
  ConflictError,
  type FlowNode,
  isPastStep,
  isPublishedRecord,
  NotFoundError,
  NotPermittedError,
  type Project,
  parseOrThrow,
  projectReadOnlyReason,
  type RecordOf,
  type RecordType,
  recordIssues,
  recordSchemas,
  refusal,
  stepOfRecordType,
  ValidationError,
} from '@tender/domain';
import { InMemoryRecordRepository } from '@tender/domain/testing';

/** What a record's schema cannot say alone (recordIssues: a rejection's reason …), as the server checks it. */
function assertReasoned(type: RecordType, record: object): void {
  const issues = recordIssues(type, record as Readonly<Record<string, unknown>>);
  if (issues.length > 0) throw new ValidationError(issues);
}

/** A published text never changes and is not deleted (ADR 0007), as the server refuses it. */
function assertNotPublished(type: RecordType, stored: unknown): void {
  if (isPublishedRecord(type, stored)) {
    throw new ConflictError(
      type === 'clarification'
        ? refusal('publishedClarification')
        : refusal('publishedRecord', { recordType: type }),
    );
  }
}

function clone<T>(value: T): T {
  return JSON.parse(JSON.stringify(value)) as T;
}

/**
 * The domain's record fake with the middleware's rules (server README "Middleware records"), so the
 * in-memory module answers as the API does: records are validated, stamped with their creation time and
 * handed out as copies; a write needs a live project (else NotFoundError) that is not read-only (state
 * 5 or 8 or an audit pending: NotPermittedError, §4, §6); a record never moves to another project; a
 * rejection has its reason (ValidationError); the records of a step the flow has left are kept as they
 * were (ConflictError, decideModifyStepRecords). The fake knows no caller's roles: §6's role rule is the
 * server's alone.
 */
export class InMemoryServerRecordRepository extends InMemoryRecordRepository {
  constructor(
    private readonly projectOf: (projectId: number) => Project | undefined,
    private readonly now: () => number = Date.now,
    /** Told of every record written, e.g. to push sign-ins to the in-memory sign-in feed. */
    private readonly onWrite: (type: RecordType, record: RecordOf<RecordType>) => void = () => {},
    /** The steps of a project's flow, to tell a step the flow has left. */
    private readonly stepsOf: (project: Project) => readonly FlowNode[] = () => [],
  ) {
    super();
  }

  /** Stores demo records as they were written earlier, read-only projects included (no checks). */
  seed<T extends RecordType>(type: T, records: readonly RecordOf<T>[], createdAt = this.now()): void {
    for (const record of records) {
      // The fake's create stores synchronously (its promise only reports), so the seed is there at once.
      void super.create(type, {
        ...record,
        creationTime: record.creationTime ?? new Date(createdAt).toISOString(),
      } as RecordOf<T>);
    }
  }

  override async listByProject<T extends RecordType>(type: T, projectId: number): Promise<RecordOf<T>[]> {
    return clone(await super.listByProject(type, projectId));
  }

  override async create<T extends RecordType>(type: T, record: RecordOf<T>): Promise<RecordOf<T>> {
    const valid = parseOrThrow(recordSchemas[type], record) as RecordOf<T>;
    this.assertWritable(type, valid.projectId);
    assertReasoned(type, valid);
    const { id: _id, ...fields } = valid as RecordOf<T> & { id?: number };
    const created = await super.create(type, {
      ...fields,
      creationTime: new Date(this.now()).toISOString(),
    } as RecordOf<T>);
    this.onWrite(type, clone(created));
    return clone(created);
  }

  override async update<T extends RecordType>(
    type: T,
    record: RecordOf<T> & { id: number },
  ): Promise<RecordOf<T>> {
    const valid = parseOrThrow(recordSchemas[type], record) as RecordOf<T> & { id: number };
    const stored = (this.records[type] as RecordOf<T>[]).find((r) => r.id === record.id);
    if (!stored) throw new NotFoundError(type, record.id);
    if (stored.projectId !== valid.projectId) {
      throw new ValidationError([{ field: 'projectId', message: 'a record cannot move to another project' }]);
    }
    this.assertWritable(type, stored.projectId);
    assertNotPublished(type, stored);
    assertReasoned(type, valid);
    const updated = await super.update(type, {
      ...valid,
      id: record.id,
      creationTime: stored.creationTime,
    } as RecordOf<T> & { id: number });
    this.onWrite(type, clone(updated));
    return clone(updated);
  }

  override async delete(type: RecordType, id: number): Promise<void> {
    const stored = (this.records[type] as { id?: number; projectId: number }[]).find((r) => r.id === id);
    if (!stored) throw new NotFoundError(type, id);
    this.assertWritable(type, stored.projectId);
    assertNotPublished(type, stored);
    await super.delete(type, id);
  }

  private assertWritable(type: RecordType, projectId: number): void {
    const project = this.projectOf(projectId);
    if (!project) throw new NotFoundError('Project', projectId);
    const reason = projectReadOnlyReason(project);
    if (reason) {
      throw new NotPermittedError(refusal('recordsCannotChange', { project: projectId, reason }));
    }
    const steps = this.stepsOf(project);
    const step = stepOfRecordType(steps, type);
    if (isPastStep(project, steps, step)) {
      throw new ConflictError(refusal('pastStep', { step: step?.nodeName ?? '', recordType: type }));
    }
  }
}
