import {
  clause,
  formatFilter,
  pagedSchema,
  type RecordOf,
  type RecordRepository,
  type RecordType,
  recordSchemas,
} from '@tender/domain';
import type { HttpClient, ReplySchema } from './http-client';

const RECORD = '/record';
/** The server's largest page; a project with more records is read page by page. */
const PAGE_SIZE = 1000;

/** The domain's schema of one record type, typed for that type (indexing by a generic widens it). */
function schemaOf<T extends RecordType>(type: T): ReplySchema<RecordOf<T>> {
  return recordSchemas[type] as unknown as ReplySchema<RecordOf<T>>;
}

/**
 * The middleware's type-tagged records (§7 record getPaged/create/update/delete; server README
 * "Middleware records"), validated with the domain's schema of each type.
 */
export class HttpRecordRepository implements RecordRepository {
  constructor(private readonly middleware: HttpClient) {}

  async listByProject<T extends RecordType>(type: T, projectId: number): Promise<RecordOf<T>[]> {
    const schema = pagedSchema(recordSchemas[type]);
    const Filter = formatFilter([clause('type', '=', type), clause('projectId', '=', projectId)]);
    const records: RecordOf<T>[] = [];
    for (;;) {
      const page = await this.middleware.get(`${RECORD}/getPaged`, {
        params: { Filter, Sorting: 'id asc', MaxResultCount: PAGE_SIZE, SkipCount: records.length },
        schema,
      });
      records.push(...(page.items as RecordOf<T>[]));
      if (page.items.length === 0 || records.length >= page.totalCount) return records;
    }
  }

  create<T extends RecordType>(type: T, record: RecordOf<T>): Promise<RecordOf<T>> {
    return this.middleware.post(
      `${RECORD}/create`,
      { ...record, type },
      {
        schema: schemaOf(type),
        notFound: { entity: 'Project', id: record.projectId },
      },
    );
  }

  update<T extends RecordType>(type: T, record: RecordOf<T> & { id: number }): Promise<RecordOf<T>> {
    return this.middleware.post(
      `${RECORD}/update`,
      { ...record, type },
      {
        schema: schemaOf(type),
        notFound: { entity: type, id: record.id },
      },
    );
  }

  async delete(type: RecordType, id: number): Promise<void> {
    await this.middleware.delete(`${RECORD}/delete`, {
      params: { type, id },
      notFound: { entity: type, id },
    });
  }
}
