import { businessDateOf, draftOf } from '@tender/domain';
import { SPROJECT } from '../project-api';
import { type FixtureWorld, fixtureHelpers, NOTICE } from './fixture-helpers';
import type { WriteFixture } from './write-fixture';

/** An objection to the tender documents received by letter, as Objection/Register takes it. */
const objectionOf = (projectId: number) => ({
  projectId,
  objection_receivedAt: '2026-01-05T09:00:00+08:00',
  objection_subject: 'tenderDocuments',
  objection_channel: 'letter',
  supplierName: '甲公司',
  content: '评分标准有倾向性',
});
const objectionIdOf = (r: Record<string, unknown>) => String((r.objection as { id: number }).id);
const objectionProjectOf = (r: Record<string, unknown>) => (r.objection as { projectId: number }).projectId;

/** The audit walk's fixtures of projects: the project, its flow and workflow engine, records, notices, files, templates. */
export function projectFixtures(world: () => FixtureWorld): Record<string, WriteFixture> {
  /** A new project whose winner is announced: its result announcement published now. */
  async function awardedProject(): Promise<number> {
    const { id } = await newProject();
    const draft = await result(
      await world().api.post(
        `${NOTICE}/CreateOrUpdate`,
        { projectId: id, title: '中标结果公告', noticeType: '5', content: '<p>结果</p>' },
        'admin',
      ),
    );
    await result(await world().api.post(`${NOTICE}/Publish`, { id: draft.id }, 'admin'));
    return id;
  }
  const {
    result,
    newProject,
    idOf,
    projectOf,
    uploadSign,
    uploaded,
    advancedProject,
    signUpRecord,
    noticeDraft,
    openTaskOf,
    awaitingClosing,
    unique,
  } = fixtureHelpers(world);
  return {
    'POST /api/services/app/Sproject/CreateOrUpdate': {
      request: async () => ({
        url: `${SPROJECT}/CreateOrUpdate`,
        payload: { projectName: '审计项目', projectNum: unique('AUD'), biddingMethod: '公开招标' },
      }),
      row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
    },
    'DELETE /api/services/app/Sproject/Delete': {
      request: async () => ({ method: 'DELETE', url: `${SPROJECT}/Delete?id=${(await newProject()).id}` }),
      row: { userName: 'admin', entity: 'project', entityId: /^\d+$/ },
    },
    'POST /api/services/app/Sproject/CirculationProjectFlowById': {
      request: async () => ({
        url: `${SPROJECT}/CirculationProjectFlowById`,
        payload: { projectId: (await newProject()).id, flowAction: 'next' },
      }),
      row: { userName: 'admin', entity: 'project', entityId: /^\d+$/ },
    },
    'POST /api/services/app/Sproject/SubmitClosingApplication': {
      request: async () => ({
        url: `${SPROJECT}/SubmitClosingApplication`,
        payload: {
          projectId: (await awaitingClosing()).id,
          documentFileIds: ['uploads/closing/需求文件.pdf'],
        },
      }),
      row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
    },
    'POST /api/services/app/Sproject/CreateOrUpdateInfo': {
      request: async () => {
        const project = await newProject();
        return {
          url: `${SPROJECT}/CreateOrUpdateInfo`,
          payload: {
            id: project.id,
            projectName: '改名',
            projectNum: project.projectNum,
            biddingMethod: '公开招标',
          },
        };
      },
      row: { userName: 'admin', entity: 'project', entityId: idOf, projectId: (r) => r.id as number },
    },
    // The filing of the written report (招标投标法 第四十七条): its row names the project, its id too.
    // It is filed once the winner is announced: the project's result announcement is published first.
    'POST /api/services/app/Compliance/RecordWrittenReport': {
      request: async () => ({
        url: '/api/services/app/Compliance/RecordWrittenReport',
        payload: {
          projectId: await awardedProject(),
          filedOn: businessDateOf(world().clock()),
          authority: '某市住房和城乡建设局',
        },
      }),
      row: {
        userName: 'admin',
        entity: 'writtenReport',
        entityId: (r) => String(r.projectId),
        projectId: projectOf,
      },
    },
    'POST /api/services/app/OfflineNotice/CreateOrUpdate': {
      request: async () => ({
        url: `${NOTICE}/CreateOrUpdate`,
        payload: {
          projectId: (await newProject()).id,
          title: '更正公告',
          noticeType: '1',
          content: '<p>x</p>',
        },
      }),
      row: { userName: 'admin', entity: 'notice', entityId: idOf, projectId: projectOf },
    },
    'POST /api/services/app/OfflineNotice/Publish': {
      request: async () => ({
        url: `${NOTICE}/Publish`,
        payload: { id: (await noticeDraft((await newProject()).id)).id },
      }),
      row: { userName: 'admin', entity: 'notice', entityId: idOf, projectId: projectOf },
    },
    'DELETE /api/services/app/OfflineNotice/Delete': {
      request: async () => ({
        method: 'DELETE',
        url: `${NOTICE}/Delete?id=${(await noticeDraft((await newProject()).id)).id}`,
      }),
      row: { userName: 'admin', entity: 'notice', entityId: /^\d+$/ },
    },
    'DELETE /api/services/app/AbpAliOss/Delete': {
      request: async () => ({
        method: 'DELETE',
        url: `/api/services/app/AbpAliOss/Delete?id=${await uploaded()}`,
      }),
      row: { userName: 'admin', entity: 'file', entityId: /^\d+$/ },
    },
    'POST /api/oss/upload': {
      request: async () => {
        const sign = await uploadSign();
        return {
          url: sign.host,
          user: null,
          payload: Buffer.from('%PDF-1.4 audit upload'),
          headers: {
            'content-type': 'application/pdf',
            'x-oss-key': encodeURIComponent(sign.key),
            'x-oss-policy': sign.policy,
            'x-oss-signature': sign.signature,
          },
          secrets: [sign.signature, sign.policy],
        };
      },
      row: { userName: 'admin', entity: 'file', entityId: idOf },
    },
    'POST /middleware/record/create': {
      request: async () => ({
        url: '/middleware/record/create',
        payload: {
          type: 'signUp',
          projectId: (await advancedProject()).id,
          supplierName: '乙公司',
          signUp_state: '1',
        },
      }),
      row: { userName: 'admin', entity: 'record', entityId: idOf, projectId: projectOf },
    },
    'POST /middleware/record/update': {
      request: async () => {
        const project = await advancedProject();
        const record = await signUpRecord(project.id);
        return {
          url: '/middleware/record/update',
          payload: {
            id: record.id,
            type: 'signUp',
            projectId: project.id,
            supplierName: '甲公司',
            signUp_state: '0',
          },
        };
      },
      row: { userName: 'admin', entity: 'record', entityId: idOf, projectId: projectOf },
    },
    'DELETE /middleware/record/delete': {
      request: async () => {
        const record = await signUpRecord((await advancedProject()).id);
        return { method: 'DELETE', url: `/middleware/record/delete?type=signUp&id=${record.id}` };
      },
      row: { userName: 'admin', entity: 'record', entityId: /^\d+$/ },
    },
    'POST /api/services/app/Objection/Register': {
      request: async () => ({
        url: '/api/services/app/Objection/Register',
        payload: objectionOf((await newProject()).id),
      }),
      row: { userName: 'admin', entity: 'objection', entityId: objectionIdOf, projectId: objectionProjectOf },
    },
    'POST /api/services/app/Objection/Reply': {
      request: async () => {
        const registered = await result(
          await world().api.post(
            '/api/services/app/Objection/Register',
            objectionOf((await newProject()).id),
            'admin',
          ),
        );
        return {
          url: '/api/services/app/Objection/Reply',
          payload: { id: registered.objection.id, objection_replyContent: '经核查，招标文件无误。' },
        };
      },
      row: { userName: 'admin', entity: 'objection', entityId: objectionIdOf, projectId: objectionProjectOf },
    },
    'POST /middleware/fusion_time_node/CreateOrUpdate': {
      request: async () => ({
        url: '/middleware/fusion_time_node/CreateOrUpdate',
        payload: { projectId: (await newProject()).id, nodeType: 'changeMethod', biddingMethod: '邀请招标' },
      }),
      row: { userName: 'admin', entity: 'flowRecord', entityId: idOf, projectId: projectOf },
    },
    'POST /workflow/process/start': {
      request: async () => {
        const project = await newProject();
        // A project from before the engine: no process yet.
        await world()
          .database.db.deleteFrom('wfProcessInstances')
          .where('businessKey', '=', String(project.id))
          .execute();
        return {
          url: '/workflow/process/start',
          payload: { key: '公开招标', businessKey: String(project.id) },
        };
      },
      row: {
        userName: 'admin',
        entity: 'workflowProcess',
        entityId: idOf,
        projectId: (r) => Number(r.businessKey),
      },
    },
    'POST /workflow/process/circulate': {
      request: async () => {
        const { task } = await openTaskOf((await newProject()).id);
        return { url: '/workflow/process/circulate', payload: { taskId: task.id } };
      },
      row: { userName: 'admin', entity: 'workflowProcess', entityId: (r) => String(r.processInstanceId) },
    },
    'POST /workflow/task/claim': {
      request: async () => {
        await world().api.post('/workflow/user/insert', { userName: 'admin', displayName: 'admin' }, 'admin');
        await result(
          await world().api.post(
            '/workflow/user/group/bind',
            { userName: 'admin', groupId: 'Admin' },
            'admin',
          ),
        );
        const { task } = await openTaskOf((await newProject()).id);
        return { url: '/workflow/task/claim', payload: { taskId: task.id, userName: 'admin' } };
      },
      row: { userName: 'admin', entity: 'workflowTask', entityId: idOf },
    },
    'POST /workflow/user/insert': {
      request: async () => ({
        url: '/workflow/user/insert',
        payload: { userName: unique('wf-user'), displayName: 'x' },
      }),
      row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
    },
    'POST /workflow/tenant/insert': {
      request: async () => ({
        url: '/workflow/tenant/insert',
        payload: { id: unique('wf-tenant'), name: 'x' },
      }),
      row: { userName: 'admin', entity: 'workflowTenant', entityId: idOf },
    },
    'POST /workflow/user/tenant/bind': {
      request: async () => {
        const userName = unique('wf-bind');
        const tenantId = unique('wf-bind-tenant');
        await result(
          await world().api.post('/workflow/user/insert', { userName, displayName: 'x' }, 'admin'),
        );
        await result(await world().api.post('/workflow/tenant/insert', { id: tenantId, name: 'x' }, 'admin'));
        return { url: '/workflow/user/tenant/bind', payload: { userName, tenantId } };
      },
      row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
    },
    'POST /workflow/user/group/bind': {
      request: async () => {
        const userName = unique('wf-group');
        await result(
          await world().api.post('/workflow/user/insert', { userName, displayName: 'x' }, 'admin'),
        );
        return { url: '/workflow/user/group/bind', payload: { userName, groupId: 'Agent' } };
      },
      row: { userName: 'admin', entity: 'workflowUser', entityId: (r) => String(r.userName) },
    },
    'POST /api/services/app/FlowTemplate/Save': {
      request: async () => {
        const url = `/api/services/app/FlowTemplate/Get?biddingMethod=${encodeURIComponent('询价采购')}`;
        const template = await result(await world().api.get(url, 'admin'));
        return { url: '/api/services/app/FlowTemplate/Save', payload: draftOf(template) };
      },
      row: { userName: 'admin', entity: 'flowTemplate', entityId: (r) => String(r.biddingMethod) },
    },
  };
}
