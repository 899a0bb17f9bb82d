import type { RecordType } from '@tender/domain';

/** A middleware_records row as read for the wire. */
export interface RecordRow {
  readonly id: number;
  readonly type: RecordType;
  readonly projectId: number;
  readonly data: unknown;
  readonly creationTime: Date;
}

/**
 * A record's wire shape: its data fields (the spec's names) with the columns laid over them, so a
 * stray `id` or `type` inside the jsonb can never mask the real ones.
 */
export function toWireRecord(row: RecordRow): Record<string, unknown> {
  const data = typeof row.data === 'string' ? JSON.parse(row.data) : row.data;
  return {
    ...(data as object),
    id: row.id,
    type: row.type,
    projectId: row.projectId,
    creationTime: row.creationTime.toISOString(),
  };
}
