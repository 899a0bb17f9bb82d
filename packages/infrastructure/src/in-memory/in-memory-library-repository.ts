import {
  businessDateOf,
  type CheckedLibraryRow,
  ConflictError,
  checkLibraryRows,
  creditCodesOf,
  type ExportedFile,
  entriesToImport,
  fieldsKeptBy,
  LIBRARY_ENTITY_NAMES,
  LIBRARY_EXPORT_MAX_ROWS,
  type LibraryEntry,
  type LibraryEntryInput,
  type LibraryEntryUpdate,
  type LibraryExportQuery,
  type LibraryImportPreview,
  type LibraryImportResult,
  type LibraryKind,
  type LibraryListCriteria,
  type LibraryListQuery,
  type LibraryRepository,
  libraryEntryInputSchema,
  libraryEntryStanding,
  libraryEntryUpdateSchema,
  libraryExportQuerySchema,
  libraryExportTable,
  libraryImportPreview,
  libraryListQuerySchema,
  NotFoundError,
  type Paged,
  parseOrThrow,
  readLibrarySheet,
  refusal,
  type SpreadsheetFile,
  spreadsheetCsv,
  UnavailableError,
} from '@tender/domain';
import { type AdministrationRules, assertPermitted } from './administration-rules';
import { csvSheetRowsOf } from './csv-sheet-rows';
import { compareText } from './in-memory-query';

/** An entry as kept here: its fields as the server stores them, its standing derived when read. */
type Stored = Omit<LibraryEntry, 'certificateState' | 'blacklistedNow'>;

/**
 * The libraries in an array with the server's rules (test/contract holds both to them): the library
 * permissions, the domain's schemas, a credit code unique per library (ConflictError naming the holder),
 * an update of a replaced version refused, standings as of the clock's business day; imports of CSV
 * files through the domain's library-import rules (XLSX is read by the API server alone).
 */
export class InMemoryLibraryRepository implements LibraryRepository {
  private nextId = 1;

  constructor(
    private readonly entries: Stored[] = [],
    private readonly rules: AdministrationRules = {},
    private readonly now: () => number = Date.now,
  ) {
    this.nextId = Math.max(0, ...entries.map((entry) => entry.id)) + 1;
  }

  private read(entry: Stored): LibraryEntry {
    return structuredClone({
      ...entry,
      ...libraryEntryStanding(entry, businessDateOf(new Date(this.now()))),
    });
  }

  private find(kind: LibraryKind, id: number): Stored {
    const entry = this.entries.find((candidate) => candidate.kind === kind && candidate.id === id);
    if (!entry) throw new NotFoundError(LIBRARY_ENTITY_NAMES[kind], id);
    return entry;
  }

  async getPaged(kind: LibraryKind, query: LibraryListQuery = {}): Promise<Paged<LibraryEntry>> {
    assertPermitted(this.rules, `${kind}.query`);
    const criteria = parseOrThrow(libraryListQuerySchema, query);
    const matching = this.select(kind, criteria);
    return {
      totalCount: matching.length,
      items: matching.slice(criteria.SkipCount, criteria.SkipCount + criteria.MaxResultCount),
    };
  }

  /** The entries of a library that a list's word and filters keep, in its sort. */
  private select(kind: LibraryKind, criteria: Omit<LibraryListCriteria, 'MaxResultCount' | 'SkipCount'>) {
    const word = criteria.Keyword?.toLowerCase();
    const [column, direction] = criteria.Sorting.split(' ') as ['name' | 'creationTime', 'asc' | 'desc'];
    const sign = direction === 'asc' ? 1 : -1;
    return this.entries
      .filter((entry) => entry.kind === kind)
      .map((entry) => this.read(entry))
      .filter(
        (entry) =>
          (!word ||
            [entry.name, entry.creditCode, ...entry.contacts.map((c) => c.name)]
              .join(' ')
              .toLowerCase()
              .includes(word)) &&
          (!criteria.Area || entry.area === criteria.Area) &&
          (!criteria.Industry || entry.industry === criteria.Industry) &&
          (criteria.Blacklisted === undefined || (entry.blacklistedNow !== null) === criteria.Blacklisted) &&
          (!criteria.CertificateState || entry.certificateState === criteria.CertificateState),
      )
      .sort((a, b) => sign * (compareText(a[column], b[column]) || a.id - b.id));
  }

  async get(kind: LibraryKind, id: number): Promise<LibraryEntry> {
    assertPermitted(this.rules, `${kind}.get`);
    return this.read(this.find(kind, id));
  }

  async create(kind: LibraryKind, input: LibraryEntryInput): Promise<LibraryEntry> {
    assertPermitted(this.rules, `${kind}.add`);
    const fields = parseOrThrow(libraryEntryInputSchema, input);
    this.assertCreditCodeFree(kind, fields.creditCode);
    const entry: Stored = {
      id: this.nextId++,
      kind,
      ...fieldsKeptBy(kind, fields),
      creationTime: new Date(this.now()).toISOString(),
      version: 1,
    };
    this.entries.push(entry);
    return this.read(entry);
  }

  /** CSV as the server writes it; XLSX is the server's alone (UnavailableError here). */
  async export(kind: LibraryKind, query: LibraryExportQuery = {}): Promise<ExportedFile> {
    assertPermitted(this.rules, `${kind}.export`);
    const { Format, Language, ...criteria } = parseOrThrow(libraryExportQuerySchema, query);
    if (Format !== 'csv') throw new UnavailableError('XLSX exports are written by the API server');
    const items = this.select(kind, criteria).slice(0, LIBRARY_EXPORT_MAX_ROWS);
    const csv = spreadsheetCsv(libraryExportTable(kind, items, Language));
    const bytes = new TextEncoder().encode(csv);
    return {
      fileName: `${kind}-library.csv`,
      contentType: 'text/csv;charset=utf-8',
      bytes: bytes.buffer as ArrayBuffer,
    };
  }

  async previewImport(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportPreview> {
    assertPermitted(this.rules, `${kind}.import`);
    return libraryImportPreview(file.fileName, this.checkImport(kind, file));
  }

  /** Every row or none, as the server: the file is checked again, whatever a preview said. */
  async import(kind: LibraryKind, file: SpreadsheetFile): Promise<LibraryImportResult> {
    assertPermitted(this.rules, `${kind}.import`);
    const entries = entriesToImport(this.checkImport(kind, file));
    const creationTime = new Date(this.now()).toISOString();
    const stored = entries.map(
      (fields): Stored => ({
        id: this.nextId++,
        kind,
        ...fieldsKeptBy(kind, fields),
        creationTime,
        version: 1,
      }),
    );
    this.entries.push(...stored);
    return { fileName: file.fileName, importedCount: stored.length, ids: stored.map((entry) => entry.id) };
  }

  /** A CSV file's rows checked as the server checks them (csvSheetRowsOf). */
  private checkImport(kind: LibraryKind, file: SpreadsheetFile): CheckedLibraryRow[] {
    const sheet = readLibrarySheet(kind, csvSheetRowsOf(file));
    const wanted = new Set(creditCodesOf(sheet));
    const holders = new Map(
      this.entries
        .filter((entry) => entry.kind === kind && wanted.has(entry.creditCode))
        .map((entry) => [entry.creditCode, { id: entry.id, name: entry.name }]),
    );
    return checkLibraryRows(sheet, holders);
  }

  async update(kind: LibraryKind, input: LibraryEntryUpdate): Promise<LibraryEntry> {
    assertPermitted(this.rules, `${kind}.edit`);
    const { id, version, ...fields } = parseOrThrow(libraryEntryUpdateSchema, input);
    const current = this.find(kind, id);
    this.assertCreditCodeFree(kind, fields.creditCode, id);
    if (current.version !== version) {
      throw new ConflictError(refusal('staleLibraryEntry', { name: current.name, version: current.version }));
    }
    Object.assign(current, fieldsKeptBy(kind, fields), { version: current.version + 1 });
    return this.read(current);
  }

  private assertCreditCodeFree(kind: LibraryKind, creditCode: string, exceptId?: number): void {
    const holder = this.entries.find(
      (entry) => entry.kind === kind && entry.creditCode === creditCode && entry.id !== exceptId,
    );
    if (holder) {
      throw new ConflictError(
        refusal('creditCodeTaken', { code: creditCode, name: holder.name, id: holder.id }),
      );
    }
  }
}

const DAY_MS = 86_400_000;

/**
 * A few entries of each library for Storybook, as the server's seed has many: bidders with a certificate
 * lapsed, one lapsing within the warning window and one blacklisted; dated around `now`.
 */
export function demoLibraryEntries(now: number): Stored[] {
  const day = (days: number) => businessDateOf(new Date(now + days * DAY_MS));
  const created = new Date(now - 90 * DAY_MS).toISOString();
  const bidder = (id: number, name: string, creditCode: string, extra: Partial<Stored> = {}): Stored => ({
    id,
    kind: 'bidder',
    name,
    creditCode,
    contacts: [{ name: '王工', phone: '0571-88881234', email: null }],
    address: '杭州市西湖区文三路 100 号',
    area: '浙江省',
    legalRepresentative: '张建国',
    industry: '建筑业',
    bankAccount: { bankName: '工商银行杭州分行', accountName: name, accountNumber: '6222000011112222' },
    certificates: [{ type: '建筑业企业资质证书', number: `ZS${id}`, expiresOn: day(400) }],
    blacklistings: [],
    creationTime: created,
    version: 1,
    ...extra,
  });
  return [
    bidder(1, '浙江恒信科技有限公司', '91330100799655058B'),
    bidder(2, '杭州明远建设集团有限公司', '914403001922038216', {
      certificates: [{ type: '安全生产许可证', number: 'AQ-2', expiresOn: day(12) }],
    }),
    bidder(3, '宁波华瑞医疗器械有限公司', '9144030071526726XG', {
      certificates: [{ type: '医疗器械经营许可证', number: 'YL-3', expiresOn: day(-20) }],
    }),
    bidder(4, '温州东方家具有限公司', '91110108551385082Q', {
      blacklistings: [{ reason: '串通投标，经监管部门认定', from: day(-30), until: day(335) }],
    }),
    {
      ...bidder(5, '杭州宏图招标代理有限公司', '91350100M000100Y43'),
      kind: 'agency',
      contacts: [{ name: '李经理', phone: '0571-86660000', email: 'li@hongtu.example' }],
      legalRepresentative: null,
      industry: null,
      bankAccount: null,
      certificates: [],
    },
    {
      ...bidder(6, '杭州市教育局', '91330100799655058B'),
      kind: 'purchaser',
      legalRepresentative: null,
      industry: null,
      bankAccount: null,
      certificates: [],
    },
  ];
}
