import {
  type CheckedLibraryRow,
  ConflictError,
  checkLibraryRows,
  creditCodesOf,
  entriesToImport,
  type LibraryImportPreview,
  type LibraryKind,
  libraryImportPreview,
  readLibrarySheet,
  refusal,
} from '@tender/domain';
import type { Kysely, Selectable } from 'kysely';
import { KyselyLibraryStore } from '../adapters/libraries/kysely-library-store';
import type { Database, LibraryEntriesTable } from '../db/schema';
import type { ReceivedSheet } from '../spreadsheets/sheet-rows';

/** PostgreSQL's unique_violation. */
const UNIQUE_VIOLATION = '23505';

/**
 * Importing a spreadsheet into one library of a tenant (domain library-import.ts): the preview checks
 * every row and says what is wrong; the import checks everything again — the preview is only a hint —
 * and adds every row or, any row wrong, none. The route runs the import in one transaction.
 */
export class LibraryImport {
  private readonly store: KyselyLibraryStore;

  constructor(
    db: Kysely<Database>,
    tenantId: number,
    private readonly kind: LibraryKind,
    private readonly clock: () => Date,
  ) {
    this.store = new KyselyLibraryStore(db, tenantId, kind);
  }

  /** Each row of the file checked, credit codes against this library's entries. */
  private async check(file: ReceivedSheet): Promise<CheckedLibraryRow[]> {
    const sheet = readLibrarySheet(this.kind, file.rows);
    return checkLibraryRows(sheet, await this.store.holdersOf(creditCodesOf(sheet)));
  }

  async preview(file: ReceivedSheet): Promise<LibraryImportPreview> {
    return libraryImportPreview(file.fileName, await this.check(file));
  }

  /** Adds every row, or refuses (400 naming each row's problem) and adds none; the stored rows, in order. */
  async import(file: ReceivedSheet, userId: number): Promise<Selectable<LibraryEntriesTable>[]> {
    const entries = entriesToImport(await this.check(file));
    return this.store.insertMany(entries, { userId, now: this.clock() }).catch((error: unknown) => {
      // Another save took a credit code between the check and the write: the transaction is aborted.
      if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
      throw new ConflictError(refusal('dataChanged'));
    });
  }
}
