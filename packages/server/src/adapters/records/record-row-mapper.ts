import { type RecordOf, type RecordType, recordSchemas } from '@tender/domain';
import { isoTime, jsonValue } from '../row-values';

/** A middleware_records row as read for the wire and for the domain. */
export interface RecordRow {
  readonly id: number;
  readonly type: RecordType;
  readonly projectId: number;
  readonly data: unknown;
  readonly creationTime: Date;
}

/**
 * A record's wire shape `{id, type, projectId, creationTime, ...fields}`: its data fields (the spec's
 * names) with the columns laid over them, so a stray `id` or `type` inside the jsonb can never mask the
 * real ones.
 */
export function toWireRecord(row: RecordRow): Record<string, unknown> {
  return {
    ...(jsonValue(row.data) as object),
    id: row.id,
    type: row.type,
    projectId: row.projectId,
    creationTime: isoTime(row.creationTime),
  };
}

/** A record of one type as the domain holds it, checked by that type's schema (§3). */
export function toRecord<T extends RecordType>(type: T, row: Omit<RecordRow, 'type'>): RecordOf<T> {
  return recordSchemas[type].parse({
    ...(jsonValue(row.data) as object),
    id: row.id,
    projectId: row.projectId,
    creationTime: isoTime(row.creationTime),
  }) as RecordOf<T>;
}
