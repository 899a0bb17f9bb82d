import type { RecordOf, RecordType } from '../records/records';

/** The middleware's type-tagged records: objections, sign-ups, qualification purchases and results, sign-ins (§7). */
export interface RecordRepository {
  listByProject<T extends RecordType>(type: T, projectId: number): Promise<RecordOf<T>[]>;
  create<T extends RecordType>(type: T, record: RecordOf<T>): Promise<RecordOf<T>>;
  update<T extends RecordType>(type: T, record: RecordOf<T> & { id: number }): Promise<RecordOf<T>>;
  delete(type: RecordType, id: number): Promise<void>;
}
export const RecordRepository = Symbol.for('tender.RecordRepository');
