import { aCreditCode } from '@tender/domain/testing';
import { type FixtureWorld, fixtureHelpers } from '../audit/fixture-helpers';
import { SPROJECT } from '../project-api';

const APP = '/api/services/app';
const LIBRARIES = ['Bidder', 'Agency', 'Purchaser'] as const;

/** What the reads ask about: one of each entity, made once by tenant 3's admin. */
interface Scene {
  readonly projectId: number;
  readonly flowInstanceId: string;
  readonly processInstanceId: string;
  readonly workflowTenantId: string;
  readonly fileId: number;
  readonly userId: number;
  readonly roleId: number;
  readonly companyId: number;
  readonly systemNoticeId: number;
  readonly expertId: number;
  readonly libraryEntryIds: Readonly<Record<(typeof LIBRARIES)[number], number>>;
}

/**
 * One valid request of every read route of the OpenAPI document, keyed `GET <path>`: what the
 * authorisation matrix sends as every demo role, expecting 2xx exactly where the role is granted.
 * The change stream (an open-ended reply) is proven apart, in project-change-stream.test.ts.
 */
export function readRequests(world: () => FixtureWorld): Record<string, () => Promise<string>> {
  const helpers = fixtureHelpers(world);
  const { result } = helpers;
  const admin = (url: string, payload: object) => world().api.post(url, payload, 'admin');
  let scene: Promise<Scene> | undefined;
  let codes = 0;

  async function makeScene(): Promise<Scene> {
    const project = await helpers.advancedProject();
    await helpers.signUpRecord(project.id);
    await helpers.noticeDraft(project.id);
    const { instance } = await helpers.openTaskOf(project.id);
    const workflowTenantId = helpers.unique('matrix-tenant');
    await result(await admin('/workflow/tenant/insert', { id: workflowTenantId, name: '矩阵租户' }));
    const libraryEntryIds = {} as Record<(typeof LIBRARIES)[number], number>;
    for (const library of LIBRARIES) {
      const entry = await result(
        await admin(`${APP}/${library}/Create`, {
          name: '矩阵单位',
          creditCode: aCreditCode(800_000 + ++codes),
        }),
      );
      libraryEntryIds[library] = entry.id;
    }
    const expert = await result(
      await admin(`${APP}/Expert/Create`, { name: '矩阵专家', speciality: '矩阵专业', company: '矩阵单位' }),
    );
    return {
      projectId: project.id,
      flowInstanceId: project.flowInstanceId,
      processInstanceId: String(instance.id),
      workflowTenantId,
      fileId: await helpers.uploaded(),
      userId: (await helpers.newUser()).id,
      roleId: (await helpers.newRole()).id,
      companyId: (await result(await admin(`${APP}/AbpCompany/Create`, { name: '矩阵公司' }))).id,
      systemNoticeId: (await helpers.systemNotice('矩阵公告')).id,
      expertId: expert.id,
      libraryEntryIds,
    };
  }
  /** Builds the scene on first use, so the reads' setup costs once per test file. */
  const sceneOnce = () => {
    scene ??= makeScene();
    return scene;
  };
  const at = (url: (scene: Scene) => string | Promise<string>) => async () => url(await sceneOnce());
  const plain = (url: string) => async () => url;
  const method = encodeURIComponent('公开招标');

  return {
    'GET /middleware/tools/getServerTime': plain('/middleware/tools/getServerTime'),
    'GET /api/oss/download/{id}': at(async (s) => {
      const signed = await result(
        await world().api.get(`${APP}/AbpAliOss/GetDownUrl?id=${s.fileId}`, 'admin'),
      );
      const url = new URL(signed.url, 'http://localhost');
      return `${url.pathname}${url.search}`;
    }),
    'GET /api/services/app/Session/GetCurrentLoginInformations': plain(
      `${APP}/Session/GetCurrentLoginInformations`,
    ),
    'GET /api/services/app/AbpCompany/GetById': at((s) => `${APP}/AbpCompany/GetById?id=${s.companyId}`),
    'GET /api/services/app/AppModule/GetPaged': plain(`${APP}/AppModule/GetPaged`),
    'GET /api/services/app/AppModule/GetAll': plain(`${APP}/AppModule/GetAll`),
    'GET /api/services/app/User/GetPaged': plain(`${APP}/User/GetPaged?Keyword=admin`),
    'GET /api/services/app/User/GetActiveStaff': plain(`${APP}/User/GetActiveStaff`),
    'GET /api/services/app/User/Get': at((s) => `${APP}/User/Get?id=${s.userId}`),
    'GET /api/services/app/Role/GetAll': plain(`${APP}/Role/GetAll`),
    'GET /api/services/app/Role/Get': at((s) => `${APP}/Role/Get?id=${s.roleId}`),
    'GET /api/services/app/AbpCompany/GetPaged': plain(`${APP}/AbpCompany/GetPaged`),
    ...Object.fromEntries(
      LIBRARIES.flatMap((library) => {
        const url = `${APP}/${library}`;
        return [
          [`GET ${url}/GetPaged`, plain(`${url}/GetPaged?Keyword=${encodeURIComponent('矩阵')}`)],
          [`GET ${url}/Export`, plain(`${url}/Export`)],
          [`GET ${url}/Get`, at((s) => `${url}/Get?id=${s.libraryEntryIds[library]}`)],
          [`GET ${url}/GetAnalysis`, plain(`${url}/GetAnalysis?Months=12`)],
          [`GET ${url}/GetHistory`, at((s) => `${url}/GetHistory?Id=${s.libraryEntryIds[library]}`)],
        ];
      }),
    ),
    'GET /api/services/app/SystemNotice/GetPaged': plain(`${APP}/SystemNotice/GetPaged`),
    'GET /api/services/app/SystemNotice/GetUnreadCount': plain(`${APP}/SystemNotice/GetUnreadCount`),
    'GET /api/services/app/SystemNotice/Get': at((s) => `${APP}/SystemNotice/Get?id=${s.systemNoticeId}`),
    'GET /api/services/app/OpeningRecord/Get': at((s) => `${APP}/OpeningRecord/Get?projectId=${s.projectId}`),
    'GET /api/services/app/Expert/GetPaged': plain(`${APP}/Expert/GetPaged`),
    'GET /api/services/app/Expert/Get': at((s) => `${APP}/Expert/Get?id=${s.expertId}`),
    'GET /api/services/app/Committee/Get': at((s) => `${APP}/Committee/Get?projectId=${s.projectId}`),
    'GET /api/services/app/Evaluation/Get': at((s) => `${APP}/Evaluation/Get?projectId=${s.projectId}`),
    'GET /api/services/app/Sproject/GetPaged': plain(`${SPROJECT}/GetPaged?MaxResultCount=5`),
    'GET /api/services/app/Sproject/Export': plain(`${SPROJECT}/Export`),
    'GET /api/services/app/Sproject/GetSprojectDetail': at(
      (s) => `${SPROJECT}/GetSprojectDetail?id=${s.projectId}`,
    ),
    'GET /api/services/app/Home/GetWorkbench': plain(`${APP}/Home/GetWorkbench`),
    'GET /api/services/app/Compliance/GetDeadlines': at(
      (s) => `${APP}/Compliance/GetDeadlines?projectId=${s.projectId}`,
    ),
    'GET /api/services/app/Compliance/GetWrittenReport': at(
      (s) => `${APP}/Compliance/GetWrittenReport?projectId=${s.projectId}`,
    ),
    'GET /api/services/app/Bond/GetLedger': at((s) => `${APP}/Bond/GetLedger?projectId=${s.projectId}`),
    'GET /api/services/app/AgencyFee/Get': at((s) => `${APP}/AgencyFee/Get?projectId=${s.projectId}`),
    'GET /api/services/app/Objection/GetList': at((s) => `${APP}/Objection/GetList?projectId=${s.projectId}`),
    'GET /api/services/app/Sproject/GetProjectNum': plain(`${SPROJECT}/GetProjectNum`),
    'GET /api/services/app/Sproject/GetCount': plain(`${SPROJECT}/GetCount`),
    'GET /api/services/app/Sproject/GetById': at((s) => `${SPROJECT}/GetById?id=${s.projectId}`),
    'GET /api/services/app/Sproject/GetByIdAll': at((s) => `${SPROJECT}/GetByIdAll?id=${s.projectId}`),
    'GET /api/services/app/Sproject/GetForEdit': at((s) => `${SPROJECT}/GetForEdit?id=${s.projectId}`),
    'GET /api/services/app/Sproject/GetFlowRecordListByProjectId': at(
      (s) => `${SPROJECT}/GetFlowRecordListByProjectId?projectId=${s.projectId}`,
    ),
    'GET /api/services/app/OfflineNotice/GetPaged': at(
      (s) => `${APP}/OfflineNotice/GetPaged?Filter=projectId=${s.projectId}`,
    ),
    'GET /api/services/app/AbpAliOss/GetSign': plain(
      `${APP}/AbpAliOss/GetSign?dir=projects/matrix&fileName=a.pdf`,
    ),
    'GET /api/services/app/AbpAliOss/GetDownUrl': at((s) => `${APP}/AbpAliOss/GetDownUrl?id=${s.fileId}`),
    ...Object.fromEntries(
      ['/analysis/month-bar', '/api/analysis/month-bar'].flatMap((bar) => [
        [`GET ${bar}`, plain(`${bar}?month=2026-03`)],
        [`GET ${bar}/items`, plain(`${bar}/items?month=2026-03`)],
      ]),
    ),
    'GET /api/services/app/EProjectFlowNode/GetPaged': at(
      (s) => `${APP}/EProjectFlowNode/GetPaged?Filter=flowInstanceId=${s.flowInstanceId}`,
    ),
    'GET /api/services/app/EProjectFlowNode/GetSiteListByInstanceId': at(
      (s) => `${APP}/EProjectFlowNode/GetSiteListByInstanceId?InstanceId=${s.flowInstanceId}`,
    ),
    'GET /api/services/app/AuditLog/GetPaged': at((s) => `${APP}/AuditLog/GetPaged?projectId=${s.projectId}`),
    'GET /api/services/app/AuditLog/Export': at((s) => `${APP}/AuditLog/Export?projectId=${s.projectId}`),
    'GET /api/services/app/FlowTemplate/GetAll': plain(`${APP}/FlowTemplate/GetAll`),
    'GET /api/services/app/FlowTemplate/Get': plain(`${APP}/FlowTemplate/Get?biddingMethod=${method}`),
    'GET /api/services/app/FlowTemplate/GetVersions': plain(
      `${APP}/FlowTemplate/GetVersions?biddingMethod=${method}`,
    ),
    'GET /api/services/app/FlowTemplate/GetStepLine': plain(
      `${APP}/FlowTemplate/GetStepLine?biddingMethod=${method}`,
    ),
    'GET /workflow/process/getInstanceByBusinessKeyLike': at(
      (s) => `/workflow/process/getInstanceByBusinessKeyLike?businessKey=${s.projectId}`,
    ),
    'GET /workflow/task/taskCandidateUser/businessKey': at(
      (s) => `/workflow/task/taskCandidateUser/businessKey?businessKey=${s.projectId}`,
    ),
    'GET /workflow/task/getTasksByProcessInstanceId': at(
      (s) => `/workflow/task/getTasksByProcessInstanceId?processInstanceId=${s.processInstanceId}`,
    ),
    'GET /workflow/user/get': plain('/workflow/user/get?userName=admin'),
    'GET /workflow/tenant/user/getList': at(
      (s) => `/workflow/tenant/user/getList?tenantId=${s.workflowTenantId}`,
    ),
    'GET /workflow/tenant/getList': plain('/workflow/tenant/getList'),
    'GET /workflow/history/getVariableHistory': at(
      (s) => `/workflow/history/getVariableHistory?processInstanceId=${s.processInstanceId}`,
    ),
    'GET /workflow/history/getProcessProgress': at(
      (s) => `/workflow/history/getProcessProgress?processInstanceId=${s.processInstanceId}`,
    ),
    'GET /middleware/record/getPaged': at(
      (s) => `/middleware/record/getPaged?Filter=projectId=${s.projectId}`,
    ),
    'GET /middleware/fusion_time_node/GetPaged': at(
      (s) => `/middleware/fusion_time_node/GetPaged?Filter=projectId=${s.projectId}`,
    ),
    'GET /middleware/fusion_project_summary/reflash': at(
      (s) => `/middleware/fusion_project_summary/reflash?pid=${s.projectId}`,
    ),
    'GET /middleware/fusion_project_summary/find': at(
      (s) => `/middleware/fusion_project_summary/find?pid=${s.projectId}`,
    ),
  };
}
