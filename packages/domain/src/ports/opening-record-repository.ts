import type { OpeningBidInput, OpeningRecord } from '../evaluation/opening-record';
import type { SpreadsheetFile } from './spreadsheet-files';

/**
 * The opening record (开标记录) of a project's bid packages (ADR 0019): every bid entered with its
 * standing (late and unpaid-bond bids refused and listed as refused), the valid ones counted against the
 * minimum of three. Staff who may record the project's current step (ADR 0007) and hold evaluation.edit
 * enter, edit and remove bids and confirm a package; a confirmed package is locked (ConflictError). Each
 * write answers the whole record as it now stands. Bad input is ValidationError naming the field; another
 * tenant's project is NotFoundError.
 */
export interface OpeningRecordRepository {
  get(projectId: number): Promise<OpeningRecord>;
  /** Enters a bid, or edits the bid its `id` names. */
  saveBid(input: OpeningBidInput): Promise<OpeningRecord>;
  removeBid(projectId: number, bidId: number): Promise<OpeningRecord>;
  /**
   * Adds every bid of a spreadsheet laid out as the export (domain openingBidsOfSheet), or — any row
   * wrong — none: a ValidationError naming each row's column, or `file` for a file refused whole.
   */
  importBids(projectId: number, file: SpreadsheetFile): Promise<OpeningRecord>;
  /** Confirms a package's record: from now on it is locked. */
  confirm(projectId: number, groupId: number): Promise<OpeningRecord>;
}
export const OpeningRecordRepository = Symbol.for('tender.OpeningRecordRepository');
