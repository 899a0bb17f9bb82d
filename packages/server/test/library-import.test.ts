import { aCreditCode } from '@tender/domain/testing';
import ExcelJS from 'exceljs';
import { zipSync } from 'fflate';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, type Reply, testClock, useTestApp } from './harness';
import { callAs, fieldsOf, resultOf, staffWithGrants } from './support/organisation';

/**
 * Importing a library from a spreadsheet (§6 action `import`; domain library-import.ts): an XLSX or CSV
 * export imports back as it was written; any wrong row — a field the form would refuse, a credit code
 * twice in the file or already in the library — imports nothing and is named by its row; a file that is
 * no such spreadsheet is a 400 naming `file` that changes nothing; one transaction, audited entry by
 * entry; the import permission; the caller's tenant only.
 */
const clock = testClock(new Date('2026-11-26T08:00:00Z'));

const harness = useTestApp({ config: { clock: clock.clock }, signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const BIDDER = '/api/services/app/Bidder';
const AGENCY = '/api/services/app/Agency';
const PURCHASER = '/api/services/app/Purchaser';
let seed = 8_000;
const freshCode = () => {
  seed += 1;
  return aCreditCode(seed);
};
const unique = `导入-${Date.now().toString(36)}`;

/** Posts a file's bytes as the body, its name in the query. */
const upload = (
  user: string,
  url: string,
  fileName: string,
  bytes: Buffer | string,
  contentType = 'application/octet-stream',
) =>
  call(harness.app, {
    method: 'POST',
    url: `${url}?FileName=${encodeURIComponent(fileName)}`,
    token: harness.tokens[user] ?? user,
    payload: Buffer.from(bytes),
    headers: { 'content-type': contentType },
  });
const csv = (...lines: string[]) => `${lines.join('\r\n')}\r\n`;
const entriesNamed = async (user: string, library: string, word: string) =>
  resultOf(
    await as(user, 'GET', `${library}/GetPaged?Keyword=${encodeURIComponent(word)}&MaxResultCount=1000`),
  ).items as Record<string, unknown>[];
/** What an entry holds, without what its library gives it (id, version, standing, creation time). */
const fieldsOfEntry = ({ id: _i, version: _v, creationTime: _t, ...fields }: Record<string, unknown>) =>
  fields;
const entryCount = async () =>
  Number(
    (
      await harness.database.db
        .selectFrom('libraryEntries')
        .select(sql<number>`count(*)::int`.as('n'))
        .executeTakeFirstOrThrow()
    ).n,
  );

const aBidder = (name: string, overrides: object = {}) => ({
  name,
  creditCode: freshCode(),
  legalRepresentative: '-张三',
  contacts: [
    { name: '王工', phone: '0571-88881234', email: 'wang@example.com' },
    { name: 'Office 3', phone: '+86 (571) 1', email: null },
  ],
  area: '浙江省',
  industry: 'E',
  address: '=1+2 杭州市',
  bankAccount: {
    bankName: 'Bank of China Hangzhou',
    accountName: 'Acme Co Ltd',
    accountNumber: '6222000011112222',
  },
  certificates: [
    { type: '建筑业企业资质', number: 'D 233', expiresOn: '2028-06-30' },
    { type: 'ISO 9001', number: 'Q-1', expiresOn: '2026-12-01' },
  ],
  ...overrides,
});

describe('an export imports back as it was written', () => {
  it('XLSX: tenant 3’s bidders, exported, import into tenant 1 with every field as typed', async () => {
    const word = `${unique}-xlsx`;
    for (const name of [`${word} 甲`, `${word} 乙`]) {
      resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder(name)));
    }
    resultOf(
      await as('agent', 'POST', `${BIDDER}/Create`, {
        name: `${word} 丙`,
        creditCode: freshCode(),
      }),
    );
    const exported = await as('agent', 'GET', `${BIDDER}/Export?Keyword=${encodeURIComponent(word)}`);
    expect(exported.statusCode).toBe(200);
    const original = await entriesNamed('agent', BIDDER, word);
    expect(original).toHaveLength(3);

    const preview = resultOf(
      await upload('otherTenant', `${BIDDER}/ImportPreview`, '供应商.xlsx', exported.rawPayload),
    );
    expect(preview).toMatchObject({ fileName: '供应商.xlsx', rowCount: 3, errorRowCount: 0 });
    expect(preview.rows.map((row: { row: number }) => row.row)).toEqual([2, 3, 4]);
    expect(await entriesNamed('otherTenant', BIDDER, word)).toEqual([]);

    const imported = resultOf(
      await upload('otherTenant', `${BIDDER}/Import`, '供应商.xlsx', exported.rawPayload),
    );
    expect(imported).toMatchObject({ fileName: '供应商.xlsx', importedCount: 3 });
    const copies = await entriesNamed('otherTenant', BIDDER, word);
    expect(copies.map((entry) => entry.id)).toEqual(imported.ids);
    expect(copies.map(fieldsOfEntry)).toEqual(original.map(fieldsOfEntry));
    expect(copies[0]).toMatchObject({ version: 1, creationTime: clock.clock().toISOString() });
  });

  it('CSV with Chinese headers: tenant 3’s purchasers import into tenant 1', async () => {
    const word = `${unique}-csv`;
    for (const name of [`${word} 教育局`, `${word} 卫健委`]) {
      resultOf(
        await as('agent', 'POST', `${PURCHASER}/Create`, {
          name,
          creditCode: freshCode(),
          contacts: [{ name: '赵工', phone: '010-1', email: '' }],
          address: '北京市',
        }),
      );
    }
    const exported = await as(
      'agent',
      'GET',
      `${PURCHASER}/Export?Format=csv&Language=zh-CN&Keyword=${encodeURIComponent(word)}`,
    );
    expect(exported.body).toContain('名称,统一社会信用代码');
    const imported = resultOf(
      await upload('otherTenant', `${PURCHASER}/Import`, 'purchasers.CSV', exported.rawPayload, 'text/csv'),
    );
    expect(imported.importedCount).toBe(2);
    expect((await entriesNamed('otherTenant', PURCHASER, word)).map(fieldsOfEntry)).toEqual(
      (await entriesNamed('agent', PURCHASER, word)).map(fieldsOfEntry),
    );
  });

  it('audits each new entry as its create would be, in the transaction of the import', async () => {
    const word = `${unique}-audit`;
    const codes = [freshCode(), freshCode()];
    const reply = await upload(
      'agent',
      `${AGENCY}/Import`,
      'agencies.csv',
      csv('Name,Unified social credit code', `${word} 甲,${codes[0]}`, `${word} 乙,${codes[1]}`),
    );
    const { ids } = resultOf(reply);
    const rows = await harness.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('requestId', '=', String(reply.headers['x-request-id']))
      .orderBy('id')
      .execute();
    expect(rows.map((row) => [row.entity, row.entityId, row.route])).toEqual(
      ids.map((id: number) => ['agency', String(id), '/api/services/app/Agency/Import']),
    );
    expect(rows[1]!.changes).toMatchObject({
      before: null,
      after: { name: `${word} 乙`, creditCode: codes[1] },
    });
  });
});

describe('a wrong row imports nothing, and is named', () => {
  const header = 'Name,Unified social credit code,Contacts';

  it('previews each row with its problems, the form’s messages; the import refuses naming the row', async () => {
    const word = `${unique}-bad`;
    const held = resultOf(
      await as('agent', 'POST', `${BIDDER}/Create`, { name: `${word} 已有`, creditCode: freshCode() }),
    );
    const code = freshCode();
    const wrongCheck = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    const file = csv(
      header,
      `${word} 甲,${code},王工 | 0571`,
      `${word} 乙,${freshCode()},"王工 | call me"`,
      `${word} 丙,${code.toLowerCase()},`,
      `${word} 丁,${held.creditCode},`,
      `${word} 戊,${wrongCheck},`,
    );
    const before = await entryCount();
    const preview = resultOf(await upload('agent', `${BIDDER}/ImportPreview`, 'bidders.csv', file));
    expect(preview).toMatchObject({ rowCount: 5, errorRowCount: 4 });
    expect(
      preview.rows.map(
        (row: { row: number; errors: { field: string; column: string; message: string }[] }) => [
          row.row,
          row.errors.map((e) => `${e.column} (${e.field}): ${e.message}`),
        ],
      ),
    ).toEqual([
      [2, []],
      [3, ['Contacts (contacts.0.phone): may hold digits, spaces and + - ( ) only']],
      [4, ['Unified social credit code (creditCode): is also in row 2']],
      [
        5,
        [
          `Unified social credit code (creditCode): is already the entry of ${held.name} (no. ${held.id}) in this library`,
        ],
      ],
      [
        6,
        [
          `Unified social credit code (creditCode): has a wrong check character: the last one should be ${code[17]}`,
        ],
      ],
    ]);

    const refused = await upload('agent', `${BIDDER}/Import`, 'bidders.csv', file);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual([
      'row 3.contacts.0.phone',
      'row 4.creditCode',
      'row 5.creditCode',
      'row 6.creditCode',
    ]);
    expect(refused.json().error.details).toContain('row 4.creditCode: is also in row 2');
    expect(await entryCount()).toBe(before);
    expect(await entriesNamed('agent', BIDDER, word)).toHaveLength(1);
  });

  it('checks again at the import: a code taken since the preview refuses the whole file', async () => {
    const word = `${unique}-again`;
    const code = freshCode();
    const file = csv('Name,Unified social credit code', `${word} 甲,${freshCode()}`, `${word} 乙,${code}`);
    expect(resultOf(await upload('agent', `${AGENCY}/ImportPreview`, 'a.csv', file)).errorRowCount).toBe(0);
    resultOf(await as('agent', 'POST', `${AGENCY}/Create`, { name: `${word} 抢先`, creditCode: code }));
    const refused = await upload('agent', `${AGENCY}/Import`, 'a.csv', file);
    expect(refused.statusCode).toBe(400);
    expect(fieldsOf(refused)).toEqual(['row 3.creditCode']);
    expect((await entriesNamed('agent', AGENCY, word)).map((entry) => entry.name)).toEqual([`${word} 抢先`]);
  });
});

describe('a file that is no library spreadsheet is a 400 naming it, and changes nothing', () => {
  const fileMessage = (reply: Reply) => {
    expect(reply.statusCode, reply.body).toBe(400);
    expect(fieldsOf(reply)).toEqual(['file']);
    return reply.json().error.validationErrors[0].message as string;
  };

  it.each([
    ['a PDF named .xlsx', 'bidders.xlsx', Buffer.from('%PDF-1.4 not a workbook'), 'is not an XLSX workbook'],
    [
      'a zip that is no workbook',
      'bidders.xlsx',
      Buffer.from([0x50, 0x4b, 0x03, 0x04, 1, 2, 3, 4, 5, 6]),
      'is not an XLSX workbook',
    ],
    ['an empty body', 'bidders.csv', Buffer.alloc(0), 'is empty: it has no header row'],
    [
      'a CSV whose first row is data',
      'bidders.csv',
      csv(`甲公司,${aCreditCode(1)}`),
      `has a column this library does not have: 甲公司`,
    ],
    ['a CSV with a header only', 'bidders.csv', csv('名称,统一社会信用代码'), 'has no rows below its header'],
    [
      'a CSV in GB18030',
      'bidders.csv',
      Buffer.from([0xc3, 0xfb, 0xb3, 0xc6, 0x0d, 0x0a]),
      'is not a CSV file in UTF-8',
    ],
    [
      'a CSV with a quote never closed',
      'bidders.csv',
      csv('Name,Unified social credit code', `"甲公司,${aCreditCode(1)}`),
      'is not valid CSV: a quoted cell is not closed properly in row 2',
    ],
  ])('%s', async (_case, fileName, bytes, message) => {
    const before = await entryCount();
    for (const call of ['ImportPreview', 'Import']) {
      expect(fileMessage(await upload('agent', `${BIDDER}/${call}`, fileName, bytes))).toBe(message);
    }
    expect(await entryCount()).toBe(before);
  });

  it('an XLSX workbook with a bidder’s column, imported into the agency library', async () => {
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Agency');
    sheet.addRow(['Name', 'Unified social credit code', 'Industry']);
    sheet.addRow(['甲', freshCode(), 'E']);
    const bytes = Buffer.from(await workbook.xlsx.writeBuffer());
    expect(fileMessage(await upload('agent', `${AGENCY}/Import`, 'agencies.xlsx', bytes))).toBe(
      'has a column this library does not have: Industry',
    );
  });

  it('another kind of file is refused by its name; no name at all too', async () => {
    const pdf = await upload('agent', `${BIDDER}/Import`, 'bidders.pdf', '%PDF-1.4');
    expect(pdf.statusCode).toBe(400);
    expect(fieldsOf(pdf)).toEqual(['FileName']);
    expect(pdf.json().error.validationErrors[0].message).toBe('must be an .xlsx or .csv file');
    const nameless = await call(harness.app, {
      method: 'POST',
      url: `${BIDDER}/ImportPreview`,
      token: harness.tokens.agent,
      payload: Buffer.from('a'),
      headers: { 'content-type': 'text/csv' },
    });
    expect(nameless.statusCode).toBe(400);
    expect(fieldsOf(nameless)).toEqual(['FileName']);
  });

  it('a workbook of a few kilobytes that unpacks past 64 MB (a zip bomb) is refused before exceljs opens it', async () => {
    const before = await entryCount();
    const sheet = new Uint8Array(64 * 1024 * 1024 + 1).fill(0x20);
    const bomb = Buffer.from(zipSync({ 'xl/worksheets/sheet1.xml': sheet }, { level: 9 }));
    expect(bomb.length).toBeLessThan(1024 * 1024);
    for (const call of ['ImportPreview', 'Import']) {
      expect(fileMessage(await upload('agent', `${BIDDER}/${call}`, 'bidders.xlsx', bomb))).toBe(
        'unpacks to more than 64 MB: no library export is that large',
      );
    }
    expect(await entryCount()).toBe(before);
  });

  it('a file over 8 MB is refused (400) before it is read', async () => {
    const before = await entryCount();
    const big = Buffer.alloc(8 * 1024 * 1024 + 1, 0x41);
    expect(fileMessage(await upload('agent', `${BIDDER}/Import`, 'bidders.csv', big))).toBe(
      'must be at most 8 MB',
    );
    expect(await entryCount()).toBe(before);
  });
});

describe('who may import (§6) and into which tenant', () => {
  const file = () => csv('Name,Unified social credit code', `${unique} 权限,${freshCode()}`);

  it('refuses a viewer, and a role that may add entries but was not granted import (403)', async () => {
    for (const call of ['ImportPreview', 'Import']) {
      expect((await upload('viewer', `${BIDDER}/${call}`, 'a.csv', file())).statusCode).toBe(403);
    }
    const adder = await staffWithGrants(harness.app, harness.tokens.admin!, ['bidder.query', 'bidder.add']);
    expect((await upload(adder.token, `${BIDDER}/Import`, 'a.csv', file())).statusCode).toBe(403);
    const importer = await staffWithGrants(harness.app, harness.tokens.admin!, [
      'bidder.query',
      'bidder.import',
    ]);
    expect(resultOf(await upload(importer.token, `${BIDDER}/Import`, 'a.csv', file())).importedCount).toBe(1);
    expect((await upload(importer.token, `${AGENCY}/Import`, 'a.csv', file())).statusCode).toBe(403);
  });

  it('checks credit codes against the caller’s tenant only, and leaves the other tenant’s entry as it was', async () => {
    const theirs = resultOf(
      await as('agent', 'POST', `${AGENCY}/Create`, {
        name: `${unique} 三号租户的`,
        creditCode: freshCode(),
      }),
    );
    const file = csv('Name,Unified social credit code', `${unique} 一号租户的,${theirs.creditCode}`);
    const preview = await upload('otherTenant', `${AGENCY}/ImportPreview`, 'a.csv', file);
    expect(resultOf(preview).errorRowCount).toBe(0);
    expect(preview.body).not.toContain(theirs.name);
    const { ids } = resultOf(await upload('otherTenant', `${AGENCY}/Import`, 'a.csv', file));
    expect((await as('agent', 'GET', `${AGENCY}/Get?id=${ids[0]}`)).statusCode).toBe(404);
    expect(resultOf(await as('agent', 'GET', `${AGENCY}/Get?id=${theirs.id}`))).toEqual(theirs);
  });
});
