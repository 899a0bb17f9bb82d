import { type Kysely, sql } from 'kysely';
import type { Database } from '../../db/schema';

/** The tenants (agencies) of this deployment. */
export class KyselyTenantStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** What the session shows of a tenant; it must exist. */
  async byId(tenantId: number) {
    return this.db
      .selectFrom('tenants')
      .select(['id', 'tenancyName', 'name'])
      .where('id', '=', tenantId)
      .executeTakeFirstOrThrow();
  }

  /** A tenant by its tenancy name in any letter case (Account/IsTenantAvailable). */
  async byTenancyName(tenancyName: string) {
    // tenancy_name is unique as written; should two differ only in case, the older one answers.
    return this.db
      .selectFrom('tenants')
      .select(['id', 'isActive'])
      .where(sql`lower(tenancy_name)`, '=', tenancyName.toLowerCase())
      .orderBy('id')
      .executeTakeFirst();
  }
}
