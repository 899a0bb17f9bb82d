import { businessDateTimeOf } from '../shared/business-day';
import { type Label, type Locale, labelIn } from '../shared/labels';
import type { SheetColumn } from '../shared/sheet-import';
import type { SpreadsheetTable } from '../shared/spreadsheet-cell';
import type { BidStanding, OpeningRecord } from './opening-record';

export type OpeningColumnKey =
  | 'package'
  | 'bidder'
  | 'price'
  | 'durationDays'
  | 'quality'
  | 'bondPaid'
  | 'receivedAt'
  | 'standing';

/** The opening record's columns, as the export writes them and the import reads them back. */
export const OPENING_RECORD_COLUMNS: readonly SheetColumn<OpeningColumnKey>[] = [
  { key: 'package', label: { en: 'Bid package', zh: '标包' } },
  { key: 'bidder', label: { en: 'Bidder', zh: '投标人' } },
  { key: 'price', label: { en: 'Bid price (yuan)', zh: '投标报价（元）' } },
  { key: 'durationDays', label: { en: 'Duration (days)', zh: '工期（天）' } },
  { key: 'quality', label: { en: 'Quality commitment', zh: '质量承诺' } },
  { key: 'bondPaid', label: { en: 'Bond', zh: '保证金' } },
  { key: 'receivedAt', label: { en: 'Received', zh: '递交时间' } },
  // Derived on every read (bidStanding): written for people, skipped by the import.
  { key: 'standing', label: { en: 'Standing', zh: '状态' }, derived: true },
];

/** How the bond column says paid and not paid. */
export const BOND_WORDS: { readonly paid: Label; readonly unpaid: Label } = {
  paid: { en: 'paid', zh: '已缴纳' },
  unpaid: { en: 'not paid', zh: '未缴纳' },
};

const STANDING_WORDS: Record<BidStanding, Label> = {
  valid: { en: 'valid', zh: '有效' },
  late: { en: 'refused: late', zh: '拒收：逾期送达' },
  noBond: { en: 'refused: no bond', zh: '拒收：未缴保证金' },
};

/** How a package is named in the record's first column: its number and its name. */
export function openingPackageLabel(pkg: { readonly groupNumber: string; readonly groupName: string }) {
  return `${pkg.groupNumber} ${pkg.groupName}`;
}

/**
 * The opening record (开标记录) as a spreadsheet, one row per bid in each package's order: the exact
 * price (yuan and fen, as recorded), the received time in the agencies' day (UTC+8), and each bid's
 * standing — refused bids included, as the record lists them. The import reads it back
 * (opening-record-import.ts).
 */
export function openingRecordTable(record: OpeningRecord, locale: Locale): SpreadsheetTable {
  return {
    header: OPENING_RECORD_COLUMNS.map((column) => labelIn(column.label, locale)),
    rows: record.packages.flatMap((pkg) =>
      pkg.bids.map((bid) => [
        openingPackageLabel(pkg),
        bid.bidder,
        bid.price,
        String(bid.durationDays),
        bid.quality ?? '',
        labelIn(bid.bondPaid ? BOND_WORDS.paid : BOND_WORDS.unpaid, locale),
        businessDateTimeOf(new Date(bid.receivedAt)),
        labelIn(STANDING_WORDS[bid.standing], locale),
      ]),
    ),
  };
}
