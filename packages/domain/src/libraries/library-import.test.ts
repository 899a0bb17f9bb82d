import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import type { SheetRow } from '../shared/sheet-import';
import { aCreditCode } from '../testing/builders';
import type { LibraryEntry, LibraryKind } from './library-entry';
import { libraryExportTable } from './library-export';
import {
  assertLibraryFileSize,
  type CreditCodeHolder,
  checkLibraryRows,
  creditCodesOf,
  entriesToImport,
  LIBRARY_IMPORT_MAX_BYTES,
  LIBRARY_IMPORT_MAX_ROWS,
  libraryCsvText,
  libraryImportFormatOf,
  libraryImportPreview,
  libraryImportQuerySchema,
  readLibrarySheet,
} from './library-import';

const entry = (overrides: Partial<LibraryEntry> = {}): LibraryEntry => ({
  id: 1,
  kind: 'bidder',
  name: '=HYPERLINK("http://evil")',
  creditCode: aCreditCode(1),
  contacts: [
    { name: '王工', phone: '+86 571 8888', email: 'wang@example.com' },
    { name: 'Office 3', phone: null, email: null },
  ],
  address: '@地址',
  area: '浙江省',
  legalRepresentative: '-张三',
  industry: 'E',
  bankAccount: {
    bankName: 'Bank of China Hangzhou',
    accountName: 'Acme Co Ltd',
    accountNumber: '6222000011112222',
  },
  certificates: [{ type: 'ISO 9001', number: 'Q-1', expiresOn: '2027-01-01' }],
  blacklistings: [{ reason: '串通投标', from: '2026-01-01', until: null }],
  certificateState: 'valid',
  blacklistedNow: { reason: '串通投标', from: '2026-01-01', until: null },
  creationTime: '2026-11-26T01:00:00.000Z',
  version: 3,
  ...overrides,
});

/** A table as a spreadsheet's rows, numbered from 1 as the spreadsheet shows them. */
const sheetOf = (table: { header: readonly string[]; rows: readonly (readonly string[])[] }): SheetRow[] =>
  [table.header, ...table.rows].map((cells, index) => ({ number: index + 1, cells }));
const rowsOf = (...lines: (readonly string[])[]): SheetRow[] =>
  lines.map((cells, index) => ({ number: index + 1, cells }));
const NONE = new Map<string, CreditCodeHolder>();
const check = (kind: LibraryKind, rows: SheetRow[], holders = NONE) =>
  checkLibraryRows(readLibrarySheet(kind, rows), holders);
const fileProblem = (run: () => unknown) => {
  try {
    run();
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).fields;
  }
  throw new Error('expected the file to be refused');
};

describe('an import reads back what an export wrote', () => {
  it.each([
    ['bidder', 'en'],
    ['bidder', 'zh-CN'],
    ['agency', 'en'],
    ['purchaser', 'zh-CN'],
  ] as const)(
    '%s library, headers in %s: every field as typed, formulas as text, no blacklisting',
    (kind, locale) => {
      const entries = [
        entry({ kind }),
        entry({
          kind,
          name: '甲公司',
          creditCode: aCreditCode(2),
          contacts: [],
          address: null,
          bankAccount: null,
        }),
      ];
      const rows = check(kind, sheetOf(libraryExportTable(kind, entries, locale)));
      expect(rows.map((row) => row.errors)).toEqual([[], []]);
      const imported = entriesToImport(rows);
      const bidder = kind === 'bidder';
      expect(imported[0]).toEqual({
        name: '=HYPERLINK("http://evil")',
        creditCode: aCreditCode(1),
        contacts: [
          { name: '王工', phone: '+86 571 8888', email: 'wang@example.com' },
          { name: 'Office 3', phone: null, email: null },
        ],
        address: '@地址',
        area: '浙江省',
        legalRepresentative: bidder ? '-张三' : null,
        industry: bidder ? 'E' : null,
        bankAccount: bidder ? entries[0]!.bankAccount : null,
        certificates: bidder ? entries[0]!.certificates : [],
        blacklistings: [],
      });
      expect(imported[1]).toMatchObject({ name: '甲公司', contacts: [], address: null, bankAccount: null });
    },
  );

  it('takes a file with only the required columns, in any order and case, blank rows skipped', () => {
    const rows = check(
      'agency',
      rowsOf(
        ['', ''],
        ['unified social credit code', 'NAME'],
        [` ${aCreditCode(5).toLowerCase()} `, '乙公司'],
        ['', ' '],
        [aCreditCode(6), '丙公司'],
      ),
    );
    expect(rows.map((row) => [row.row, row.creditCode, row.errors])).toEqual([
      [3, aCreditCode(5), []],
      [5, aCreditCode(6), []],
    ]);
    expect(entriesToImport(rows)[0]).toMatchObject({
      name: '乙公司',
      creditCode: aCreditCode(5),
      contacts: [],
    });
  });
});

describe('a file that is no library sheet is refused whole', () => {
  it.each([
    ['no row at all', 'bidder', rowsOf(), 'is empty: it has no header row'],
    ['only blank rows', 'bidder', rowsOf(['', ''], ['  ']), 'is empty: it has no header row'],
    [
      'a header and nothing below',
      'bidder',
      rowsOf(['Name', 'Unified social credit code']),
      'has no rows below its header',
    ],
    [
      'a first row that is data, not a header',
      'bidder',
      rowsOf(['甲公司', aCreditCode(1)]),
      'has a column this library does not have: 甲公司',
    ],
    [
      'a bidder’s column in an agency’s file',
      'agency',
      rowsOf(['Name', 'Unified social credit code', 'Industry'], ['甲', aCreditCode(1), 'E']),
      'has a column this library does not have: Industry',
    ],
    [
      'a column twice, once in each language',
      'bidder',
      rowsOf(['Name', '名称', 'Unified social credit code'], ['甲', '甲', aCreditCode(1)]),
      'has the column 名称 twice',
    ],
    [
      'no credit code column',
      'purchaser',
      rowsOf(['Name', 'Area'], ['甲', '浙江省']),
      'lacks the column Unified social credit code',
    ],
    [
      'no name column, in Chinese',
      'purchaser',
      rowsOf(['统一社会信用代码'], [aCreditCode(1)]),
      'lacks the column 名称',
    ],
  ] as const)('%s', (_case, kind, rows, message) => {
    expect(fileProblem(() => readLibrarySheet(kind, rows))).toEqual([{ field: 'file', message }]);
  });

  it(`refuses more than ${LIBRARY_IMPORT_MAX_ROWS} rows below the header, takes exactly that many`, () => {
    const header = ['Name', 'Unified social credit code'];
    const data = (n: number) => Array.from({ length: n }, (_, i) => [`单位${i}`, aCreditCode(i)]);
    expect(readLibrarySheet('agency', rowsOf(header, ...data(LIBRARY_IMPORT_MAX_ROWS))).rows).toHaveLength(
      LIBRARY_IMPORT_MAX_ROWS,
    );
    expect(
      fileProblem(() => readLibrarySheet('agency', rowsOf(header, ...data(LIBRARY_IMPORT_MAX_ROWS + 1)))),
    ).toEqual([{ field: 'file', message: 'must have at most 10000 rows below its header' }]);
  });
});

describe('each row is checked as the form checks an entry, and named by its row and column', () => {
  const header = ['名称', '统一社会信用代码', '联系人', '保证金退还账户', '资质证书'];
  const code = aCreditCode(7);
  const wrongCheck = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;

  it.each([
    ['no name', ['', code, '', '', ''], [['name', '名称', 'is required']]],
    [
      'a wrong check character, with the one it should be (the form’s message)',
      ['甲', wrongCheck, '', '', ''],
      [['creditCode', '统一社会信用代码', `has a wrong check character: the last one should be ${code[17]}`]],
    ],
    [
      'a credit code of the wrong shape',
      ['甲', '123', '', '', ''],
      [
        [
          'creditCode',
          '统一社会信用代码',
          'must be 18 characters: digits and capital letters other than I, O, S, V and Z',
        ],
      ],
    ],
    [
      'a phone with letters in the second contact',
      ['甲', code, '王工\n李工 | call me', '', ''],
      [['contacts.1.phone', '联系人', 'may hold digits, spaces and + - ( ) only']],
    ],
    [
      'a contact line of four parts',
      ['甲', code, '王工 | 1 | a@b.cn | x', '', ''],
      [['contacts', '联系人', 'line 1 must be name | phone | e-mail']],
    ],
    [
      'a bank account without its number',
      ['甲', code, '', '工商银行 | 甲公司', ''],
      [['bankAccount', '保证金退还账户', 'must be bank | account name | account number, on one line']],
    ],
    [
      'a bank account number with letters',
      ['甲', code, '', '工商银行 | 甲公司 | 6222-AB', ''],
      [['bankAccount.accountNumber', '保证金退还账户', 'is not valid']],
    ],
    [
      'a certificate without its date, and one with a date that is none',
      ['甲', code, '', '', 'ISO | Q-1 | 2027-02-30'],
      [['certificates.0.expiresOn', '资质证书', 'is not valid']],
    ],
    [
      'two problems in one row',
      ['', code, '', '', 'ISO | Q-1'],
      [
        ['certificates', '资质证书', 'line 1 must be type | number | valid until (YYYY-MM-DD)'],
        ['name', '名称', 'is required'],
      ],
    ],
  ])('%s', (_case, cells, problems) => {
    const [row] = check('bidder', rowsOf(header, cells));
    expect(row!.row).toBe(2);
    expect(row!.errors.map((e) => [e.field, e.column, e.message])).toEqual(problems);
    expect(row!.fields).toBeNull();
  });

  it('reads a row shorter than its header as empty cells', () => {
    const [row] = check('bidder', rowsOf(header, ['甲', code]));
    expect(row!.errors).toEqual([]);
    expect(row!.fields).toMatchObject({ contacts: [], bankAccount: null, certificates: [] });
  });

  it('refuses a credit code the file had in an earlier row, on the later one, however it is typed', () => {
    const rows = check(
      'purchaser',
      rowsOf(
        ['Name', 'Unified social credit code'],
        ['甲', code],
        ['乙', aCreditCode(8)],
        ['丙', ` ${code.toLowerCase()}`],
      ),
    );
    expect(rows.map((row) => row.errors.map((e) => e.message))).toEqual([[], [], ['is also in row 2']]);
  });

  it('refuses a credit code the library holds, naming the holder; creditCodesOf says which to look up', () => {
    const sheet = readLibrarySheet(
      'bidder',
      rowsOf(
        ['Name', 'Unified social credit code'],
        ['甲', code],
        ['乙', '123'],
        ['丙', code],
        ['丁', aCreditCode(9)],
      ),
    );
    expect(creditCodesOf(sheet)).toEqual([code, aCreditCode(9)]);
    const rows = checkLibraryRows(sheet, new Map([[code, { id: 42, name: '甲公司' }]]));
    expect(rows.map((row) => row.errors.map((e) => e.message))).toEqual([
      ['is already the entry of 甲公司 (no. 42) in this library'],
      [expect.stringMatching(/^must be 18 characters/)],
      ['is also in row 2', 'is already the entry of 甲公司 (no. 42) in this library'],
      [],
    ]);
    const preview = libraryImportPreview('bidders.csv', rows);
    expect(preview).toMatchObject({ fileName: 'bidders.csv', rowCount: 4, errorRowCount: 3 });
    expect(preview.rows[3]).toEqual({ row: 5, name: '丁', creditCode: aCreditCode(9), errors: [] });
    expect(preview.rows[3]).not.toHaveProperty('fields');
  });

  it('imports nothing when any row is wrong, naming each problem by row and field', () => {
    const rows = check('agency', rowsOf(['Name', 'Unified social credit code'], ['甲', code], ['', code]));
    expect(fileProblem(() => entriesToImport(rows))).toEqual([
      { field: 'row 3.name', message: 'is required' },
      { field: 'row 3.creditCode', message: 'is also in row 2' },
    ]);
  });

  it('lists at most 100 problems in a refusal, then how many more', () => {
    const data = Array.from({ length: 150 }, () => ['', code]);
    const rows = check('agency', rowsOf(['Name', 'Unified social credit code'], ...data));
    const fields = fileProblem(() => entriesToImport(rows));
    expect(fields).toHaveLength(101);
    expect(fields[100]).toEqual({
      field: 'file',
      message: 'and 199 more problems: preview the file to see them all',
    });
  });
});

describe('the file itself', () => {
  it.each([
    ['bidders.xlsx', 'xlsx'],
    ['Bidders.XLSX', 'xlsx'],
    [' 供应商.csv ', 'csv'],
    ['bidders.xls', null],
    ['bidders.csv.pdf', null],
    ['xlsx', null],
  ])('%s is %s', (name, format) => {
    expect(libraryImportFormatOf(name)).toBe(format);
  });

  it('names the file with its format', () => {
    expect(libraryImportQuerySchema.safeParse({ FileName: 'a.csv' }).success).toBe(true);
    expect(libraryImportQuerySchema.safeParse({ FileName: 'a.pdf' }).error?.issues[0]?.message).toBe(
      'must be an .xlsx or .csv file',
    );
    expect(libraryImportQuerySchema.safeParse({}).success).toBe(false);
  });

  it('reads CSV as UTF-8 without its byte order mark, and refuses other encodings and binary files', () => {
    const encoded = new TextEncoder().encode('\uFEFF名称,统一社会信用代码\r\n');
    expect(libraryCsvText(encoded)).toBe('名称,统一社会信用代码\r\n');
    const gb18030 = new Uint8Array([0xc3, 0xfb, 0xb3, 0xc6]); // 名称 in GB18030
    expect(fileProblem(() => libraryCsvText(gb18030))).toEqual([
      { field: 'file', message: 'is not a CSV file in UTF-8' },
    ]);
    expect(fileProblem(() => libraryCsvText(new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0, 0])))).toEqual([
      { field: 'file', message: 'is not a CSV file in UTF-8' },
    ]);
  });

  it(`refuses a file over ${LIBRARY_IMPORT_MAX_BYTES / 1024 / 1024} MB`, () => {
    expect(() => assertLibraryFileSize(LIBRARY_IMPORT_MAX_BYTES)).not.toThrow();
    expect(fileProblem(() => assertLibraryFileSize(LIBRARY_IMPORT_MAX_BYTES + 1))).toEqual([
      { field: 'file', message: 'must be at most 8 MB' },
    ]);
  });
});
