import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { ProjectApi, SPROJECT } from './support/project-api';

/**
 * Mass assignment (ASVS V15.3): fields a client must not set — the tenant, the creator, the flow
 * instance, ids of another tenant's rows — are ignored or refused, and none is stored. The write
 * schemas are zod objects, which drop keys they do not name; these tests prove it where it matters.
 */
let api: ProjectApi;
let archive: ProjectApi;

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent']);
  archive = await ProjectApi.signIn(harness.app, 1, ['admin']);
});

const storedProject = (id: number) =>
  harness.database.db
    .selectFrom('projects')
    .select(['tenantId', 'creatorUserId', 'flowInstanceId'])
    .where('id', '=', id)
    .executeTakeFirstOrThrow();

describe('mass assignment', () => {
  it('stores a new project in the caller’s tenant, created by the caller, whatever the body says', async () => {
    const project = await api.createProject({
      tenantId: 1,
      creatorUserId: archive.ids.admin,
      flowInstanceId: 'stolen-instance',
      creationTime: '2000-01-01T00:00:00Z',
    });
    const stored = await storedProject(project.id);
    expect(stored.tenantId).toBe(3);
    expect(stored.creatorUserId).toBe(api.ids.agent);
    expect(stored.flowInstanceId).not.toBe('stolen-instance');
  });

  it('keeps the tenant and creator of a project on update', async () => {
    const project = await api.createProject();
    const before = await storedProject(project.id);
    const detail = await api.detail(project.id);
    const reply = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      ...detail,
      tenantId: 1,
      creatorUserId: archive.ids.admin,
      projectName: `${detail.projectName}（改）`,
    });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(await storedProject(project.id)).toEqual(before);
  });

  it('cannot reach another tenant’s project by its id: 404, and it is unchanged', async () => {
    const theirs = await archive.createProject({}, 'admin');
    const theirDetail = async () =>
      (await archive.get(`${SPROJECT}/GetSprojectDetail?id=${theirs.id}`, 'admin')).json().result;
    const before = await theirDetail();
    const reply = await api.post(`${SPROJECT}/CreateOrUpdate`, {
      ...before,
      projectName: 'taken over',
    });
    expect(reply.statusCode).toBe(404);
    expect((await theirDetail()).projectName).toBe(before.projectName);
    expect((await storedProject(theirs.id)).tenantId).toBe(1);
  });
});
