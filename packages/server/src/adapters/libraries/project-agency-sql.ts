import { sql } from 'kysely';

/**
 * What a project (`p`, its registrar's company joined as `c`) goes by as an agency (domain namesAgency):
 * the agency picked for it, else the company of the staff who registered it — its name, and the text
 * an entry's credit code is compared with (the picked name again, else the company's code).
 */
export const agencyNameOf = sql<string | null>`coalesce(nullif(p.agency_name, ''), c.name)`;
export const agencyCodeOf = sql<string | null>`coalesce(nullif(p.agency_name, ''), c.code)`;
