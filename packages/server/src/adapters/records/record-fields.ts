import { recordSchemas } from '@tender/domain';
import { sql } from 'kysely';
import type { FilterField, FilterFields } from '../../db/filter-sql';

/** The columns every record has, outside its jsonb data. */
const columnFields: FilterFields = {
  id: { column: 'middlewareRecords.id', type: 'integer' },
  type: { column: 'middlewareRecords.type', type: 'text' },
  projectId: { column: 'middlewareRecords.projectId', type: 'integer' },
  creationTime: { column: 'middlewareRecords.creationTime', type: 'timestamp' },
};

/** Keys of the record schemas that live in columns rather than in `data`. */
const COLUMN_KEYS = new Set(['id', 'projectId', 'creationTime']);

/** Integer-valued data fields, compared as numbers; every other data field is compared as text. */
const INTEGER_DATA_FIELDS = new Set(['qualificationResult_groupId', 'signUp_groupId']);

/**
 * A jsonb key as a Filter/Sorting field. The key is bound as a parameter; a record of another type
 * lacks the key and reads as null, so a filter on `signUp_state` simply matches no objection.
 */
function dataField(key: string): FilterField {
  const text = sql`${sql.ref('middlewareRecords.data')}->>${key}`;
  return INTEGER_DATA_FIELDS.has(key)
    ? { column: sql`(${text})::integer`, type: 'integer' }
    : { column: text, type: 'text' };
}

/** Every data field of every record type (the spec's wire names), derived from the domain's schemas. */
const dataKeys = [
  ...new Set(Object.values(recordSchemas).flatMap((schema) => Object.keys(schema.shape))),
].filter((key) => !COLUMN_KEYS.has(key));

/** The Filter and Sorting whitelist of `GET /middleware/record/getPaged`. */
export const recordFields: FilterFields = {
  ...columnFields,
  ...Object.fromEntries(dataKeys.map((key) => [key, dataField(key)])),
};
