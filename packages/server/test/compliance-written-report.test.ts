import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, useTestApp } from './harness';
import { fieldsOf, resultOf, staffWithGrants } from './support/organisation';
import { ProjectApi } from './support/project-api';

/**
 * The filing of the written report (招标投标法 第四十七条: within 15 days of determining the winner, for a
 * tender that must be held by law): recorded by who adds the project's step records, read by who reads the
 * project, and the deadlines report's filingReport bound is met, or late, from its day.
 */
const COMPLIANCE = '/api/services/app/Compliance';
const NOTICE = '/api/services/app/OfflineNotice';

let api: ProjectApi;
let now = new Date('2026-09-01T02:00:00Z');

async function at(time: string): Promise<void> {
  now = new Date(time);
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent', 'viewer']);
}

const harness = useTestApp({ config: { clock: () => new Date(now) } });
beforeAll(async () => {
  await at('2026-09-01T02:00:00Z');
});

/** A tender that must be held by law, awarded (its result announcement published) on 1 September 2026. */
async function awarded(): Promise<number> {
  await at('2026-09-01T02:00:00Z');
  const project = await api.createProject({ isTenderByLaw: true });
  const draft = resultOf(
    await api.post(`${NOTICE}/CreateOrUpdate`, {
      projectId: project.id,
      title: '中标结果公告',
      noticeType: '5',
      content: '<p>结果</p>',
    }),
  );
  expect((await api.post(`${NOTICE}/Publish`, { id: draft.id })).statusCode).toBe(200);
  return project.id;
}

const record = (body: object, user = 'agent') => api.post(`${COMPLIANCE}/RecordWrittenReport`, body, user);
const filingBound = async (projectId: number) =>
  resultOf(await api.get(`${COMPLIANCE}/GetDeadlines?projectId=${projectId}`)).bounds.find(
    (bound: { id: string }) => bound.id === 'filingReport',
  );

/** What a refused write must leave as it was: the project's filing and the trail of filings (sign-ins write their own rows). */
async function footprint(projectId: number) {
  const { rows } = await sql<{ filed: string | null; audit: number }>`
    select (select filed_on::text || ' ' || authority from written_reports where project_id = ${projectId}) as filed,
           (select count(*)::int from audit_log where entity = 'writtenReport') as audit`.execute(
    harness.database.db,
  );
  return rows[0];
}

describe('the written report (招标投标法 第四十七条)', () => {
  it('is missed while nothing records it, and met once its filing within 15 days is recorded', async () => {
    const projectId = await awarded();
    await at('2026-09-20T02:00:00Z');
    expect(resultOf(await api.get(`${COMPLIANCE}/GetWrittenReport?projectId=${projectId}`))).toBeNull();
    expect(await filingBound(projectId)).toMatchObject({ dueDate: '2026-09-16', status: 'missed' });

    const reply = await record({
      projectId,
      filedOn: '2026-09-10',
      authority: ' 某市住房和城乡建设局 ',
      note: '书面报告及附件已现场递交',
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(resultOf(reply)).toMatchObject({
      projectId,
      filedOn: '2026-09-10',
      authority: '某市住房和城乡建设局',
      note: '书面报告及附件已现场递交',
      recordedAt: '2026-09-20T02:00:00.000Z',
      recordedBy: expect.any(String),
    });
    expect(
      resultOf(await api.get(`${COMPLIANCE}/GetWrittenReport?projectId=${projectId}`, 'viewer')),
    ).toEqual(resultOf(reply));
    expect(await filingBound(projectId)).toMatchObject({ dueDate: '2026-09-16', status: 'met' });
    const audit = await harness.database.db
      .selectFrom('auditLog')
      .select(['entity', 'entityId', 'projectId'])
      .where('route', '=', `${COMPLIANCE}/RecordWrittenReport`)
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(audit).toEqual({ entity: 'writtenReport', entityId: String(projectId), projectId });
  });

  it('is late when the filing came after the 15 days; recording again corrects the day', async () => {
    const projectId = await awarded();
    await at('2026-09-20T02:00:00Z');
    expect((await record({ projectId, filedOn: '2026-09-17', authority: '某市发改委' })).statusCode).toBe(
      200,
    );
    expect(await filingBound(projectId)).toMatchObject({ status: 'missed' });
    expect((await record({ projectId, filedOn: '2026-09-16', authority: '某市发改委' })).statusCode).toBe(
      200,
    );
    expect(await filingBound(projectId)).toMatchObject({ status: 'met' });
    expect(resultOf(await api.get(`${COMPLIANCE}/GetWrittenReport?projectId=${projectId}`)).note).toBeNull();
  });

  it('names the bad field (400), a day still to come among them, and changes nothing', async () => {
    const projectId = await awarded();
    const before = await footprint(projectId);
    for (const [body, fields] of [
      [{ projectId, authority: '某局' }, ['filedOn']],
      [{ projectId, filedOn: '2026-02-30', authority: '某局' }, ['filedOn']],
      [{ projectId, filedOn: '2026-09-01', authority: ' ' }, ['authority']],
      [{ projectId, filedOn: '2026-09-01', authority: '某局', note: '注'.repeat(1001) }, ['note']],
      [{ filedOn: '2026-09-01', authority: '某局' }, ['projectId']],
      // Tomorrow in Beijing (the server's clock is 10:00 on 1 September, UTC+8).
      [{ projectId, filedOn: '2026-09-02', authority: '某局' }, ['filedOn']],
    ] as const) {
      const reply = await record(body);
      expect(reply.statusCode, JSON.stringify(body)).toBe(400);
      expect(fieldsOf(reply), JSON.stringify(body)).toEqual(fields);
    }
    for (const query of ['', '?projectId=abc', '?projectId=0']) {
      const reply = await api.get(`${COMPLIANCE}/GetWrittenReport${query}`);
      expect(reply.statusCode, query).toBe(400);
      expect(fieldsOf(reply), query).toEqual(['projectId']);
    }
    expect(await footprint(projectId)).toEqual(before);
  });

  it('refuses a filing before the winner is announced, or dated before the award (400 naming filedOn), writing nothing', async () => {
    await at('2026-09-01T02:00:00Z');
    const unawarded = (await api.createProject({ isTenderByLaw: true })).id;
    const projectId = await awarded();
    await at('2026-09-03T02:00:00Z');
    for (const [id, filedOn, message] of [
      [unawarded, '2026-09-02', 'cannot be recorded before the winner is announced (result announcement)'],
      [projectId, '2026-08-31', 'must not be before the winner was announced (2026-09-01)'],
    ] as const) {
      const before = await footprint(id);
      const reply = await record({ projectId: id, filedOn, authority: '某局' });
      expect(reply.statusCode, filedOn).toBe(400);
      expect(fieldsOf(reply)).toEqual(['filedOn']);
      expect(reply.body).toContain(message);
      expect(await footprint(id)).toEqual(before);
    }
  });

  it('answers another tenant’s project and a missing one as missing (404), writing nothing', async () => {
    const projectId = await awarded();
    const before = await footprint(projectId);
    const other = (await login(harness.app, 'admin', 1)).accessToken;
    const body = { projectId, filedOn: '2026-09-01', authority: '某局' };
    for (const reply of [
      await call(harness.app, {
        method: 'POST',
        url: `${COMPLIANCE}/RecordWrittenReport`,
        token: other,
        payload: body,
      }),
      await call(harness.app, {
        method: 'GET',
        url: `${COMPLIANCE}/GetWrittenReport?projectId=${projectId}`,
        token: other,
      }),
      await record({ ...body, projectId: 999_999_999 }),
    ]) {
      expect(reply.statusCode, reply.body).toBe(404);
    }
    expect(await footprint(projectId)).toEqual(before);
  });

  it('lets only who adds step records record it (403 for the viewer), and whoever reads the project read it', async () => {
    const projectId = await awarded();
    const before = await footprint(projectId);
    const refused = await record({ projectId, filedOn: '2026-09-01', authority: '某局' }, 'viewer');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe('Your roles do not grant record.add');
    const nobody = await staffWithGrants(harness.app, api.tokens.admin as string, ['notice.query']);
    const read = await call(harness.app, {
      method: 'GET',
      url: `${COMPLIANCE}/GetWrittenReport?projectId=${projectId}`,
      token: nobody.token,
    });
    expect(read.statusCode).toBe(403);
    expect(await footprint(projectId)).toEqual(before);
  });
});
