import { beforeAll, describe, expect, it } from 'vitest';
import { login, useTestApp } from './harness';
import { ProjectApi, type ProjectReply, SPROJECT } from './support/project-api';
import { editable } from './support/workflow-context';

/**
 * §2 closing, §4 to-closing, ADR 0007: POST Sproject/SubmitClosingApplication, on the domain's rules, in one
 * transaction.
 */
let api: ProjectApi;

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app);
});

const FILE = { fileId: 'uploads/closing/需求文件.pdf', fileName: '需求文件.pdf', usage: '0' };

/** A project of the agent's (manager as project manager) sent to closing on its final step. */
async function awaitingClosing(): Promise<ProjectReply> {
  const project = await api.createProject({ eHonors: [FILE] });
  const nodes = await api.nodesOf(project);
  await api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: nodes.at(-1)!.id }, 'admin');
  const reply = await api.post(
    `${SPROJECT}/CreateOrUpdate`,
    { ...editable(await api.detail(project.id)), auditState: '13', projectFlowName: '项目待结项' },
    'admin',
  );
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
}
const submit = (body: object, user = 'manager') =>
  api.post(`${SPROJECT}/SubmitClosingApplication`, body, user);

describe('POST Sproject/SubmitClosingApplication', () => {
  it('closes the project: auditState 14, 已结项, a closing flow record, and read-only afterwards', async () => {
    const project = await awaitingClosing();
    const reply = await submit({ projectId: project.id, documentFileIds: [FILE.fileId], remark: '资料齐全' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result).toMatchObject({ auditState: '14', projectFlowName: '已结项', state: 3 });

    const records = await api.get(`/middleware/fusion_time_node/GetPaged?Filter=projectId=${project.id}`);
    const items = records.json().result.items as {
      nodeType: string;
      toNodeName: string;
      transactionResult: string;
    }[];
    expect(items.find((record) => record.nodeType === 'closing')).toMatchObject({
      toNodeName: '已结项',
      transactionResult: '资料齐全',
    });
    // Closed means closed: a second application and any edit are refused.
    expect((await submit({ projectId: project.id })).statusCode).toBe(409);
    const edit = await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      editable(await api.detail(project.id)),
      'admin',
    );
    expect(edit.statusCode).toBe(403);
  });

  it('names the closed project 已归档 in tenant 1 (the archive tenant)', async () => {
    const archive = await ProjectApi.signIn(harness.app, 1, ['admin', 'manager', 'agent']);
    const project = await archive.createProject({}, 'admin');
    const nodes = await archive.nodesOf(project);
    await archive.circulate(
      { projectId: project.id, flowAction: 'jump', jumpNodeId: nodes.at(-1)!.id },
      'admin',
    );
    await archive.post(
      `${SPROJECT}/CreateOrUpdate`,
      { ...editable(await archive.detail(project.id)), auditState: '13', projectFlowName: '项目待结项' },
      'admin',
    );
    const reply = await archive.post(
      `${SPROJECT}/SubmitClosingApplication`,
      { projectId: project.id },
      'admin',
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json().result.projectFlowName).toBe('已归档');
  });

  it('refuses a project that is not awaiting closing (409), and changes nothing', async () => {
    const running = await api.createProject();
    const reply = await submit({ projectId: running.id });
    expect(reply.statusCode).toBe(409);
    expect((await api.detail(running.id)).auditState).toBeNull();
  });

  it('is for an Admin, the project manager or the creator only (403 for the viewer)', async () => {
    const project = await awaitingClosing();
    const refused = await submit({ projectId: project.id }, 'viewer');
    expect(refused.statusCode).toBe(403);
    expect((await api.detail(project.id)).auditState).toBe('13');
  });

  it('archives only the project’s own files and names bad fields (400)', async () => {
    const project = await awaitingClosing();
    const foreign = await submit({ projectId: project.id, documentFileIds: ['uploads/other/x.pdf'] });
    expect(foreign.statusCode).toBe(403);
    const bad = await submit({ projectId: project.id, remark: 'x'.repeat(2001) });
    expect(bad.statusCode).toBe(400);
    expect(bad.body).toContain('remark');
    expect((await api.detail(project.id)).auditState).toBe('13');
  });

  it('answers 404 for another tenant’s project', async () => {
    const project = await awaitingClosing();
    const { accessToken } = await login(harness.app, 'admin', 1);
    const reply = await harness.app.inject({
      method: 'POST',
      url: `${SPROJECT}/SubmitClosingApplication`,
      headers: { authorization: `Bearer ${accessToken}`, 'abp.tenantid': '1' },
      payload: { projectId: project.id },
    });
    expect(reply.statusCode).toBe(404);
  });
});
