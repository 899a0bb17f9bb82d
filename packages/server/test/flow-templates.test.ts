import {
  BIDDING_METHODS,
  ConflictError,
  decideFlowTemplate,
  draftOf,
  type FlowTemplate,
  type FlowTemplateDraft,
  type FlowTemplateStepLine,
  type FlowTemplateVersion,
} from '@tender/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { KyselyFlowTemplateRepository } from '../src/adapters/flow-templates/kysely-flow-template-repository';
import { createAdministrator } from '../src/seed/create-admin';
import { DEMO_FLOW_TEMPLATES, DEMO_ROLES } from '../src/seed/demo-flow-templates';
import { call, login, type Reply, useTestApp } from './harness';
import { ProjectApi } from './support/project-api';

/**
 * FlowTemplate (ADR 0013): each bidding method's template is versioned; a save makes the next version,
 * new projects get the current one, running projects keep the flow they were copied from.
 */
let api: ProjectApi;

const BASE = '/api/services/app/FlowTemplate';

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3);
});

const resultOf = <T>(reply: Reply): T => {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result as T;
};
const get = (url: string, user = 'admin') => api.get(`${BASE}/${url}`, user);
const save = (draft: object, user = 'admin') => api.post(`${BASE}/Save`, draft, user);
const current = async (method: string) =>
  resultOf<FlowTemplate>(await get(`Get?biddingMethod=${encodeURIComponent(method)}`));
const versionsOf = async (method: string) =>
  resultOf<FlowTemplateVersion[]>(await get(`GetVersions?biddingMethod=${encodeURIComponent(method)}`));
const membersOf = (reply: Reply) =>
  (reply.json().error.validationErrors as { members: string[] }[]).flatMap((v) => v.members);

/** The demo template of a method as the API shows a step. */
const demoSteps = (method: keyof typeof DEMO_FLOW_TEMPLATES) =>
  DEMO_FLOW_TEMPLATES[method].map((step, k) => ({
    sort: k + 1,
    nodeName: step.nodeName,
    router: step.router,
    isExternal: step.isExternal,
    isDisplay: true,
    flowRoles: [...step.flowRoles],
    childNode: (step.sites ?? []).map((site, n) => ({ ...site, sort: n + 1 })),
  }));

describe('the demo templates are version 1 of each method', () => {
  it('GetAll lists the current version of every bidding method with its steps in order', async () => {
    const all = resultOf<FlowTemplate[]>(await get('GetAll'));
    expect(all.map((t) => t.biddingMethod).sort()).toEqual(Object.keys(BIDDING_METHODS).sort());
    for (const template of all) {
      expect(template).toMatchObject({ version: 1, isCurrent: true, name: `${template.biddingMethod}流程` });
      expect(template.steps.map(({ id: _id, ...step }) => step)).toEqual(demoSteps(template.biddingMethod));
    }
  });

  it('passes the template rules, every step a page of the web app', () => {
    for (const steps of Object.values(DEMO_FLOW_TEMPLATES)) {
      const decision = decideFlowTemplate(
        { steps: steps.map((s) => ({ ...s, childNode: s.sites ?? [] })) },
        { roleNames: DEMO_ROLES.map((r) => r.name) },
      );
      expect(decision).toEqual({ allowed: true });
    }
    const open = DEMO_FLOW_TEMPLATES.公开招标;
    expect(open.filter((s) => s.isExternal).map((s) => s.router)).toEqual([]);
  });

  it('a demo project shows the version its flow was copied from', async () => {
    const { items } = resultOf<{ items: { id: number }[] }>(
      await api.get('/api/services/app/Sproject/GetPaged?MaxResultCount=1'),
    );
    expect(await api.detail(items[0]!.id)).toMatchObject({ flowTemplateVersion: 1 });
  });
});

describe('reading', () => {
  it('Get gives one version, the current one by default; an unknown version is 404', async () => {
    const template = await current('竞争性磋商');
    expect(resultOf<FlowTemplate>(await get('Get?biddingMethod=竞争性磋商&version=1'))).toEqual(template);
    const missing = await get('Get?biddingMethod=竞争性磋商&version=99');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.code).toBe('NOT_FOUND');
  });

  it('GetStepLine draws a version as steps in order, each linked to the next and the last to 0', async () => {
    const line = resultOf<FlowTemplateStepLine>(await get('GetStepLine?biddingMethod=单一来源采购'));
    expect(line).toMatchObject({ biddingMethod: '单一来源采购', version: 1 });
    expect(line.steps.map((s) => [s.position, s.nextPosition, s.nodeName])).toEqual([
      [1, 2, '单一来源论证公示'],
      [2, 3, '协商谈判'],
      [3, 4, '成交结果公告'],
      [4, 0, '合同签订'],
    ]);
  });

  it.each([
    ['Get?biddingMethod=抽签', 'biddingMethod'],
    ['Get?biddingMethod=公开招标&version=0', 'version'],
    ['GetVersions', 'biddingMethod'],
    ['GetStepLine?biddingMethod=公开招标&version=x', 'version'],
  ])('%s is 400 naming %s', async (url, field) => {
    const reply = await get(encodeURI(url));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(membersOf(reply)).toEqual([field]);
  });
});

describe('saving makes a new version', () => {
  it('saves the edit as the next version; the older one stays as it was', async () => {
    const before = await current('询价采购');
    const draft = draftOf(before);
    draft.steps.splice(1, 0, {
      nodeName: '询价澄清',
      router: '/project-clarification',
      flowRoles: ['Agent'],
      childNode: [{ siteName: '政府采购网', siteUrl: 'https://www.ccgp.gov.cn/xj' }],
    });
    const saved = resultOf<FlowTemplate>(await save({ ...draft, name: '询价采购流程（含澄清）' }));
    expect(saved).toMatchObject({
      biddingMethod: '询价采购',
      name: '询价采购流程（含澄清）',
      version: before.version + 1,
      isCurrent: true,
      creatorUserId: api.ids.admin,
      creatorUserName: '系统管理员',
    });
    expect(saved.steps.map((s) => [s.sort, s.nodeName, s.router])).toEqual(
      [
        before.steps[0]!,
        { nodeName: '询价澄清', router: '/project-clarification' },
        ...before.steps.slice(1),
      ].map((s, k) => [k + 1, s.nodeName, s.router]),
    );
    expect(saved.steps[1]).toMatchObject({
      isExternal: false,
      isDisplay: true,
      flowRoles: ['Agent'],
      childNode: [{ siteName: '政府采购网', siteUrl: 'https://www.ccgp.gov.cn/xj', sort: 1 }],
    });
    expect(await current('询价采购')).toEqual(saved);
    expect(resultOf<FlowTemplate>(await get(`Get?biddingMethod=询价采购&version=${before.version}`))).toEqual(
      {
        ...before,
        isCurrent: false,
      },
    );
    const versions = await versionsOf('询价采购');
    expect(versions.map((v) => [v.version, v.isCurrent, v.stepCount])).toEqual([
      [saved.version, true, before.steps.length + 1],
      [before.version, false, before.steps.length],
    ]);
    const all = resultOf<FlowTemplate[]>(await get('GetAll'));
    expect(all.find((t) => t.biddingMethod === '询价采购')).toEqual(saved);
  });

  it('the audit trail names the method and keeps the version replaced and the one saved (ADR 0012)', async () => {
    const before = await current('询价采购');
    const draft = draftOf(before);
    draft.steps[0]!.flowRoles = ['Admin'];
    const saved = resultOf<FlowTemplate>(await save(draft));
    const row = await harness.database.db
      .selectFrom('auditLog')
      .selectAll()
      .where('entity', '=', 'flowTemplate')
      .orderBy('id', 'desc')
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ entityId: '询价采购', userId: api.ids.admin, route: `${BASE}/Save` });
    const { before: was, after: is } = row.changes as {
      before: Record<string, unknown>;
      after: Record<string, unknown>;
    };
    expect(Object.keys(is).sort()).toEqual(['steps', 'version']);
    expect([was.version, is.version]).toEqual([before.version, saved.version]);
    expect((is.steps as { flowRoles: string[] }[])[0]!.flowRoles).toEqual(['Admin']);
    expect(was.steps).toEqual(draftOf(before).steps);
  });

  it('keeps the name when the save names none', async () => {
    const before = await current('竞争性谈判');
    const { name: _name, ...draft } = draftOf(before);
    expect(resultOf<FlowTemplate>(await save(draft)).name).toBe(before.name);
  });

  it('a stale save — made from an older version than the current — is 409 and offers reloading', async () => {
    const opened = await current('邀请招标');
    const first = draftOf(opened);
    const second = draftOf(opened);
    first.steps[0]!.nodeName = '招标文件编制（甲）';
    second.steps[0]!.nodeName = '招标文件编制（乙）';
    resultOf(await save(first));
    const stale = await save(second);
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error).toMatchObject({
      code: 'CONFLICT',
      message: `The 邀请招标 flow template changed since you opened version ${opened.version} (it is now at version ${opened.version + 1}): reload it and make your change again`,
    });
    expect((await current('邀请招标')).steps[0]!.nodeName).toBe('招标文件编制（甲）');
    expect(await versionsOf('邀请招标')).toHaveLength(opened.version + 1);
  });

  it('two saves from the same version at once: one is saved, the other is 409', async () => {
    const opened = await current('竞争性磋商');
    const replies = await Promise.all(
      ['A', 'B'].map((mark) => {
        const draft = draftOf(opened);
        draft.steps[0]!.nodeName = `并发 ${mark}`;
        return save(draft);
      }),
    );
    expect(replies.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const versions = await versionsOf('竞争性磋商');
    expect(versions[0]!.version).toBe(opened.version + 1);
    expect(versions).toHaveLength(opened.version + 1);
  });
});

describe('two transactions from the same version (PostgreSQL: PGlite runs transactions one at a time)', () => {
  it.runIf(process.env.TEST_DB === 'postgres')(
    'the second insert waits for the first, then is a ConflictError, not a second version',
    async () => {
      const opened = await current('单一来源采购');
      const scope = { tenantId: 3, userId: api.ids.admin! };
      const first = await harness.database.db.startTransaction().execute();
      const second = await harness.database.db.startTransaction().execute();
      try {
        await new KyselyFlowTemplateRepository(first, scope).save(draftOf(opened));
        // Reads the version before the first commits, so passes the version check, then meets the unique key.
        const late = new KyselyFlowTemplateRepository(second, scope).save(draftOf(opened));
        const outcome = late.then(
          () => null,
          (error: unknown) => error,
        );
        await new Promise((resolve) => setTimeout(resolve, 200));
        await first.commit().execute();
        const error = await outcome;
        expect(error).toBeInstanceOf(ConflictError);
        expect((error as Error).message).toMatch(/reload it and make your change again/);
      } finally {
        await second.rollback().execute();
      }
      const versions = await versionsOf('单一来源采购');
      expect(versions.map((v) => v.version)).toEqual([opened.version + 1, opened.version]);
    },
  );
});

describe('validation: bad input is 400 with field messages, and nothing changes', () => {
  const withSteps = async (change: (draft: FlowTemplateDraft) => void) => {
    const draft = draftOf(await current('其他采购方式'));
    change(draft);
    return draft;
  };

  it.each<[string, (draft: FlowTemplateDraft) => void, string[]]>([
    ['no step', (d) => d.steps.splice(0), ['steps']],
    ['a router twice', (d) => (d.steps[1]!.router = d.steps[2]!.router), ['steps.2.router']],
    [
      'a router that is not a page, not marked external',
      (d) => {
        d.steps[0]!.router = '/bid-opening-hall';
        d.steps[0]!.isExternal = false;
      },
      ['steps.0.router'],
    ],
    ['a router that is not a path', (d) => (d.steps[0]!.router = 'tender-document'), ['steps.0.router']],
    [
      'flowRoles naming no role of the tenant',
      (d) => (d.steps[0]!.flowRoles = ['Agent', 'Auditor']),
      ['steps.0.flowRoles.1'],
    ],
    [
      'a child site that is not http(s)',
      (d) => (d.steps[1]!.childNode = [{ siteName: '文件', siteUrl: 'file:///etc/passwd' }]),
      ['steps.1.childNode.0.siteUrl'],
    ],
    ['an empty step name', (d) => (d.steps[0]!.nodeName = ' '), ['steps.0.nodeName']],
    ['an unknown bidding method', (d) => Object.assign(d, { biddingMethod: '抽签' }), ['biddingMethod']],
    ['no base version', (d) => Object.assign(d, { baseVersion: undefined }), ['baseVersion']],
  ])('%s', async (_case, change, members) => {
    const before = await versionsOf('其他采购方式');
    const reply = await save(await withSteps(change));
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().error.code).toBe('VALIDATION');
    expect(membersOf(reply)).toEqual(members);
    expect(reply.json().error.validationErrors[0].message).toEqual(expect.any(String));
    expect(await versionsOf('其他采购方式')).toEqual(before);
  });

  it('names every problem of a save at once', async () => {
    const reply = await save(
      await withSteps((d) => {
        d.steps[0]!.flowRoles = ['Nobody'];
        d.steps[1]!.router = d.steps[0]!.router;
      }),
    );
    expect(reply.statusCode).toBe(400);
    expect(membersOf(reply)).toEqual(['steps.0.flowRoles.0', 'steps.1.router']);
  });
});

describe('Admin only (§6)', () => {
  const routes: [string, string, object?][] = [
    ['GET', 'GetAll'],
    ['GET', 'Get?biddingMethod=%E5%85%AC%E5%BC%80%E6%8B%9B%E6%A0%87'],
    ['GET', 'GetVersions?biddingMethod=%E5%85%AC%E5%BC%80%E6%8B%9B%E6%A0%87'],
    ['GET', 'GetStepLine?biddingMethod=%E5%85%AC%E5%BC%80%E6%8B%9B%E6%A0%87'],
    // Refused before the body is read: even a bad body is 403, not 400.
    ['POST', 'Save', { biddingMethod: '公开招标', baseVersion: 1, steps: [] }],
  ];

  it.each(['manager', 'agent', 'viewer'])('%s gets 403 from every flow template route', async (user) => {
    for (const [method, url, payload] of routes) {
      const reply = await (method === 'GET' ? get(url, user) : save(payload!, user));
      expect(reply.statusCode, `${method} ${url}: ${reply.body}`).toBe(403);
      expect(reply.json().error.code).toBe('NOT_PERMITTED');
    }
    expect(await versionsOf('公开招标')).toHaveLength(1);
  });

  it('needs a token', async () => {
    const reply = await call(harness.app, { method: 'GET', url: `${BASE}/GetAll` });
    expect(reply.statusCode).toBe(401);
  });
});

describe('versioning end to end (ADR 0013)', () => {
  it('an old project keeps its flow, a new project gets the new one, and each shows its version', async () => {
    const method = '公开招标';
    const opened = await current(method);
    const old = await api.createProject({ biddingMethod: method }, 'admin');
    const oldSteps = await api.nodesOf(old);
    expect(oldSteps.map((n) => n.nodeName)).toEqual(opened.steps.map((s) => s.nodeName));

    const draft = draftOf(opened);
    draft.steps.splice(3, 0, {
      nodeName: '现场踏勘',
      router: '/site-visit',
      isExternal: true,
      flowRoles: ['ProjectManager'],
      childNode: [{ siteName: '踏勘登记', siteUrl: 'https://ggzy.example.gov.cn/visit' }],
    });
    draft.steps.pop();
    const saved = resultOf<FlowTemplate>(await save(draft));

    const fresh = await api.createProject({ biddingMethod: method }, 'admin');
    const freshSteps = await api.nodesOf(fresh);
    expect(freshSteps.map((n) => n.nodeName)).toEqual(saved.steps.map((s) => s.nodeName));
    expect(freshSteps.at(-1)!.nextNodeId).toBe(0);
    expect(freshSteps.slice(0, -1).map((n) => n.nextNodeId)).toEqual(freshSteps.slice(1).map((n) => n.id));
    const visit = freshSteps.find((n) => n.nodeName === '现场踏勘')!;
    expect(visit).toMatchObject({ router: '/site-visit', flowRoles: ['ProjectManager'] });
    const sites = resultOf<{ nodeId: number; siteName: string; siteUrl: string }[]>(
      await api.get(
        `/api/services/app/EProjectFlowNode/GetSiteListByInstanceId?InstanceId=${fresh.flowInstanceId}`,
      ),
    );
    expect(sites.filter((s) => s.nodeId === visit.id)).toEqual([
      expect.objectContaining({
        siteName: '踏勘登记',
        siteUrl: 'https://ggzy.example.gov.cn/visit',
        sort: 1,
      }),
    ]);

    expect(await api.nodesOf(old)).toEqual(oldSteps);
    expect(await api.detail(old.id)).toMatchObject({ flowTemplateVersion: opened.version });
    expect(await api.detail(fresh.id)).toMatchObject({ flowTemplateVersion: saved.version });
    // The old project still moves through its own flow.
    resultOf(await api.circulate({ projectId: old.id, flowAction: 'next' }, 'admin'));
    expect((await api.detail(old.id)).projectFlowName).toBe(opened.steps[1]!.nodeName);
  });
});

describe('tenants', () => {
  it('another tenant sees only its own versions', async () => {
    const other = (await login(harness.app, 'admin', 1)).accessToken;
    const as1 = (url: string) =>
      call(harness.app, { method: 'GET', url: `${BASE}/${url}`, token: other, tenantId: 1 });
    const mine = await versionsOf('询价采购');
    expect(mine.length).toBeGreaterThan(1);
    const theirs = resultOf<FlowTemplateVersion[]>(
      await as1(encodeURI('GetVersions?biddingMethod=询价采购')),
    );
    expect(theirs.map((v) => v.version)).toEqual([1]);
    expect(theirs[0]!.id).not.toBe(mine.at(-1)!.id);
    expect((await as1(encodeURI(`Get?biddingMethod=询价采购&version=${mine[0]!.version}`))).statusCode).toBe(
      404,
    );
  });

  it('a tenant without templates saves its first version from 0, and its projects can then start', async () => {
    const { tenantId } = await createAdministrator(harness.database.db, {
      tenant: `fresh-${Date.now()}`,
      userName: 'root',
      password: 'fresh-password-1',
    });
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId,
      payload: { userNameOrEmailAddress: 'root', password: 'fresh-password-1' },
    });
    const token = resultOf<{ accessToken: string }>(reply).accessToken;
    const as = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(harness.app, { method, url, token, tenantId, ...(payload ? { payload } : {}) });
    expect(resultOf(await as('GET', `${BASE}/GetAll`))).toEqual([]);
    expect((await as('GET', encodeURI(`${BASE}/Get?biddingMethod=公开招标`))).statusCode).toBe(404);
    expect(resultOf(await as('GET', encodeURI(`${BASE}/GetVersions?biddingMethod=公开招标`)))).toEqual([]);
    const refused = await as('POST', '/api/services/app/Sproject/CreateOrUpdate', {
      projectName: '首个项目',
      projectNum: 'F-1',
      biddingMethod: '公开招标',
    });
    expect(refused.statusCode).toBe(409);

    const first = {
      biddingMethod: '公开招标',
      baseVersion: 0,
      steps: [
        { nodeName: '报名', router: '/sign-up', flowRoles: ['Admin'] },
        { nodeName: '开标评标', router: '/bid-evaluation/index' },
      ],
    };
    // The demo roles are tenant 3's, not this tenant's.
    const unknownRole = await as('POST', `${BASE}/Save`, {
      ...first,
      steps: [{ ...first.steps[0], flowRoles: ['Agent'] }],
    });
    expect(membersOf(unknownRole)).toEqual(['steps.0.flowRoles.0']);
    const saved = resultOf<FlowTemplate>(await as('POST', `${BASE}/Save`, first));
    expect(saved).toMatchObject({ version: 1, name: '公开招标流程', isCurrent: true });
    expect((await as('POST', `${BASE}/Save`, first)).statusCode).toBe(409);

    const project = resultOf<{ id: number; projectFlowName: string }>(
      await as('POST', '/api/services/app/Sproject/CreateOrUpdate', {
        projectName: '首个项目',
        projectNum: 'F-1',
        biddingMethod: '公开招标',
      }),
    );
    expect(project).toMatchObject({ projectFlowName: '报名', flowTemplateVersion: 1 });
  });
});
