import { z } from 'zod';
import type { Label, Locale } from '../shared/labels';
import { neutraliseFormula, type SpreadsheetTable } from '../shared/spreadsheet-cell';
import { must } from '../shared/validation-messages';
import { bankAccountCellText, certificatesCellText, contactsCellText } from './library-cell-text';
import { type LibraryEntry, type LibraryKind, libraryListQuerySchema } from './library-entry';

/** An export writes at most this many entries (the list's filters narrow it). */
export const LIBRARY_EXPORT_MAX_ROWS = 10_000;

/** A library export: the list's filters and sort, the file's format and the headers' language. */
export const libraryExportQuerySchema = libraryListQuerySchema
  .omit({ MaxResultCount: true, SkipCount: true })
  .extend({
    Format: z.enum(['xlsx', 'csv'], { message: must('choice') }).default('xlsx'),
    Language: z.enum(['en', 'zh-CN'], { message: must('choice') }).default('en'),
  });
export type LibraryExportQuery = z.input<typeof libraryExportQuerySchema>;

/** What a column of a library's spreadsheet holds: a field of the entry, or a standing derived from it. */
export type LibraryColumnKey =
  | 'name'
  | 'creditCode'
  | 'legalRepresentative'
  | 'area'
  | 'industry'
  | 'address'
  | 'contacts'
  | 'bankAccount'
  | 'certificates'
  | 'certificateState'
  | 'blacklistedUntil'
  | 'creationTime';

/** A column of a library's spreadsheet, as the export writes it and the import reads it. */
export interface LibraryColumn {
  readonly key: LibraryColumnKey;
  readonly label: Label;
  /** Only a bidder has it. */
  readonly bidderOnly?: true;
  /** Derived by the server (a standing, the creation time): written for people to read, never imported. */
  readonly derived?: true;
}

interface ExportColumn extends LibraryColumn {
  readonly value: (entry: LibraryEntry) => string;
}

/** The columns of an export, in order: what the list and the entry's page show, as text. */
const COLUMNS: readonly ExportColumn[] = [
  { key: 'name', label: { en: 'Name', zh: '名称' }, value: (e) => e.name },
  {
    key: 'creditCode',
    label: { en: 'Unified social credit code', zh: '统一社会信用代码' },
    value: (e) => e.creditCode,
  },
  {
    key: 'legalRepresentative',
    label: { en: 'Legal representative', zh: '法定代表人' },
    value: (e) => e.legalRepresentative ?? '',
    bidderOnly: true,
  },
  { key: 'area', label: { en: 'Area', zh: '地区' }, value: (e) => e.area ?? '' },
  {
    key: 'industry',
    label: { en: 'Industry', zh: '行业' },
    value: (e) => e.industry ?? '',
    bidderOnly: true,
  },
  { key: 'address', label: { en: 'Address', zh: '地址' }, value: (e) => e.address ?? '' },
  { key: 'contacts', label: { en: 'Contacts', zh: '联系人' }, value: (e) => contactsCellText(e.contacts) },
  {
    key: 'bankAccount',
    label: { en: 'Bank account', zh: '保证金退还账户' },
    value: (e) => bankAccountCellText(e.bankAccount),
    bidderOnly: true,
  },
  {
    key: 'certificates',
    label: { en: 'Certificates', zh: '资质证书' },
    value: (e) => certificatesCellText(e.certificates),
    bidderOnly: true,
  },
  {
    key: 'certificateState',
    label: { en: 'Certificate state', zh: '证书状态' },
    value: (e) => e.certificateState ?? '',
    bidderOnly: true,
    derived: true,
  },
  {
    key: 'blacklistedUntil',
    label: { en: 'Blacklisted until', zh: '黑名单截止' },
    value: (e) => (e.blacklistedNow ? (e.blacklistedNow.until ?? '—') : ''),
    bidderOnly: true,
    derived: true,
  },
  {
    key: 'creationTime',
    label: { en: 'Added', zh: '添加时间' },
    value: (e) => e.creationTime,
    derived: true,
  },
];

/** The columns of a library's spreadsheet, in the export's order: a bidder's extras only for bidders. */
export function libraryColumns(kind: LibraryKind): readonly LibraryColumn[] {
  return COLUMNS.filter((column) => kind === 'bidder' || !column.bidderOnly).map(
    ({ value: _value, ...column }) => column,
  );
}

/**
 * A library's entries as a table for a spreadsheet: the header in `locale`, then a row per entry, every
 * cell text that never runs as a formula. The XLSX writer and the CSV below write the same table.
 */
export function libraryExportTable(
  kind: LibraryKind,
  entries: readonly LibraryEntry[],
  locale: Locale,
): SpreadsheetTable {
  const columns = COLUMNS.filter((column) => kind === 'bidder' || !column.bidderOnly);
  return {
    header: columns.map((column) => (locale === 'zh-CN' ? column.label.zh : column.label.en)),
    rows: entries.map((entry) => columns.map((column) => neutraliseFormula(column.value(entry)))),
  };
}
