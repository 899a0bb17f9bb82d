import { NotFoundError, type RecordOf, type RecordRepository, type RecordType } from '@tender/domain';
import type { Kysely } from 'kysely';
import { queryTemplate } from '../../db/query-template';
import type { Database } from '../../db/schema';
import type { RequestScope } from '../request-scope';
import { toRecord } from './record-row-mapper';

const COLUMNS = ['id', 'projectId', 'data', 'creationTime'] as const;

/** A project's records of one type, oldest first, compiled once (queryTemplate): every step page reads them. */
const recordsOfProject = queryTemplate(
  (db, { tenantId, type, projectId }: { tenantId: number; type: RecordType; projectId: number }) =>
    db
      .selectFrom('middlewareRecords')
      .select(COLUMNS)
      .where('tenantId', '=', tenantId)
      .where('type', '=', type)
      .where('projectId', '=', projectId)
      .orderBy('id'),
);

/** The middleware's type-tagged records, stored as jsonb with the spec's field names (§3, §7). */
export class KyselyRecordRepository implements RecordRepository {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly scope: Pick<RequestScope, 'tenantId' | 'userId'>,
  ) {}

  async listByProject<T extends RecordType>(type: T, projectId: number): Promise<RecordOf<T>[]> {
    const rows = await recordsOfProject(this.db, { tenantId: this.scope.tenantId, type, projectId });
    return rows.map((row) => toRecord(type, row));
  }

  /** A stored record's project and raw data, found by type and id (anything else is 404). */
  async stored(type: RecordType, id: number): Promise<{ projectId: number; data: unknown }> {
    const row = await this.db
      .selectFrom('middlewareRecords')
      .select(['projectId', 'data'])
      .where('tenantId', '=', this.scope.tenantId)
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(type, id);
    return row;
  }

  async create<T extends RecordType>(type: T, record: RecordOf<T>): Promise<RecordOf<T>> {
    const { id: _id, projectId, creationTime: _time, ...data } = record as RecordOf<T> & { id?: number };
    const row = await this.db
      .insertInto('middlewareRecords')
      .values({
        tenantId: this.scope.tenantId,
        projectId,
        type,
        data: JSON.stringify(data),
        creationTime: new Date(),
        creatorUserId: this.scope.userId,
      })
      .returning(COLUMNS)
      .executeTakeFirstOrThrow();
    return toRecord(type, row);
  }

  async update<T extends RecordType>(type: T, record: RecordOf<T> & { id: number }): Promise<RecordOf<T>> {
    const { id, projectId, creationTime: _time, ...data } = record;
    const row = await this.db
      .updateTable('middlewareRecords')
      .set({ data: JSON.stringify(data), projectId, lastModificationTime: new Date() })
      .where('tenantId', '=', this.scope.tenantId)
      .where('type', '=', type)
      .where('id', '=', id)
      .returning(COLUMNS)
      .executeTakeFirst();
    if (!row) throw new NotFoundError(type, id);
    return toRecord(type, row);
  }

  async delete(type: RecordType, id: number): Promise<void> {
    const result = await this.db
      .deleteFrom('middlewareRecords')
      .where('tenantId', '=', this.scope.tenantId)
      .where('type', '=', type)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFoundError(type, id);
  }
}
