import {
  ConflictError,
  LibraryRepository,
  NotFoundError,
  NotPermittedError,
  ValidationError,
} from '@tender/domain';
import { aCreditCode } from '@tender/domain/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, freshName, type MakeContainer, signedInContainer } from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
let seed = Math.floor(Date.now() / 1000) % 100_000_000;
const freshCode = () => {
  seed += 1;
  return aCreditCode(seed);
};

/**
 * LibraryRepository (Bidder, Agency and Purchaser: GetPaged, Get, Create, Update, Export, Import; §1): entries keyed by a
 * credit code unique per library, edited with the version read, listed with a word and a sort, their
 * certificates and blacklist read as they stand today; reading and writing take the library permissions.
 */
export function describeLibraryContract(name: string, make: MakeContainer): void {
  describe(`library contract: ${name}`, () => {
    let libraries: LibraryRepository;
    beforeAll(async () => {
      const { container } = await signedInContainer(make, 'agent');
      libraries = container.get<LibraryRepository>(LibraryRepository);
    });

    it('creates a bidder as typed, normalised, reads it back, and edits it with the version read', async () => {
      const word = freshName('lib');
      const code = freshCode();
      const created = await libraries.create('bidder', {
        name: ` ${word} 建设有限公司 `,
        creditCode: code.toLowerCase(),
        contacts: [{ name: '王工', phone: '0571-88881234', email: '' }],
        certificates: [{ type: '安全生产许可证', number: 'AQ-1', expiresOn: '2020-01-01' }],
      });
      expect(created).toMatchObject({
        kind: 'bidder',
        name: `${word} 建设有限公司`,
        creditCode: code,
        contacts: [{ name: '王工', phone: '0571-88881234', email: null }],
        certificateState: 'expired',
        blacklistedNow: null,
        version: 1,
      });
      expect(await libraries.get('bidder', created.id)).toEqual(created);

      const edited = await libraries.update('bidder', {
        id: created.id,
        version: 1,
        name: created.name,
        creditCode: code,
        address: '杭州市',
      });
      expect(edited).toMatchObject({
        address: '杭州市',
        certificates: [],
        certificateState: null,
        version: 2,
      });
      const stale = await failureOf(
        libraries.update('bidder', { id: created.id, version: 1, name: 'x', creditCode: code }),
      );
      expect(stale).toBeInstanceOf(ConflictError);
      expect(stale.message).toContain('is now version 2');
    });

    it('keeps a credit code to one entry of a library, naming the holder', async () => {
      const code = freshCode();
      const first = await libraries.create('agency', { name: freshName('agency'), creditCode: code });
      const again = await failureOf(libraries.create('agency', { name: 'x', creditCode: code }));
      expect(again).toBeInstanceOf(ConflictError);
      expect(again.message).toBe(
        `Credit code ${code} is already the entry of ${first.name} (no. ${first.id}) in this library`,
      );
      expect(await libraries.create('purchaser', { name: first.name, creditCode: code })).toMatchObject({
        kind: 'purchaser',
      });
    });

    it('finds entries by a word, sorted and paged; names bad fields; an unknown entry is NotFoundError', async () => {
      const word = freshName('find');
      const b = await libraries.create('bidder', { name: `${word} B`, creditCode: freshCode() });
      const a = await libraries.create('bidder', { name: `${word} A`, creditCode: freshCode() });
      expect(await libraries.getPaged('bidder', { Keyword: word.toUpperCase() })).toEqual({
        totalCount: 2,
        items: [a, b],
      });
      const newest = await libraries.getPaged('bidder', {
        Keyword: word,
        Sorting: 'creationTime desc',
        MaxResultCount: 1,
      });
      expect(newest.items.map((entry) => entry.id)).toEqual([a.id]);
      const bad = await failureOf(libraries.create('bidder', { name: '', creditCode: '123' }));
      expect(fieldsOf(bad).sort()).toEqual(['creditCode', 'name']);
      const missing = await failureOf(libraries.get('bidder', 987_654_321));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'Bidder', id: 987_654_321 });
      expect(await failureOf(libraries.get('agency', b.id))).toBeInstanceOf(NotFoundError);
    });

    it('exports the filtered entries as CSV, a formula neutralised', async () => {
      const word = freshName('export');
      await libraries.create('purchaser', { name: `=${word}`, creditCode: freshCode() });
      const file = await libraries.export('purchaser', { Keyword: word, Format: 'csv' });
      expect(file).toMatchObject({ fileName: 'purchaser-library.csv' });
      const lines = new TextDecoder()
        .decode(file.bytes)
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\r\n');
      expect(lines).toHaveLength(2);
      expect(lines[1]?.startsWith(`'=${word},`)).toBe(true);
    });

    it('imports a CSV export back — every row or, any row wrong, none — checking again at the import', async () => {
      const word = freshName('import');
      const contacts = [
        { name: '王工', phone: '0571-1', email: 'wang@example.com' },
        { name: 'Office 3', phone: null, email: null },
      ];
      const purchasers = [
        await libraries.create('purchaser', { name: `${word} 甲`, creditCode: freshCode(), contacts }),
        await libraries.create('purchaser', {
          name: `=${word} 乙`,
          creditCode: freshCode(),
          address: '杭州市',
        }),
      ];
      const exported = await libraries.export('purchaser', {
        Keyword: word,
        Format: 'csv',
        Language: 'zh-CN',
      });
      const file = { fileName: 'purchasers.csv', bytes: exported.bytes };

      // Into the library it came from: each code is held, named by its holder; nothing is added.
      const held = await libraries.previewImport('purchaser', file);
      expect(held).toMatchObject({ fileName: 'purchasers.csv', rowCount: 2, errorRowCount: 2 });
      expect(held.rows.find((row) => row.name === purchasers[0]!.name)?.errors).toEqual([
        {
          field: 'creditCode',
          column: '统一社会信用代码',
          message: `is already the entry of ${purchasers[0]!.name} (no. ${purchasers[0]!.id}) in this library`,
        },
      ]);
      const refused = await failureOf(libraries.import('purchaser', file));
      expect(refused).toBeInstanceOf(ValidationError);
      expect(fieldsOf(refused)).toEqual(['row 2.creditCode', 'row 3.creditCode']);

      // Into the agency library (the same columns): every field as it was.
      expect((await libraries.previewImport('agency', file)).errorRowCount).toBe(0);
      const imported = await libraries.import('agency', file);
      expect(imported).toMatchObject({ fileName: 'purchasers.csv', importedCount: 2 });
      const agencies = await libraries.getPaged('agency', { Keyword: word });
      expect(agencies.items.map((entry) => entry.id).sort()).toEqual([...imported.ids].sort());
      const fields = ({ id: _i, kind: _k, creationTime: _t, ...rest }: (typeof agencies.items)[number]) =>
        rest;
      expect(agencies.items.map(fields)).toEqual(
        (await libraries.getPaged('purchaser', { Keyword: word })).items.map(fields),
      );
      // Imported once, the same file is refused whole the second time.
      expect(await failureOf(libraries.import('agency', file))).toBeInstanceOf(ValidationError);
    });

    it('refuses a file that is no library sheet, naming it', async () => {
      const bytes = new TextEncoder().encode('甲公司,91350100M000100Y43\r\n').buffer as ArrayBuffer;
      const refused = await failureOf(libraries.previewImport('bidder', { fileName: 'x.csv', bytes }));
      expect(refused).toBeInstanceOf(ValidationError);
      expect((refused as ValidationError).fields).toEqual([
        { field: 'file', message: 'has a column this library does not have: 甲公司' },
      ]);
      expect(fieldsOf(await failureOf(libraries.import('bidder', { fileName: 'x.pdf', bytes })))).toEqual([
        'FileName',
      ]);
    });

    it('lets a viewer read but not write (NotPermittedError)', async () => {
      const { container } = await signedInContainer(make, 'viewer');
      const theirs = container.get<LibraryRepository>(LibraryRepository);
      expect((await theirs.getPaged('bidder')).totalCount).toBeGreaterThan(0);
      const refused = await failureOf(theirs.create('bidder', { name: 'x', creditCode: freshCode() }));
      expect(refused).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(theirs.export('bidder', { Format: 'csv' }))).toBeInstanceOf(NotPermittedError);
      const file = { fileName: 'a.csv', bytes: new ArrayBuffer(0) };
      expect(await failureOf(theirs.previewImport('bidder', file))).toBeInstanceOf(NotPermittedError);
      expect(await failureOf(theirs.import('bidder', file))).toBeInstanceOf(NotPermittedError);
    });
  });
}
