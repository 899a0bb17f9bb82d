import { aCreditCode } from '@tender/domain/testing';
import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { call, testClock, useTestApp } from './harness';
import { callAs, fieldsOf, resultOf, staffWithGrants } from './support/organisation';

/**
 * The libraries of bidders, agencies and purchasers (§1): create and edit with field messages, a credit
 * code unique per library (409 naming the holder), an edit of a stale version refused, lists with a
 * word, filters and sorts, certificates and the blacklist read as they stand on the server's day, the
 * library permissions (§6), and no row of another tenant.
 */
// The server's day is 2026-11-26 in China (UTC+8) at 08:00 UTC.
const clock = testClock(new Date('2026-11-26T08:00:00Z'));

const harness = useTestApp({ config: { clock: clock.clock }, signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const BIDDER = '/api/services/app/Bidder';
const AGENCY = '/api/services/app/Agency';
const PURCHASER = '/api/services/app/Purchaser';
let seed = 7_000;
const freshCode = () => {
  seed += 1;
  return aCreditCode(seed);
};
const unique = `库-${Date.now().toString(36)}`;

const aBidder = (overrides: object = {}) => ({
  name: `${unique} 华东建设有限公司 ${seed}`,
  creditCode: freshCode(),
  legalRepresentative: '张三',
  contacts: [{ name: '王工', phone: '0571-88881234', email: 'wang@example.com' }],
  area: '浙江省',
  industry: 'E',
  bankAccount: {
    bankName: '工商银行杭州分行',
    accountName: '华东建设有限公司',
    accountNumber: '6222 0000 1111 2222',
  },
  certificates: [{ type: '建筑业企业资质', number: 'D233000001', expiresOn: '2028-06-30' }],
  ...overrides,
});

describe('the bidder library', () => {
  it('creates a bidder as typed, normalised, and reads it back with its standing', async () => {
    const input = aBidder({ creditCode: ` ${freshCode().toLowerCase()} ` });
    const created = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, input));
    expect(created).toMatchObject({
      kind: 'bidder',
      name: input.name,
      creditCode: input.creditCode.trim().toUpperCase(),
      bankAccount: { accountNumber: '6222000011112222' },
      certificateState: 'valid',
      blacklistedNow: null,
      version: 1,
    });
    expect(resultOf(await as('viewer', 'GET', `${BIDDER}/Get?id=${created.id}`))).toEqual(created);
  });

  it('refuses a wrong check character and names the field; nothing is written', async () => {
    const before = resultOf(
      await as('agent', 'GET', `${BIDDER}/GetPaged?Keyword=${encodeURIComponent(unique)}`),
    );
    const code = freshCode();
    const wrong = `${code.slice(0, 17)}${code[17] === '0' ? '1' : '0'}`;
    const reply = await as('agent', 'POST', `${BIDDER}/Create`, aBidder({ creditCode: wrong, name: '' }));
    expect(reply.statusCode).toBe(400);
    expect(fieldsOf(reply).sort()).toEqual(['creditCode', 'name']);
    expect(reply.body).toContain(`the last one should be ${code[17]}`);
    const after = resultOf(
      await as('agent', 'GET', `${BIDDER}/GetPaged?Keyword=${encodeURIComponent(unique)}`),
    );
    expect(after.totalCount).toBe(before.totalCount);
  });

  it('keeps a credit code to one entry of a library, naming the holder (409), but lets another library hold it', async () => {
    const first = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder()));
    const again = await as('agent', 'POST', `${BIDDER}/Create`, aBidder({ creditCode: first.creditCode }));
    expect(again.statusCode).toBe(409);
    expect(again.json().error.message).toBe(
      `Credit code ${first.creditCode} is already the entry of ${first.name} (no. ${first.id}) in this library`,
    );
    const other = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder()));
    const onto = await as('agent', 'POST', `${BIDDER}/Update`, {
      ...aBidder({ creditCode: first.creditCode }),
      id: other.id,
      version: other.version,
    });
    expect(onto.statusCode).toBe(409);
    const purchaser = resultOf(
      await as('agent', 'POST', `${PURCHASER}/Create`, { name: first.name, creditCode: first.creditCode }),
    );
    expect(purchaser).toMatchObject({ kind: 'purchaser', creditCode: first.creditCode });
  });

  it('edits with the version read, and refuses an edit of a version someone else replaced (409)', async () => {
    const created = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder()));
    const {
      id,
      kind: _kind,
      certificateState: _c,
      blacklistedNow: _b,
      creationTime: _t,
      ...fields
    } = created;
    const edited = resultOf(
      await as('manager', 'POST', `${BIDDER}/Update`, { ...fields, address: '杭州市西湖区', id }),
    );
    expect(edited).toMatchObject({ address: '杭州市西湖区', version: 2 });
    const stale = await as('agent', 'POST', `${BIDDER}/Update`, { ...fields, address: '宁波市', id });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toContain('is now version 2');
    expect(resultOf(await as('agent', 'GET', `${BIDDER}/Get?id=${id}`)).address).toBe('杭州市西湖区');
  });

  it('reads certificates and the blacklist as they stand on the server’s day', async () => {
    const created = resultOf(
      await as(
        'agent',
        'POST',
        `${BIDDER}/Create`,
        aBidder({
          certificates: [
            { type: 'ISO 9001', number: 'Q-1', expiresOn: '2027-12-31' },
            { type: '安全生产许可证', number: 'S-1', expiresOn: '2026-12-20' },
          ],
          blacklistings: [{ reason: '串通投标', from: '2026-10-01', until: '2027-01-31' }],
        }),
      ),
    );
    expect(created).toMatchObject({
      certificateState: 'expiring',
      blacklistedNow: { reason: '串通投标', until: '2027-01-31' },
    });
    const list = (query: string) =>
      as(
        'agent',
        'GET',
        `${BIDDER}/GetPaged?Keyword=${encodeURIComponent(unique)}&${query}&MaxResultCount=1000`,
      );
    const ids = async (query: string) =>
      resultOf(await list(query)).items.map((entry: { id: number }) => entry.id) as number[];
    expect(await ids('Blacklisted=true')).toEqual([created.id]);
    expect(await ids('CertificateState=expiring')).toEqual([created.id]);
    expect(await ids('Blacklisted=false')).not.toContain(created.id);
    expect(await ids('CertificateState=valid')).not.toContain(created.id);
  });

  it('finds entries by a word of the name, the credit code or a contact, sorted and paged', async () => {
    const word = `${unique}-find`;
    const a = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder({ name: `${word} B` })));
    const b = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder({ name: `${word} A` })));
    const byName = resultOf(
      await as('agent', 'GET', `${BIDDER}/GetPaged?Keyword=${encodeURIComponent(word)}`),
    );
    expect(byName.items.map((entry: { id: number }) => entry.id)).toEqual([b.id, a.id]);
    const newest = resultOf(
      await as(
        'agent',
        'GET',
        `${BIDDER}/GetPaged?Keyword=${encodeURIComponent(word)}&Sorting=${encodeURIComponent('creationTime desc')}&MaxResultCount=1`,
      ),
    );
    expect(newest).toMatchObject({ totalCount: 2, items: [{ id: b.id }] });
    const byCode = resultOf(
      await as('agent', 'GET', `${BIDDER}/GetPaged?Keyword=${a.creditCode.toLowerCase()}`),
    );
    expect(byCode.items.map((entry: { id: number }) => entry.id)).toEqual([a.id]);
    const bad = await as('agent', 'GET', `${BIDDER}/GetPaged?Sorting=password`);
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['Sorting']);
  });

  it('keeps no bidder extras for agencies and purchasers', async () => {
    const agency = resultOf(
      await as('agent', 'POST', `${AGENCY}/Create`, {
        ...aBidder(),
        blacklistings: [{ reason: 'x', from: '2026-01-01' }],
      }),
    );
    expect(agency).toMatchObject({
      kind: 'agency',
      legalRepresentative: null,
      bankAccount: null,
      certificates: [],
      blacklistings: [],
      certificateState: null,
    });
    expect((await as('agent', 'GET', `${BIDDER}/Get?id=${agency.id}`)).statusCode).toBe(404);
  });
});

describe('the blacklist at sign-up', () => {
  /** A running project of tenant 3 at its sign-up step, where the agent records sign-ups. */
  async function projectAtSignUp(): Promise<number> {
    const row = await harness.database.db
      .selectFrom('projects')
      .select('id')
      .where('tenantId', '=', 3)
      .where('isDeleted', '=', false)
      .where('state', '=', 3)
      .where('auditState', 'is', null)
      .where(
        'currentNodeId',
        'in',
        harness.database.db.selectFrom('flowNodes').select('id').where('router', '=', '/sign-up'),
      )
      .orderBy('id')
      .executeTakeFirstOrThrow();
    return row.id;
  }
  const signUp = (projectId: number, supplierName: string) =>
    as('agent', 'POST', '/middleware/record/create', {
      type: 'signUp',
      projectId,
      supplierName,
      signUp_state: '1',
    });

  it('refuses a sign-up of a bidder blacklisted today (409 naming reason and end), and takes it once lifted', async () => {
    const projectId = await projectAtSignUp();
    const name = `${unique} 黑名单建设有限公司`;
    const bidder = resultOf(
      await as(
        'agent',
        'POST',
        `${BIDDER}/Create`,
        aBidder({ name, blacklistings: [{ reason: '串通投标', from: '2026-10-01', until: '2027-01-31' }] }),
      ),
    );
    const refused = await signUp(projectId, name);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().error.message).toBe(
      `${name} is blacklisted until 2027-01-31 (串通投标): no sign-up can be recorded for it before then`,
    );
    const { rows } = await sql<{ n: number }>`
      select count(*)::int as n from middleware_records where tenant_id = 3 and data->>'supplierName' = ${name}`.execute(
      harness.database.db,
    );
    expect(rows[0]!.n).toBe(0);

    const { id, kind: _k, certificateState: _c, blacklistedNow: _b, creationTime: _t, ...fields } = bidder;
    resultOf(
      await as('agent', 'POST', `${BIDDER}/Update`, {
        ...fields,
        id,
        blacklistings: [{ reason: '串通投标', from: '2026-10-01', until: '2026-11-25' }],
      }),
    );
    expect((await signUp(projectId, name)).statusCode).toBe(200);
    // A bidder the library does not hold is a free-text name, as before the libraries.
    expect((await signUp(projectId, `${unique} 未入库公司`)).statusCode).toBe(200);
  });
});

describe('library exports', () => {
  const exported = (query: string, user = 'agent') =>
    call(harness.app, {
      method: 'GET',
      url: `${BIDDER}/Export?${query}`,
      token: harness.tokens[user],
      tenantId: 3,
    });

  it('writes the filtered rows as CSV, every formula neutralised', async () => {
    const word = `${unique}-export`;
    resultOf(
      await as('agent', 'POST', `${BIDDER}/Create`, aBidder({ name: `${word} =1+2`, address: '@SUM(A1)' })),
    );
    const reply = await exported(`Format=csv&Keyword=${encodeURIComponent(word)}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="bidder-library.csv"');
    const lines = reply.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines).toHaveLength(2);
    expect(lines[0]).toMatch(/^Name,Unified social credit code,/);
    expect(lines[1]).toContain(`${word} =1+2`);
    expect(lines[1]).toContain("'@SUM(A1)");
  });

  it('writes XLSX a spreadsheet program reads, headers in the language asked, text cells only', async () => {
    const word = `${unique}-xlsx`;
    const created = resultOf(
      await as(
        'agent',
        'POST',
        `${BIDDER}/Create`,
        aBidder({ name: `${word} 甲`, legalRepresentative: '=cmd|x' }),
      ),
    );
    const reply = await exported(`Keyword=${encodeURIComponent(word)}&Language=zh-CN`);
    expect(reply.statusCode).toBe(200);
    expect(reply.headers['content-type']).toBe(
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    );
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.getWorksheet('Bidder')!;
    const rows = sheet.getSheetValues().filter(Boolean) as unknown[][];
    expect(rows).toHaveLength(2);
    expect(rows[0]).toContain('统一社会信用代码');
    expect(rows[1]).toContain(created.creditCode);
    expect(rows[1]).toContain("'=cmd|x");
    sheet.eachRow((row) =>
      row.eachCell((cell) => expect(cell.type, String(cell.value)).toBe(ExcelJS.ValueType.String)),
    );
  });

  it('is refused to a viewer (403) and names a bad format (400)', async () => {
    expect((await exported('Format=csv', 'viewer')).statusCode).toBe(403);
    const bad = await exported('Format=pdf');
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad)).toEqual(['Format']);
  });
});

describe('library permissions (§6)', () => {
  it('lets readers read but not write, and a role without the library neither', async () => {
    expect((await as('viewer', 'GET', `${BIDDER}/GetPaged`)).statusCode).toBe(200);
    expect((await as('viewer', 'POST', `${BIDDER}/Create`, aBidder())).statusCode).toBe(403);
    const outsider = await staffWithGrants(harness.app, harness.tokens.admin!, ['project.query']);
    expect((await as(outsider.token, 'GET', `${PURCHASER}/GetPaged`)).statusCode).toBe(403);
  });

  it('answers another tenant with its own rows only, and 404 for an id of ours', async () => {
    const ours = resultOf(await as('agent', 'POST', `${BIDDER}/Create`, aBidder()));
    const theirs = resultOf(await as('otherTenant', 'GET', `${BIDDER}/GetPaged?MaxResultCount=1000`));
    expect(theirs.items.map((entry: { id: number }) => entry.id)).not.toContain(ours.id);
    expect((await as('otherTenant', 'GET', `${BIDDER}/Get?id=${ours.id}`)).statusCode).toBe(404);
    const takeOver = await as('otherTenant', 'POST', `${BIDDER}/Update`, {
      ...aBidder(),
      id: ours.id,
      version: 1,
    });
    expect(takeOver.statusCode).toBe(404);
  });
});
