import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** Secrets the server generates once and shares with every process on the database (table server_secrets). */
export class KyselyServerSecretStore {
  constructor(private readonly db: Kysely<Database>) {}

  /**
   * The secret of that name, stored as `proposed` when there is none yet. Insert-if-absent, then read
   * back: concurrent first starts agree on whichever insert won.
   */
  async getOrCreate(name: string, proposed: string): Promise<string> {
    await this.db
      .insertInto('serverSecrets')
      .values({ name, value: proposed })
      .onConflict((oc) => oc.column('name').doNothing())
      .execute();
    const row = await this.db
      .selectFrom('serverSecrets')
      .select('value')
      .where('name', '=', name)
      .executeTakeFirstOrThrow();
    return row.value;
  }
}
