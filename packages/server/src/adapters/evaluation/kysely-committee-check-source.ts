import type { CommitteeBreach, CommitteeCheckSource } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import { KyselyCommitteeStore } from './kysely-committee-store';

/**
 * The rules a project's committee breaks, on the request's handle, for the circulation checks of the
 * evaluation step (ADR 0019): read only when the flow leaves an evaluation step.
 */
export class KyselyCommitteeCheckSource implements CommitteeCheckSource {
  private readonly store: KyselyCommitteeStore;

  constructor(db: Kysely<Database>, tenantId: number) {
    this.store = new KyselyCommitteeStore(db, tenantId);
  }

  committeeBreachesOf(projectId: number): Promise<CommitteeBreach[]> {
    return this.store.breachesOf(projectId);
  }
}
