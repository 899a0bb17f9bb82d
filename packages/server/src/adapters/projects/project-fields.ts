import { PROJECT_QUERY_FIELDS } from '@tender/domain';
import { columnsOf, type FilterFields } from '../../db/filter-sql';

/**
 * The Filter and Sorting fields of the project list (README "Filter and Sorting"), over `projects as p`:
 * the domain's one table (PROJECT_QUERY_FIELDS), each field on its column.
 */
export const PROJECT_FIELDS: FilterFields = columnsOf(PROJECT_QUERY_FIELDS, 'p');
