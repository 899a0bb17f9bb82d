import { businessDateOf, draftOf, type FlowTemplate } from '@tender/domain';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, useTestApp } from './harness';
import { type BondRows, bondArea } from './support/isolation/bond-area';
import { type EvaluationRows, evaluationArea } from './support/isolation/evaluation-area';
import { type LibraryRows, libraryArea } from './support/isolation/library-area';
import { type OrganisationRows, organisationArea } from './support/isolation/organisation-area';
import { ProjectApi, SPROJECT } from './support/project-api';

/** The day the owner's written report is filed: the day of its award, today (the server's clock). */
const FILED_ON = businessDateOf(new Date());

/**
 * A user never reads or changes another tenant's data, even by guessing ids (404, not 403; README
 * "Contract"). One sweep over every route of the OpenAPI document: tenant 3 owns a project with records, flow
 * records, notices, a stored file, a workflow process and users; tenant 1's Admin names each of them by id.
 * Every route is either swept here or exempted with the reason, so a new route cannot slip past.
 */
let owner: ProjectApi;
let intruder: string;

/** Tenant 3's rows that tenant 1 tries to reach. */
const theirs = {
  projectId: 0,
  projectNum: '',
  flowInstanceId: '',
  nodeId: 0,
  recordId: 0,
  objectionId: 0,
  noticeId: 0,
  flowRecordId: 0,
  objectId: 0,
  processInstanceId: '',
  taskId: '',
  wfUser: `wf-only-in-3-${Date.now()}`,
  wfTenant: `wf-tenant-3-${Date.now()}`,
  templateMark: `ISO-模板-${Date.now()}`,
  templateVersion: 0,
  /** The name of tenant 3's organisation rows, library entries, notice and experts (support/isolation/). */
  staffMark: `iso-staff-${Date.now()}`,
};
/** Tenant 3's opening record (support/isolation/evaluation-area.ts). */
let evaluation: EvaluationRows;
let bonds: BondRows;
/** Tenant 3's library entries and system notice, named by staffMark. */
let libraries: LibraryRows;
/** Tenant 3's user, role, company and app module, named by staffMark. */
let organisation: OrganisationRows;

/** The flow template tenant 3 saves a version of (ADR 0013). */
const TEMPLATE = '/api/services/app/FlowTemplate';
const TEMPLATE_METHOD = encodeURIComponent('竞争性谈判');

const ok = async (reply: Reply) => {
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json().result;
};

const harness = useTestApp();
beforeAll(async () => {
  owner = await ProjectApi.signIn(harness.app, 3, ['admin', 'manager', 'agent']);
  intruder = (await login(harness.app, 'admin', 1)).accessToken;

  const project = await owner.createProject({ projectNum: `ISO-${Date.now()}` }, 'admin');
  Object.assign(theirs, {
    projectId: project.id,
    projectNum: project.projectNum,
    flowInstanceId: project.flowInstanceId,
    nodeId: project.currentNodeId,
  });
  await ok(await owner.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'));
  const record = await ok(
    await owner.post(
      '/middleware/record/create',
      { type: 'signUp', projectId: project.id, supplierName: '甲公司', signUp_state: '1' },
      'admin',
    ),
  );
  theirs.recordId = record.id;
  // Before the objection below suspends the announcement: tenant 3 announced the winner and filed the written report (招标投标法 第四十七条) that day: tenant 1
  // neither reads nor overwrites it.
  const announcement = await ok(
    await owner.post(
      '/api/services/app/OfflineNotice/CreateOrUpdate',
      { projectId: project.id, title: '中标结果公告', noticeType: '5', content: '<p>结果</p>' },
      'admin',
    ),
  );
  await ok(await owner.post('/api/services/app/OfflineNotice/Publish', { id: announcement.id }, 'admin'));
  await ok(
    await owner.post(
      '/api/services/app/Compliance/RecordWrittenReport',
      { projectId: project.id, filedOn: FILED_ON, authority: '某市发改委' },
      'admin',
    ),
  );
  const objection = await ok(
    await owner.post(
      '/api/services/app/Objection/Register',
      {
        projectId: project.id,
        objection_receivedAt: '2026-01-05T09:00:00+08:00',
        objection_subject: 'candidates',
        objection_channel: 'email',
        supplierName: '甲公司',
        content: '第一中标候选人业绩造假',
      },
      'admin',
    ),
  );
  theirs.objectionId = objection.objection.id;
  const notice = await ok(
    await owner.post(
      '/api/services/app/OfflineNotice/CreateOrUpdate',
      { projectId: project.id, title: '更正公告草稿', noticeType: '1', content: '<p>草稿</p>' },
      'admin',
    ),
  );
  theirs.noticeId = notice.id;
  const flowRecords = await ok(
    await owner.get(`${SPROJECT}/GetFlowRecordListByProjectId?projectId=${project.id}`, 'admin'),
  );
  theirs.flowRecordId = (Array.isArray(flowRecords) ? flowRecords : flowRecords.items)[0].id;
  const sign = await ok(
    await owner.get('/api/services/app/AbpAliOss/GetSign?dir=projects/iso&fileName=a.pdf', 'admin'),
  );
  const uploaded = await ok(
    await call(harness.app, {
      method: 'POST',
      url: sign.host,
      payload: Buffer.from('%PDF-1.4 tenant 3'),
      headers: {
        'content-type': 'application/pdf',
        'x-oss-key': encodeURIComponent(sign.key),
        'x-oss-policy': sign.policy,
        'x-oss-signature': sign.signature,
      },
    }),
  );
  theirs.objectId = uploaded.id;
  const instance = await ok(
    await owner.get(`/workflow/process/getInstanceByBusinessKeyLike?businessKey=${project.id}`, 'admin'),
  );
  theirs.processInstanceId = (Array.isArray(instance) ? instance[0] : instance).id;
  const tasks = await ok(
    await owner.get(
      `/workflow/task/getTasksByProcessInstanceId?processInstanceId=${theirs.processInstanceId}`,
      'admin',
    ),
  );
  theirs.taskId = (Array.isArray(tasks) ? tasks : tasks.items).find(
    (t: { endTime: unknown }) => !t.endTime,
  ).id;
  await ok(await owner.post('/workflow/user/insert', { userName: theirs.wfUser, displayName: 'x' }, 'admin'));
  await ok(await owner.post('/workflow/tenant/insert', { id: theirs.wfTenant, name: 'x' }, 'admin'));
  const template: FlowTemplate = await ok(
    await owner.get(`${TEMPLATE}/Get?biddingMethod=${TEMPLATE_METHOD}`, 'admin'),
  );
  const draft = draftOf(template);
  draft.steps[0]!.nodeName = theirs.templateMark;
  theirs.templateVersion = (await ok(await owner.post(`${TEMPLATE}/Save`, draft, 'admin'))).version;
  organisation = await organisationArea.seed(owner, theirs.staffMark);
  evaluation = await evaluationArea.seed(owner, project.id, theirs.staffMark);
  bonds = await bondArea.seed(owner, project.id, evaluation.groupId);
  libraries = await libraryArea.seed(owner, theirs.staffMark);
});

type Sweep = () => Promise<Reply>;
const as1 = (method: 'GET' | 'POST' | 'DELETE', url: string, payload?: object) =>
  call(harness.app, { method, url, token: intruder, tenantId: 1, ...(payload ? { payload } : {}) });

/** Tenant 1 sending a CSV file's bytes (a library import's preview). */
const sendCsv = (url: string, csv: string) =>
  call(harness.app, {
    method: 'POST',
    url,
    token: intruder,
    tenantId: 1,
    payload: Buffer.from(csv),
    headers: { 'content-type': 'text/csv' },
  });

/** Tenant 3's identifiers that must not appear in anything tenant 1 reads. */
const leaks = (reply: Reply) =>
  [
    theirs.projectNum,
    theirs.flowInstanceId,
    theirs.wfUser,
    theirs.wfTenant,
    '甲公司',
    theirs.templateMark,
    theirs.staffMark,
  ].filter((mark) => reply.body.includes(mark));

/** Routes naming one of tenant 3's rows: 404. */
const notFound: Record<string, Sweep> = {
  'GET /api/services/app/Sproject/GetSprojectDetail': () =>
    as1('GET', `${SPROJECT}/GetSprojectDetail?id=${theirs.projectId}`),
  'POST /api/services/app/Sproject/CreateOrUpdate': () =>
    as1('POST', `${SPROJECT}/CreateOrUpdate`, {
      id: theirs.projectId,
      projectName: 'taken over',
      projectNum: 'X-1',
      biddingMethod: '公开招标',
    }),
  'DELETE /api/services/app/Sproject/Delete': () =>
    as1('DELETE', `${SPROJECT}/Delete?id=${theirs.projectId}`),
  'POST /api/services/app/OfflineNotice/CreateOrUpdate': () =>
    as1('POST', '/api/services/app/OfflineNotice/CreateOrUpdate', {
      id: theirs.noticeId,
      projectId: theirs.projectId,
      title: 'taken over',
      noticeType: '1',
    }),
  'POST /api/services/app/OfflineNotice/Publish': () =>
    as1('POST', '/api/services/app/OfflineNotice/Publish', { id: theirs.noticeId }),
  'DELETE /api/services/app/OfflineNotice/Delete': () =>
    as1('DELETE', `/api/services/app/OfflineNotice/Delete?id=${theirs.noticeId}`),
  'POST /api/services/app/Sproject/SubmitClosingApplication': () =>
    as1('POST', `${SPROJECT}/SubmitClosingApplication`, { projectId: theirs.projectId }),
  'POST /api/services/app/Sproject/CirculationProjectFlowById': () =>
    as1('POST', `${SPROJECT}/CirculationProjectFlowById`, {
      projectId: theirs.projectId,
      flowAction: 'next',
    }),
  'GET /api/services/app/Sproject/GetById': () => as1('GET', `${SPROJECT}/GetById?id=${theirs.projectId}`),
  'GET /api/services/app/Sproject/GetByIdAll': () =>
    as1('GET', `${SPROJECT}/GetByIdAll?id=${theirs.projectId}`),
  'GET /api/services/app/Sproject/GetForEdit': () =>
    as1('GET', `${SPROJECT}/GetForEdit?id=${theirs.projectId}`),
  'GET /api/services/app/Compliance/GetDeadlines': () =>
    as1('GET', `/api/services/app/Compliance/GetDeadlines?projectId=${theirs.projectId}`),
  'GET /api/services/app/Compliance/GetWrittenReport': () =>
    as1('GET', `/api/services/app/Compliance/GetWrittenReport?projectId=${theirs.projectId}`),
  'POST /api/services/app/Compliance/RecordWrittenReport': () =>
    as1('POST', '/api/services/app/Compliance/RecordWrittenReport', {
      projectId: theirs.projectId,
      filedOn: '2026-01-05',
      authority: 'taken over',
    }),
  'GET /api/services/app/Objection/GetList': () =>
    as1('GET', `/api/services/app/Objection/GetList?projectId=${theirs.projectId}`),
  'POST /api/services/app/Objection/Register': () =>
    as1('POST', '/api/services/app/Objection/Register', {
      projectId: theirs.projectId,
      objection_receivedAt: '2026-01-05T09:00:00+08:00',
      objection_subject: 'other',
      objection_channel: 'post',
      supplierName: '乙公司',
      content: '冒名异议',
    }),
  'POST /api/services/app/Objection/Reply': () =>
    as1('POST', '/api/services/app/Objection/Reply', {
      id: theirs.objectionId,
      objection_replyContent: '冒名答复',
    }),
  'POST /api/services/app/Sproject/CreateOrUpdateInfo': () =>
    as1('POST', `${SPROJECT}/CreateOrUpdateInfo`, {
      id: theirs.projectId,
      projectName: 'taken over',
      projectNum: 'X-2',
      biddingMethod: '公开招标',
    }),
  'GET /api/services/app/Sproject/GetFlowRecordListByProjectId': () =>
    as1('GET', `${SPROJECT}/GetFlowRecordListByProjectId?projectId=${theirs.projectId}`),
  'GET /api/services/app/AbpAliOss/GetDownUrl': () =>
    as1('GET', `/api/services/app/AbpAliOss/GetDownUrl?id=${theirs.objectId}`),
  'DELETE /api/services/app/AbpAliOss/Delete': () =>
    as1('DELETE', `/api/services/app/AbpAliOss/Delete?id=${theirs.objectId}`),
  'POST /middleware/record/create': () =>
    as1('POST', '/middleware/record/create', {
      type: 'signUp',
      projectId: theirs.projectId,
      supplierName: '乙公司',
      signUp_state: '1',
    }),
  'POST /middleware/record/update': () =>
    as1('POST', '/middleware/record/update', {
      id: theirs.recordId,
      type: 'signUp',
      projectId: theirs.projectId,
      supplierName: '乙公司',
      signUp_state: '0',
    }),
  'DELETE /middleware/record/delete': () =>
    as1('DELETE', `/middleware/record/delete?type=signUp&id=${theirs.recordId}`),
  'POST /middleware/fusion_time_node/CreateOrUpdate': () =>
    as1('POST', '/middleware/fusion_time_node/CreateOrUpdate', {
      projectId: theirs.projectId,
      nodeType: 'changeMethod',
      biddingMethod: '邀请招标',
    }),
  'GET /middleware/fusion_project_summary/reflash': () =>
    as1('GET', `/middleware/fusion_project_summary/reflash?pid=${theirs.projectId}`),
  'GET /middleware/fusion_project_summary/find': () =>
    as1('GET', `/middleware/fusion_project_summary/find?pid=${theirs.projectId}`),
  'POST /workflow/process/start': () =>
    as1('POST', '/workflow/process/start', { key: '公开招标', businessKey: String(theirs.projectId) }),
  'POST /workflow/process/circulate': () =>
    as1('POST', '/workflow/process/circulate', { taskId: theirs.taskId }),
  'POST /workflow/task/claim': () =>
    as1('POST', '/workflow/task/claim', { taskId: theirs.taskId, userName: 'admin' }),
  'GET /workflow/task/taskCandidateUser/businessKey': () =>
    as1('GET', `/workflow/task/taskCandidateUser/businessKey?businessKey=${theirs.projectId}`),
  'GET /workflow/task/getTasksByProcessInstanceId': () =>
    as1('GET', `/workflow/task/getTasksByProcessInstanceId?processInstanceId=${theirs.processInstanceId}`),
  'GET /workflow/user/get': () => as1('GET', `/workflow/user/get?userName=${theirs.wfUser}`),
  'GET /workflow/tenant/user/getList': () =>
    as1('GET', `/workflow/tenant/user/getList?tenantId=${theirs.wfTenant}`),
  'POST /workflow/user/tenant/bind': () =>
    as1('POST', '/workflow/user/tenant/bind', { userName: theirs.wfUser, tenantId: theirs.wfTenant }),
  'POST /workflow/user/group/bind': () =>
    as1('POST', '/workflow/user/group/bind', { userName: theirs.wfUser, groupId: 'Agent' }),
  'GET /workflow/history/getVariableHistory': () =>
    as1('GET', `/workflow/history/getVariableHistory?processInstanceId=${theirs.processInstanceId}`),
  'GET /api/services/app/FlowTemplate/Get': () =>
    as1('GET', `${TEMPLATE}/Get?biddingMethod=${TEMPLATE_METHOD}&version=${theirs.templateVersion}`),
  'GET /api/services/app/FlowTemplate/GetStepLine': () =>
    as1('GET', `${TEMPLATE}/GetStepLine?biddingMethod=${TEMPLATE_METHOD}&version=${theirs.templateVersion}`),
  ...organisationArea.notFound(as1, () => organisation),
  ...libraryArea.notFound(as1, () => libraries),
  ...evaluationArea.notFound(as1, () => evaluation),
  ...bondArea.notFound(as1, () => bonds),
  'GET /workflow/history/getProcessProgress': () =>
    as1(
      'GET',
      `/workflow/history/getProcessProgress?businessKey=${theirs.projectId}&pageNum=1&pageSize=1000`,
    ),
};

/** Lists and searches: tenant 1 gets its own rows (or nothing), never one of tenant 3's. */
const ownRowsOnly: Record<string, Sweep> = {
  ...evaluationArea.ownRowsOnly(as1, theirs.staffMark),
  'GET /api/services/app/Sproject/GetPaged': () =>
    as1('GET', `${SPROJECT}/GetPaged?Filter=${encodeURIComponent(`projectNum=${theirs.projectNum}`)}`),
  // Every project of tenant 1, their project's number never among them.
  'GET /api/services/app/Sproject/Export': () => as1('GET', `${SPROJECT}/Export?Format=csv`),
  'GET /api/services/app/OfflineNotice/GetPaged': () =>
    as1('GET', `/api/services/app/OfflineNotice/GetPaged?Filter=projectId=${theirs.projectId}`),
  'GET /api/services/app/EProjectFlowNode/GetPaged': () =>
    as1('GET', `/api/services/app/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${theirs.flowInstanceId}`),
  'GET /api/services/app/EProjectFlowNode/GetSiteListByInstanceId': () =>
    as1(
      'GET',
      `/api/services/app/EProjectFlowNode/GetSiteListByInstanceId?InstanceId=${theirs.flowInstanceId}`,
    ),
  'GET /middleware/record/getPaged': () =>
    as1('GET', `/middleware/record/getPaged?Filter=${encodeURIComponent(`projectId=${theirs.projectId}`)}`),
  'GET /middleware/fusion_time_node/GetPaged': () =>
    as1(
      'GET',
      `/middleware/fusion_time_node/GetPaged?Filter=${encodeURIComponent(`projectId=${theirs.projectId}`)}`,
    ),
  'GET /workflow/process/getInstanceByBusinessKeyLike': () =>
    as1('GET', `/workflow/process/getInstanceByBusinessKeyLike?businessKey=${theirs.projectId}`),
  'GET /workflow/tenant/getList': () => as1('GET', '/workflow/tenant/getList'),
  'GET /api/services/app/Sproject/GetCount': () => as1('GET', `${SPROJECT}/GetCount`),
  'GET /api/services/app/AppModule/GetPaged': () => as1('GET', '/api/services/app/AppModule/GetPaged'),
  // Their project is the newest anywhere and at a step tenant 1's Admin would handle: still not shown.
  'GET /api/services/app/Home/GetWorkbench': () => as1('GET', '/api/services/app/Home/GetWorkbench'),
  // Tenant 3's writes above (a workflow user and tenant among them, named in the entries) stay out.
  'GET /api/services/app/AuditLog/GetPaged': () =>
    as1('GET', '/api/services/app/AuditLog/GetPaged?MaxResultCount=1000'),
  'GET /api/services/app/AuditLog/Export': () =>
    as1('GET', `/api/services/app/AuditLog/Export?projectId=${theirs.projectId}`),
  'GET /api/services/app/FlowTemplate/GetAll': () => as1('GET', `${TEMPLATE}/GetAll`),
  ...organisationArea.ownRowsOnly(as1, () => organisation),
  ...libraryArea.ownRowsOnly(as1, sendCsv, () => libraries),
  'GET /api/services/app/FlowTemplate/GetVersions': () =>
    as1('GET', `${TEMPLATE}/GetVersions?biddingMethod=${TEMPLATE_METHOD}`),
};

/** Routes with no tenant-owned row to name, and why. */
const exempt: Record<string, string> = {
  'POST /api/TokenAuth/Authenticate': 'login: the tenant comes from the header (auth.test.ts)',
  'POST /api/TokenAuth/ExternalAuthenticate': 'SSO hand-over: tenant bound in the signed token (sso.test.ts)',
  'POST /api/TokenAuth/ReloadAuthenticate': 'SSO hand-over: tenant bound in the signed token (sso.test.ts)',
  'POST /api/services/app/Account/IsTenantAvailable':
    'anonymous lookup by tenancy name before login: a tenant’s id and state, no row (account.test.ts)',
  'GET /middleware/tools/getServerTime': 'the server clock',
  'POST /auth/logout': 'revokes the caller’s own token',
  'GET /api/services/app/Session/GetCurrentLoginInformations': 'the caller’s own session',
  'GET /api/services/app/AbpCompany/GetById': 'swept below with a company id of tenant 3',
  'GET /api/services/app/Sproject/GetProjectNum': 'a number for the caller’s tenant',
  'GET /api/services/app/AbpAliOss/GetSign': 'signs an upload into the caller’s tenant',
  'POST /api/oss/upload': 'the tenant is inside the signed policy (object-store.test.ts)',
  'GET /api/oss/download/{id}': 'a signed URL; tampering is 403 (object-store.test.ts)',
  'GET /analysis/month-bar': 'counts of the caller’s tenant (month-bar.test.ts)',
  'GET /api/analysis/month-bar': 'counts of the caller’s tenant (month-bar.test.ts)',
  'GET /analysis/month-bar/items': 'counts of the caller’s tenant (month-bar.test.ts)',
  'GET /api/analysis/month-bar/items': 'counts of the caller’s tenant (month-bar.test.ts)',
  'POST /workflow/user/insert': 'creates in the caller’s tenant',
  'POST /workflow/tenant/insert': 'creates in the caller’s tenant',
  'POST /api/services/app/FlowTemplate/Save':
    'saves a version in the caller’s tenant; another tenant’s version number is stale there (409, below)',
  'POST /api/services/app/User/Create': 'creates in the caller’s tenant (organisation-users.test.ts)',
  'POST /api/services/app/User/ChangePassword': 'the caller’s own password',
  'POST /api/services/app/Role/Create': 'creates in the caller’s tenant (organisation-roles.test.ts)',
  'POST /api/services/app/AbpCompany/Create': 'creates in the caller’s tenant',
  'POST /api/services/app/AppModule/Create': 'creates in the caller’s tenant',
  'POST /api/services/app/Bidder/Create': 'creates in the caller’s tenant (libraries.test.ts)',
  'POST /api/services/app/Agency/Create': 'creates in the caller’s tenant (libraries.test.ts)',
  'POST /api/services/app/Purchaser/Create': 'creates in the caller’s tenant (libraries.test.ts)',
  'POST /api/services/app/Bidder/Import':
    'creates in the caller’s tenant, credit codes checked there only (library-import.test.ts)',
  'POST /api/services/app/Agency/Import':
    'creates in the caller’s tenant, credit codes checked there only (library-import.test.ts)',
  'POST /api/services/app/Purchaser/Import':
    'creates in the caller’s tenant, credit codes checked there only (library-import.test.ts)',
  'POST /api/services/app/SystemNotice/Create': 'creates in the caller’s tenant (system-notices.test.ts)',
  'POST /api/services/app/Expert/Create': 'creates in the caller’s tenant (committee.test.ts)',
  'GET /api/services/app/ProjectChanges/Watch':
    'pushes only the caller’s tenant’s changes, and no data (project-change-stream.test.ts)',
};

describe('tenant isolation over every route', () => {
  it('sweeps or exempts every route of the OpenAPI document', () => {
    const documented = Object.entries(
      (harness.app.swagger() as { paths: Record<string, object> }).paths,
    ).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    const covered = new Set([...Object.keys(notFound), ...Object.keys(ownRowsOnly), ...Object.keys(exempt)]);
    expect(documented.filter((route) => !covered.has(route))).toEqual([]);
    expect([...covered].filter((route) => !documented.includes(route))).toEqual([]);
  });

  // A 404 may echo the id the caller sent; the status is what proves nothing was found.
  it.each(Object.entries(notFound))('%s: another tenant’s id is 404', async (_route, sweep) => {
    const reply = await sweep();
    expect(reply.statusCode, reply.body).toBe(404);
  });

  it.each(Object.entries(ownRowsOnly))('%s: no row of another tenant', async (_route, sweep) => {
    const reply = await sweep();
    expect(reply.statusCode, reply.body).toBe(200);
    expect(leaks(reply)).toEqual([]);
  });

  it('AbpCompany/GetById: another tenant’s company is 404', async () => {
    const session = await ok(
      await owner.get('/api/services/app/Session/GetCurrentLoginInformations', 'admin'),
    );
    const reply = await as1('GET', `/api/services/app/AbpCompany/GetById?id=${session.user.companyId}`);
    expect(reply.statusCode, reply.body).toBe(404);
  });

  it('FlowTemplate/Save from tenant 3’s version: stale in tenant 1 (409), tenant 3’s template unchanged', async () => {
    const reply = await as1('POST', `${TEMPLATE}/Save`, {
      biddingMethod: '竞争性谈判',
      baseVersion: theirs.templateVersion,
      steps: [{ nodeName: 'taken over', router: '/sign-up' }],
    });
    expect(reply.statusCode, reply.body).toBe(409);
    const template = await ok(await owner.get(`${TEMPLATE}/Get?biddingMethod=${TEMPLATE_METHOD}`, 'admin'));
    expect(template).toMatchObject({ version: theirs.templateVersion });
    expect(template.steps[0].nodeName).toBe(theirs.templateMark);
  });

  it('left tenant 3’s user, role, company, module, library entries and notice as they were', async () => {
    await organisationArea.unchanged(owner, organisation);
    await libraryArea.unchanged(owner, libraries);
  });

  it('left tenant 3’s rows as they were', async () => {
    const project = await owner.detail(theirs.projectId);
    expect(project).toMatchObject({
      projectNum: theirs.projectNum,
      projectName: expect.not.stringMatching(/taken/),
    });
    const records = await ok(
      await owner.get(
        `/middleware/record/getPaged?Filter=${encodeURIComponent(`projectId=${theirs.projectId}`)}`,
      ),
    );
    // Newest first; the objection neither read nor answered by tenant 1: still unanswered, with no reply.
    expect(records.items).toEqual([
      expect.not.objectContaining({ objection_replyContent: expect.anything() }),
      expect.objectContaining({ id: theirs.recordId, signUp_state: '1' }),
    ]);
    expect(records.items[0]).toMatchObject({ id: theirs.objectionId, objection_status: '未处理' });
    const objections = await ok(
      await owner.get(`/api/services/app/Objection/GetList?projectId=${theirs.projectId}`),
    );
    expect(objections.items.map((item: { history: unknown[] }) => item.history.length)).toEqual([1]);
    const download = await owner.get(`/api/services/app/AbpAliOss/GetDownUrl?id=${theirs.objectId}`, 'admin');
    expect(download.statusCode).toBe(200);
    await evaluationArea.unchanged(owner, evaluation);
    const report = await ok(
      await owner.get(`/api/services/app/Compliance/GetWrittenReport?projectId=${theirs.projectId}`),
    );
    expect(report).toMatchObject({ filedOn: FILED_ON, authority: '某市发改委' });
    await bondArea.unchanged(owner, bonds);
  });
});
