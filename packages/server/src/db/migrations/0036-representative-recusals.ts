import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';

/**
 * A representative recused (回避: 招标投标法 第三十七条 bars anyone with an interest in a bidder from the
 * committee, and one already seated is replaced) keeps their row, as an expert does (migration 0029):
 * when, by whom and why, and no longer sits.
 */
export const representativeRecusals: Migration = {
  async up(db: Kysely<unknown>) {
    await sql`alter table committee_representatives
                add column recused_time timestamptz,
                add column recusal_reason text,
                add column recuser_user_id integer references users(id) on delete set null,
                add constraint committee_representatives_recusal_whole
                  check ((recused_time is null) = (recusal_reason is null))`.execute(db);
  },
  async down(db: Kysely<unknown>) {
    await sql`alter table committee_representatives
                drop constraint committee_representatives_recusal_whole,
                drop column recuser_user_id,
                drop column recusal_reason,
                drop column recused_time`.execute(db);
  },
};
