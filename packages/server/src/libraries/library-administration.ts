import {
  businessDateOf,
  ConflictError,
  LIBRARY_ENTITY_NAMES,
  type LibraryEntry,
  type LibraryEntryFields,
  type LibraryKind,
  NotFoundError,
  refusal,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import type { Database } from '../db/schema';

/**
 * Keeping one library of a tenant: create and edit, each refused (409) when its credit code is another
 * entry's — naming that entry — or, for an edit, when the entry changed since its editor read it. The
 * routes run each change in one transaction; the unique key of migration 0014 settles a race.
 */
export class LibraryAdministration {
  private readonly store: KyselyLibraryStore;

  constructor(
    db: Kysely<Database>,
    tenantId: number,
    private readonly kind: LibraryKind,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyLibraryStore(db, tenantId, kind);
  }

  private today(): string {
    return businessDateOf(this.clock());
  }

  async get(id: number): Promise<LibraryEntry> {
    const entry = await this.store.findById(id, this.today());
    if (!entry) throw new NotFoundError(LIBRARY_ENTITY_NAMES[this.kind], id);
    return entry;
  }

  async create(fields: LibraryEntryFields, userId: number): Promise<LibraryEntry> {
    await this.assertCreditCodeFree(fields.creditCode);
    const id = await this.store
      .insert(fields, { userId, now: this.clock() })
      .catch(this.takenMeanwhile(fields));
    return this.get(id);
  }

  async update(id: number, version: number, fields: LibraryEntryFields): Promise<LibraryEntry> {
    const current = await this.get(id);
    await this.assertCreditCodeFree(fields.creditCode, id);
    const written = await this.store
      .update(id, version, fields, this.clock())
      .catch(this.takenMeanwhile(fields));
    if (!written) {
      throw new ConflictError(refusal('staleLibraryEntry', { name: current.name, version: current.version }));
    }
    return this.get(id);
  }

  private async assertCreditCodeFree(creditCode: string, exceptId?: number): Promise<void> {
    const holder = await this.store.findByCreditCode(creditCode);
    if (holder && holder.id !== exceptId) throw creditCodeTaken(creditCode, holder);
  }

  /**
   * A unique violation of the credit code: another save took it between the check and the write. The
   * transaction is aborted by then, so the holder cannot be read: the refusal names the code only.
   */
  private takenMeanwhile(fields: LibraryEntryFields) {
    return (error: unknown): never => {
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      throw new ConflictError(refusal('creditCodeTakenMeanwhile', { code: fields.creditCode }));
    };
  }
}

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

function creditCodeTaken(creditCode: string, holder: { id: number; name: string }): ConflictError {
  return new ConflictError(
    refusal('creditCodeTaken', { code: creditCode, name: holder.name, id: holder.id }),
  );
}
