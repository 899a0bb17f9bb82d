import { describe, expect, it } from 'vitest';
import { spreadsheetCsv } from '../shared/spreadsheet-cell';
import type { LibraryEntry } from './library-entry';
import { libraryExportQuerySchema, libraryExportTable } from './library-export';

const entry = (overrides: Partial<LibraryEntry> = {}): LibraryEntry => ({
  id: 1,
  kind: 'bidder',
  name: '=HYPERLINK("http://evil")',
  creditCode: '91350100M000100Y43',
  contacts: [{ name: '王工', phone: '+86 571', email: null }],
  address: '@地址',
  area: '浙江省',
  legalRepresentative: '-张三',
  industry: '建筑业',
  bankAccount: null,
  certificates: [{ type: 'ISO', number: 'Q-1', expiresOn: '2027-01-01' }],
  blacklistings: [],
  certificateState: 'valid',
  blacklistedNow: null,
  creationTime: '2026-11-26T01:00:00.000Z',
  version: 1,
  ...overrides,
});

describe('library exports', () => {
  it('neutralises every cell a spreadsheet would run as a formula', () => {
    const { rows } = libraryExportTable('bidder', [entry()], 'en');
    expect(rows[0]).toEqual(
      expect.arrayContaining(['\'=HYPERLINK("http://evil")', "'@地址", "'-张三", '王工 | +86 571']),
    );
    expect(rows[0]!.filter((cell) => /^[=+\-@]/.test(cell))).toEqual([]);
  });

  it('writes a bidder’s extras only for bidders, with headers in the language asked', () => {
    const bidder = libraryExportTable('bidder', [entry()], 'zh-CN');
    const purchaser = libraryExportTable('purchaser', [entry({ kind: 'purchaser' })], 'en');
    expect(bidder.header).toContain('法定代表人');
    expect(purchaser.header).toEqual([
      'Name',
      'Unified social credit code',
      'Area',
      'Address',
      'Contacts',
      'Added',
    ]);
  });

  it('as CSV: a byte order mark, quoted where needed, CRLF lines', () => {
    const csv = spreadsheetCsv({ header: ['a', 'b'], rows: [['x,y', '"q"']] });
    expect(csv).toBe('\uFEFFa,b\r\n"x,y","""q"""\r\n');
  });

  it('takes the list’s filters, a format and a language', () => {
    expect(libraryExportQuerySchema.parse({ Blacklisted: 'true' })).toMatchObject({
      Blacklisted: true,
      Format: 'xlsx',
      Language: 'en',
      Sorting: 'name asc',
    });
    expect(libraryExportQuerySchema.safeParse({ Format: 'pdf' }).success).toBe(false);
  });
});

describe('library exports of sparse and full entries', () => {
  it('writes empty cells for what an entry lacks, and every extra a bidder has', () => {
    const sparse = entry({
      name: '甲公司',
      legalRepresentative: null,
      area: null,
      industry: null,
      address: null,
      contacts: [{ name: '王工', phone: null, email: null }],
      certificates: [],
      certificateState: null,
    });
    const full = entry({
      name: '乙公司',
      bankAccount: { bankName: '工商银行', accountName: '乙公司', accountNumber: '6222' },
      contacts: [{ name: '李工', phone: '0571', email: 'li@example.com' }],
      blacklistedNow: { reason: 'r', from: '2026-01-01', until: '2026-12-31' },
    });
    const forever = entry({
      name: '丙公司',
      blacklistedNow: { reason: 'r', from: '2026-01-01', until: null },
    });
    const { header, rows } = libraryExportTable('bidder', [sparse, full, forever], 'en');
    const cell = (row: number, column: string) => rows[row]![header.indexOf(column)];
    expect(cell(0, 'Legal representative')).toBe('');
    expect(cell(0, 'Area')).toBe('');
    expect(cell(0, 'Industry')).toBe('');
    expect(cell(0, 'Address')).toBe('');
    expect(cell(0, 'Contacts')).toBe('王工');
    expect(cell(0, 'Bank account')).toBe('');
    expect(cell(0, 'Certificate state')).toBe('');
    expect(cell(0, 'Blacklisted until')).toBe('');
    expect(cell(1, 'Bank account')).toBe('工商银行 | 乙公司 | 6222');
    expect(cell(1, 'Contacts')).toBe('李工 | 0571 | li@example.com');
    expect(cell(1, 'Blacklisted until')).toBe('2026-12-31');
    expect(cell(2, 'Blacklisted until')).toBe('—');
  });
});
