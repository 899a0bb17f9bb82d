import {
  ConflictError,
  type Expert,
  type ExpertFields,
  type ExpertListCriteria,
  NotFoundError,
  type Paged,
  refusal,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyExpertStore } from '../adapters/evaluation/kysely-expert-store';
import type { Database } from '../db/schema';

/** The entity name of an expert: its API's path segment and its 404's subject. */
export const EXPERT_ENTITY = 'Expert';

/**
 * The caller's tenant's expert library (ADR 0019): a page by name, one expert, adding, and editing with
 * the version read (a replaced one is 409, naming the version it is now). The routes run each write in
 * one transaction.
 */
export class ExpertLibrary {
  private readonly store: KyselyExpertStore;

  constructor(
    db: Kysely<Database>,
    tenantId: number,
    private readonly who: () => { userId: number; now: Date },
  ) {
    this.store = new KyselyExpertStore(db, tenantId);
  }

  page(criteria: ExpertListCriteria): Promise<Paged<Expert>> {
    return this.store.page(criteria);
  }

  async get(id: number): Promise<Expert> {
    const expert = await this.store.findById(id);
    if (!expert) throw new NotFoundError(EXPERT_ENTITY, id);
    return expert;
  }

  async create(fields: ExpertFields): Promise<Expert> {
    return this.get(await this.store.insert(fields, this.who()));
  }

  async update(id: number, version: number, fields: ExpertFields): Promise<Expert> {
    const current = await this.get(id);
    if (!(await this.store.update(id, version, fields, this.who()))) {
      throw new ConflictError(refusal('staleExpert', { name: current.name, version: current.version }));
    }
    return this.get(id);
  }
}
