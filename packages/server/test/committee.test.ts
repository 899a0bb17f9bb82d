import { replayCommitteeDraw } from '@tender/domain';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SUPPLIERS } from '../src/seed/demo-records';
import { type Reply, testClock, useTestApp } from './harness';
import { fieldsOf, resultOf } from './support/organisation';
import { ProjectApi, type ProjectReply } from './support/project-api';

/**
 * The expert library and the evaluation committee (ADR 0019) over the real routes: experts kept with the
 * version read; a draw avoids the bidders, the purchaser and the agency, skips retired and seated experts,
 * is recorded with its seed and candidates and replays to the same committee; too few is 409; a hand
 * pick needs a reason and is refused when avoided, retired or seated; viewers read and do not write.
 */
let api: ProjectApi;
const clock = testClock(new Date('2026-12-15T02:00:00Z'));
const EXPERT = '/api/services/app/Expert';
const COMMITTEE = '/api/services/app/Committee';

interface Expert {
  id: number;
  name: string;
  speciality: string;
  company: string;
  avoidCompanies: string[];
  active: boolean;
  version: number;
}
interface Committee {
  parties: string[];
  members: { expertId: number; drawId: number | null; reason: string | null }[];
  draws: { seed: number; requested: number; candidateIds: number[]; drawnIds: number[]; parties: string[] }[];
}

let project: ProjectReply;

const harness = useTestApp({ config: { clock: clock.clock } });
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
  project = await api.createProject({ purchaserUnit: '区教育局' });
  // A supplier that signed up is avoided even before it bids.
  resultOf(
    await api.post('/middleware/record/create', {
      type: 'signUp',
      projectId: project.id,
      supplierName: '报名未投标公司',
      signUp_state: '1',
    }),
  );
  const opening = resultOf(await api.get(`/api/services/app/OpeningRecord/Get?projectId=${project.id}`));
  for (const bidder of [DEMO_SUPPLIERS[0], DEMO_SUPPLIERS[1]]) {
    resultOf(
      await api.post('/api/services/app/OpeningRecord/SaveBid', {
        projectId: project.id,
        groupId: opening.packages[0].groupId,
        bidder,
        price: '1000.00',
        durationDays: 30,
        bondPaid: true,
        receivedAt: '2026-12-15T01:00:00Z',
      }),
    );
  }
});

const experts = async (query = 'MaxResultCount=1000'): Promise<Expert[]> =>
  resultOf(await api.get(`${EXPERT}/GetPaged?${query}`)).items;
const committee = async (): Promise<Committee> =>
  resultOf(await api.get(`${COMMITTEE}/Get?projectId=${project.id}`));
const draw = (body: object, user = 'agent'): Promise<Reply> =>
  api.post(`${COMMITTEE}/Draw`, { projectId: project.id, ...body }, user);
const appoint = (body: object, user = 'agent'): Promise<Reply> =>
  api.post(`${COMMITTEE}/Appoint`, { projectId: project.id, reason: '熟悉本项目技术', ...body }, user);

describe('the expert library', () => {
  it('holds the demo experts, five of each speciality, by name', async () => {
    const all = await experts();
    expect(all).toHaveLength(25);
    expect(all.map((e) => e.name)).toEqual([...all.map((e) => e.name)].sort());
    expect(await experts('Speciality=信息技术&MaxResultCount=100')).toHaveLength(5);
    expect((await experts('Active=false')).map((e) => e.active)).toEqual([false]);
    const byCompany = await experts(`Keyword=${encodeURIComponent('财经')}`);
    expect(byCompany.length).toBeGreaterThan(0);
    expect(byCompany.every((e) => e.company.includes('财经') || e.name.includes('财经'))).toBe(true);
  });

  it('adds and edits an expert with the version read, names bad fields and changes nothing on a refusal', async () => {
    const created: Expert = resultOf(
      await api.post(
        `${EXPERT}/Create`,
        { name: '钱学工', speciality: '建筑工程', company: '省建设厅', avoidCompanies: ['某公司'] },
        'admin',
      ),
    );
    expect(created).toMatchObject({ version: 1, active: true, avoidCompanies: ['某公司'] });
    const edited: Expert = resultOf(
      await api.post(`${EXPERT}/Update`, { ...created, company: '省住建厅' }, 'admin'),
    );
    expect(edited).toMatchObject({ company: '省住建厅', version: 2 });
    const stale = await api.post(`${EXPERT}/Update`, { ...created, company: '旧的' }, 'admin');
    expect(stale.statusCode).toBe(409);
    const bad = await api.post(
      `${EXPERT}/Create`,
      { name: '', speciality: '建筑工程', company: '' },
      'admin',
    );
    expect([bad.statusCode, fieldsOf(bad).sort()]).toEqual([400, ['company', 'name']]);
    const viewer = await api.post(
      `${EXPERT}/Create`,
      { name: '路人', speciality: '建筑工程', company: 'x' },
      'viewer',
    );
    expect(viewer.statusCode).toBe(403);
    expect(resultOf(await api.get(`${EXPERT}/Get?id=${created.id}`, 'viewer'))).toMatchObject({ version: 2 });
    const [{ n }] = (
      await sql<{ n: number }>`select count(*)::int as n from experts where tenant_id = 3`.execute(
        harness.database.db,
      )
    ).rows as [{ n: number }];
    expect(n).toBe(26);
    // Back out of the draws below: retired.
    resultOf(await api.post(`${EXPERT}/Update`, { ...edited, active: false }, 'admin'));
  });
});

describe('the evaluation committee', () => {
  it('draws with avoidance, records the seed and candidates, and replays to the same committee', async () => {
    const all = await experts();
    const reply = await draw({ count: 3, speciality: '建筑工程' });
    const drawn: Committee = resultOf(reply);
    expect(drawn.parties).toEqual(
      expect.arrayContaining([DEMO_SUPPLIERS[0], DEMO_SUPPLIERS[1], '区教育局', '报名未投标公司']),
    );
    const [record] = drawn.draws;
    expect(record?.requested).toBe(3);
    expect(drawn.members.map((m) => m.expertId)).toEqual(record?.drawnIds);
    // Every candidate may serve: active, of the speciality, neither of nor tied to a party.
    for (const id of record?.candidateIds ?? []) {
      const expert = all.find((e) => e.id === id) as Expert;
      expect(expert).toMatchObject({ active: true, speciality: '建筑工程' });
      expect([expert.company, ...expert.avoidCompanies].some((c) => drawn.parties.includes(c))).toBe(false);
    }
    const avoided = all.filter((e) => e.speciality === '建筑工程' && e.company === DEMO_SUPPLIERS[0]);
    expect(avoided.length).toBeGreaterThan(0);
    expect(record?.candidateIds).not.toContain(avoided[0]?.id);
    expect(replayCommitteeDraw(record as Committee['draws'][number])).toEqual(record?.drawnIds);
  });

  it('says how many may serve when too few do, and changes nothing', async () => {
    const before = await committee();
    const reply = await draw({ count: 3, speciality: '建筑工程' });
    expect(reply.statusCode, reply.body).toBe(409);
    expect(reply.json().error.message).toContain('Only 1 experts may serve, fewer than the 3');
    expect(await committee()).toEqual(before);
  });

  it('seats an expert by hand with a reason, and refuses an avoided, retired or seated one', async () => {
    const all = await experts();
    const seated = (await committee()).members.map((m) => m.expertId);
    const free = all.find(
      (e) => e.active && e.speciality === '工程造价' && !e.company.includes('恒信'),
    ) as Expert;
    const tied = all.find((e) => e.avoidCompanies.includes(DEMO_SUPPLIERS[1] as string)) as Expert;
    const retired = all.find((e) => !e.active) as Expert;
    expect([tied, retired].every(Boolean)).toBe(true);
    const noReason = await appoint({ expertId: free.id, reason: ' ' });
    expect([noReason.statusCode, fieldsOf(noReason)]).toEqual([400, ['reason']]);
    const withReason: Committee = resultOf(await appoint({ expertId: free.id }));
    expect(withReason.members.at(-1)).toMatchObject({
      expertId: free.id,
      drawId: null,
      reason: '熟悉本项目技术',
    });
    const again = await appoint({ expertId: seated[0] });
    expect([again.statusCode, fieldsOf(again)]).toEqual([400, ['expertId']]);
    const avoided = await appoint({ expertId: tied.id });
    expect([avoided.statusCode, fieldsOf(avoided)]).toEqual([400, ['expertId']]);
    expect(avoided.body).toContain(DEMO_SUPPLIERS[1]);
    expect((await appoint({ expertId: retired.id })).statusCode).toBe(409);
    expect((await committee()).members).toHaveLength(4);
  });

  it('lets a viewer read the committee and not change it', async () => {
    expect((await committee()).members.length).toBeGreaterThan(0);
    const refused = await draw({ count: 1 }, 'viewer');
    expect(refused.statusCode).toBe(403);
  });

  it('is not found for another tenant, whose experts it never draws', async () => {
    const outsider = await ProjectApi.signIn(harness.app, 1, ['admin']);
    expect((await outsider.get(`${COMMITTEE}/Get?projectId=${project.id}`, 'admin')).statusCode).toBe(404);
    const theirs = await outsider.createProject({}, 'admin');
    const drawn = resultOf(
      await outsider.post(`${COMMITTEE}/Draw`, { projectId: theirs.id, count: 3 }, 'admin'),
    ) as Committee;
    const ours = new Set((await experts()).map((e) => e.id));
    expect(drawn.members.some((m) => ours.has(m.expertId))).toBe(false);
  });
});
