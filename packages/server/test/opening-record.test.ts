import ExcelJS from 'exceljs';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { bidOpening } from '../src/db/migrations/0022-bid-opening';
import { type Reply, testClock, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply, SPROJECT } from './support/project-api';

/**
 * The opening record (开标记录, ADR 0019) over the real routes: bids judged against the tender notice's
 * deadline and the package's bond, counted against the minimum of three; bad input 400 naming the field
 * and changing nothing; a confirmed package locked (409) with its rows unchanged; reading for every role,
 * writing for who records the evaluation step and only while the flow has not left it; a package with
 * bids keeps its id across project edits and cannot be removed.
 */
let api: ProjectApi;
// The tender notice goes out 25 days before its deadline, as the law lets it (ADR 0022); the tests run on
// the day of the opening.
const clock = testClock(new Date('2026-11-20T00:00:00Z'));
const OPENING = '/api/services/app/OpeningRecord';
const DEADLINE = '2026-12-15T01:30:00.000Z';

interface Bid {
  bidder: string;
  standing: string;
  price: string;
}
interface Package {
  groupId: number;
  groupNumber: string;
  bids: Bid[];
  validBids: number;
  outcome: string;
  confirmedAt: string | null;
  confirmedBy: string | null;
}
interface Record {
  deadline: string | null;
  packages: Package[];
}

let project: ProjectReply;
let first: number;
let second: number;

/** A project at its evaluation step, with two packages (the first charges a bond) and a published tender notice. */
async function projectAtOpening(): Promise<ProjectReply> {
  const created = await api.createProject({
    sGroupList: [
      { groupNumber: '包1', groupName: '教学设备', groupBudget: 500000, bondAmount: '5000' },
      { groupNumber: '包2', groupName: '图书', groupBudget: 100000 },
    ],
  });
  const notice = resultOf(
    await api.post(
      '/api/services/app/OfflineNotice/CreateOrUpdate',
      {
        projectId: created.id,
        title: '招标公告',
        noticeType: '0',
        content: '<p>公告</p>',
        endTime: DEADLINE,
      },
      'admin',
    ),
  );
  resultOf(await api.post('/api/services/app/OfflineNotice/Publish', { id: notice.id }, 'admin'));
  const step = (await api.nodesOf(created)).find((node) => node.router === '/bid-evaluation/index');
  resultOf(await api.circulate({ projectId: created.id, flowAction: 'jump', jumpNodeId: step?.id }, 'admin'));
  return api.detail(created.id);
}

const read = async (projectId = project.id, user = 'agent'): Promise<Record> =>
  resultOf(await api.get(`${OPENING}/Get?projectId=${projectId}`, user));
const save = (bid: object, user = 'agent'): Promise<Reply> =>
  api.post(
    `${OPENING}/SaveBid`,
    {
      projectId: project.id,
      groupId: first,
      price: '880000.50',
      durationDays: 90,
      quality: '合格',
      bondPaid: true,
      receivedAt: '2026-12-15T01:00:00+00:00',
      ...bid,
    },
    user,
  );
const bidRows = async () =>
  (await sql<{ n: number }>`select count(*)::int as n from opening_bids`.execute(harness.database.db))
    .rows[0]!.n;

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
  project = await projectAtOpening();
  clock.advance(25 * 24 * 60 * 60);
  // A token lives a day of the server's time.
  api = await ProjectApi.signIn(harness.app);
  const groups = (await read()).packages;
  first = groups[0]!.groupId;
  second = groups[1]!.groupId;
  clock.advance(2 * 60 * 60);
});

describe('the opening record', () => {
  it('starts empty, judged by the published tender notice’s deadline', async () => {
    const record = await read();
    expect(record.deadline).toBe(DEADLINE);
    expect(record.packages.map((p) => [p.groupNumber, p.bids.length, p.outcome])).toEqual([
      ['包1', 0, 'retender'],
      ['包2', 0, 'retender'],
    ]);
  });

  it('refuses a late bid and one without its bond, and counts the valid ones against three', async () => {
    for (const bidder of ['甲公司', '乙公司', '丙公司']) resultOf(await save({ bidder }));
    resultOf(await save({ bidder: '丁公司', receivedAt: '2026-12-15T09:30:01+08:00' }));
    const record: Record = resultOf(await save({ bidder: '戊公司', bondPaid: false, price: 700000 }));
    const opened = record.packages[0]!;
    expect(opened.bids.map((b) => [b.bidder, b.standing])).toEqual([
      ['甲公司', 'valid'],
      ['乙公司', 'valid'],
      ['丙公司', 'valid'],
      ['戊公司', 'noBond'],
      ['丁公司', 'late'],
    ]);
    expect(opened).toMatchObject({ validBids: 3, outcome: 'evaluate' });
    expect(opened.bids[0]!.price).toBe('880000.50');
    // 包2 charges no bond: an unpaid bond refuses nothing there.
    const other: Record = resultOf(await save({ groupId: second, bidder: '甲公司', bondPaid: false }));
    expect(other.packages[1]).toMatchObject({ validBids: 1, outcome: 'retender' });
  });

  it('names each bad field, refuses a second bid of a bidder, a future time and another package, and changes nothing', async () => {
    const before = await bidRows();
    const bad = await save({ bidder: ' ', price: '-1', durationDays: 0, receivedAt: 'soon' });
    expect(bad.statusCode, bad.body).toBe(400);
    expect(fieldsOf(bad).sort()).toEqual(['bidder', 'durationDays', 'price', 'receivedAt']);
    const twice = await save({ bidder: '甲公司' });
    expect([twice.statusCode, fieldsOf(twice)]).toEqual([400, ['bidder']]);
    const future = await save({ bidder: '己公司', receivedAt: '2026-12-15T03:00:00Z' });
    expect([future.statusCode, fieldsOf(future)]).toEqual([400, ['receivedAt']]);
    const stranger = await api.createProject();
    const foreign = (await read(stranger.id)).packages[0]!.groupId;
    const elsewhere = await save({ bidder: '己公司', groupId: foreign });
    expect([elsewhere.statusCode, fieldsOf(elsewhere)]).toEqual([400, ['groupId']]);
    expect(await bidRows()).toBe(before);
  });

  it('lets a viewer read and not write; the refused write changes nothing', async () => {
    expect((await read(project.id, 'viewer')).packages[0]!.bids).toHaveLength(5);
    const refused = await save({ bidder: '庚公司' }, 'viewer');
    expect(refused.statusCode, refused.body).toBe(403);
    expect((await read()).packages[0]!.bids).toHaveLength(5);
  });

  it('edits and removes a bid before the package is confirmed', async () => {
    const bids = (await read()).packages[0]!.bids as (Bid & { id: number })[];
    const late = bids.find((b) => b.bidder === '丁公司')!;
    const edited: Record = resultOf(await save({ id: late.id, bidder: '丁公司', price: '1.01' }));
    expect(edited.packages[0]!.bids.find((b) => b.bidder === '丁公司')).toMatchObject({
      standing: 'valid',
      price: '1.01',
    });
    const removed: Record = resultOf(
      await api.post(`${OPENING}/RemoveBid`, { projectId: project.id, id: late.id }),
    );
    expect(removed.packages[0]!.bids.map((b) => b.bidder)).not.toContain('丁公司');
    const gone = await api.post(`${OPENING}/RemoveBid`, { projectId: project.id, id: late.id });
    expect(gone.statusCode).toBe(404);
  });

  it('imports a CSV or an XLSX file laid out as the export, all or nothing', async () => {
    const header = 'Bid package,Bidder,Bid price (yuan),Duration (days),Bond,Received\r\n';
    const importCsv = (rows: string, user = 'agent') =>
      api.upload(
        `${OPENING}/Import?projectId=${project.id}&FileName=bids.csv`,
        Buffer.from(header + rows),
        user,
      );
    const before = await bidRows();
    const wrong = await importCsv(
      '包2,己公司,100,30,paid,2026-12-15 09:00\r\n包2,庚公司,ten,30,paid,2026-12-15 09:00\r\n',
    );
    expect(wrong.statusCode, wrong.body).toBe(400);
    expect(fieldsOf(wrong)).toEqual(['row 3.Bid price (yuan)']);
    const viewer = await importCsv('包2,己公司,100,30,paid,2026-12-15 09:00\r\n', 'viewer');
    expect(viewer.statusCode, viewer.body).toBe(403);
    const text = await api.upload(
      `${OPENING}/Import?projectId=${project.id}&FileName=bids.txt`,
      Buffer.from(header),
    );
    expect([text.statusCode, fieldsOf(text)]).toEqual([400, ['FileName']]);
    expect(await bidRows()).toBe(before);

    const imported: Record = resultOf(
      await importCsv(
        '包2,己公司,"1,000.50",30,not paid,2026-12-15 09:00\r\n包2 图书,庚公司,99,30,paid,2026-12-15 09:31\r\n',
      ),
    );
    expect(imported.packages[1]!.bids.map((b) => [b.bidder, b.price, b.standing])).toEqual([
      ['甲公司', '880000.50', 'valid'],
      ['己公司', '1000.50', 'valid'],
      ['庚公司', '99.00', 'late'],
    ]);

    // A spreadsheet program's date-time cell has no zone: it is read in the agencies' day.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('开标记录');
    sheet.addRow(['标包', '投标人', '投标报价（元）', '工期（天）', '保证金', '递交时间']);
    sheet.addRow(['包1', '辛公司', 650000, 60, '已缴纳', new Date('2026-12-15T09:10:00Z')]);
    const xlsx = Buffer.from(await workbook.xlsx.writeBuffer());
    const fromWorkbook: Record = resultOf(
      await api.upload(`${OPENING}/Import?projectId=${project.id}&FileName=开标记录.xlsx`, xlsx),
    );
    const bid = fromWorkbook.packages[0]!.bids.find((b) => b.bidder === '辛公司') as Bid & {
      receivedAt: string;
    };
    expect([bid.price, bid.standing, bid.receivedAt]).toEqual([
      '650000.00',
      'valid',
      '2026-12-15T01:10:00.000Z',
    ]);
    expect(await bidRows()).toBe(before + 3);
  });

  it('locks a confirmed package: every change is refused and nothing changes', async () => {
    const confirmed: Record = resultOf(
      await api.post(`${OPENING}/Confirm`, { projectId: project.id, groupId: first }),
    );
    expect(confirmed.packages[0]).toMatchObject({ confirmedAt: clock.clock().toISOString() });
    expect(confirmed.packages[0]!.confirmedBy).toBeTruthy();
    const before = await bidRows();
    const bids = confirmed.packages[0]!.bids as (Bid & { id: number })[];
    const refusals = [
      await save({ bidder: '辛公司' }),
      await save({ id: bids[0]!.id, bidder: bids[0]!.bidder, price: '1.00' }),
      await api.post(`${OPENING}/RemoveBid`, { projectId: project.id, id: bids[0]!.id }),
      await api.post(`${OPENING}/Confirm`, { projectId: project.id, groupId: first }),
      // Moving a bid of the open package into the locked one is a change of the locked one too.
      await save({ id: ((await read()).packages[1]!.bids[0] as Bid & { id: number }).id, bidder: '壬公司' }),
    ];
    for (const reply of refusals) {
      expect(reply.statusCode, reply.body).toBe(409);
      expect(reply.json().error.message).toContain('包1 教学设备');
    }
    expect(await bidRows()).toBe(before);
    expect((await read()).packages[0]!.bids.map((b) => b.price)).toEqual(bids.map((b) => b.price));
    // The other package stays open.
    resultOf(await save({ groupId: second, bidder: '乙公司' }));
  });

  it('keeps a package’s bids across a project edit, and refuses to remove a package with bids', async () => {
    const detail = await api.detail(project.id);
    const groups = detail.sGroupList as { id: number; groupNumber: string }[];
    const { sGroupList: _groups, ...fields } = detail;
    // The form may not send the ids back: the packages are matched by their numbers then.
    const renamed = groups.map(({ id: _id, ...group }) => ({
      ...group,
      groupName: `${group.groupNumber}（改）`,
    }));
    resultOf(await api.post(`${SPROJECT}/CreateOrUpdate`, { ...fields, sGroupList: renamed }, 'admin'));
    const record = await read();
    expect(record.packages.map((p) => [p.groupId, p.bids.length > 0])).toEqual([
      [first, true],
      [second, true],
    ]);
    const dropped = await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...fields, sGroupList: renamed.slice(0, 1) },
      'admin',
    );
    expect(dropped.statusCode, dropped.body).toBe(409);
    expect((await read()).packages).toHaveLength(2);
  });

  it('is read-only once the flow has left the evaluation step', async () => {
    const nodes = await api.nodesOf(project);
    const index = nodes.findIndex((node) => node.router === '/bid-evaluation/index');
    resultOf(
      await api.circulate(
        { projectId: project.id, flowAction: 'jump', jumpNodeId: nodes[index + 1]!.id },
        'admin',
      ),
    );
    const refused = await save({ groupId: second, bidder: '癸公司' });
    expect(refused.statusCode, refused.body).toBe(409);
    expect(refused.json().error.message).toContain('开标评标');
  });

  it('is not found for a project of another tenant or none', async () => {
    const outsider = await ProjectApi.signIn(harness.app, 1, ['admin']);
    const reply = await outsider.get(`${OPENING}/Get?projectId=${project.id}`, 'admin');
    expect(reply.statusCode).toBe(404);
    const write = await outsider.post(
      `${OPENING}/Confirm`,
      { projectId: project.id, groupId: second },
      'admin',
    );
    expect(write.statusCode).toBe(404);
  });
});

describe('migration 0022 on a database of roles granted before it', () => {
  it('lets who reads step records read the evaluation, and who adds them keep it', async () => {
    const { db } = harness.database;
    await bidOpening.down!(db);
    await sql`insert into roles (tenant_id, name, display_name, granted_permissions)
              values (3, 'RecordReader', '读记录', array['record.query']),
                     (3, 'RecordKeeper', '记记录', array['record.query', 'record.add']),
                     (3, 'Outsider', '无关', array['project.query'])`.execute(db);
    await bidOpening.up(db);
    const rows = await db
      .selectFrom('roles')
      .select(['name', 'grantedPermissions'])
      .where('tenantId', '=', 3)
      .where('name', 'in', ['RecordReader', 'RecordKeeper', 'Outsider', 'Viewer', 'Agent'])
      .execute();
    const evaluation = Object.fromEntries(
      rows.map((r) => [r.name, r.grantedPermissions.filter((p) => p.startsWith('evaluation.'))]),
    );
    expect(evaluation).toEqual({
      RecordReader: ['evaluation.query'],
      RecordKeeper: ['evaluation.query', 'evaluation.edit'],
      Outsider: [],
      Viewer: ['evaluation.query'],
      Agent: ['evaluation.query', 'evaluation.edit'],
    });
  });
});
