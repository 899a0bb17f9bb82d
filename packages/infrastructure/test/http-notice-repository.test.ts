import { flowRecordSchema, NotFoundError, noticeSchema, pagedSchema } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HttpClients } from '../src/http/http-clients';
import { HttpFlowRecordRepository } from '../src/http/http-flow-record-repository';
import { HttpNoticeRepository } from '../src/http/http-notice-repository';
import { clientsFor, failureOf, signIn, startServer, type TestServer } from './real-server';

describe('HttpNoticeRepository and the Sproject side of flow records against the real server (§7)', () => {
  let server: TestServer;
  let clients: HttpClients;
  let notices: HttpNoticeRepository;
  let tenant1Notices: HttpNoticeRepository;

  beforeAll(async () => {
    server = await startServer();
    const agent = clientsFor(server.url);
    await signIn(agent.clients, agent.tokens, 'admin', 3);
    clients = agent.clients;
    notices = new HttpNoticeRepository(clients.api);
    const other = clientsFor(server.url);
    await signIn(other.clients, other.tokens, 'admin', 1);
    tenant1Notices = new HttpNoticeRepository(other.clients.api);
  });
  afterAll(() => server?.close());

  /** A notice of tenant 3's demo data, read through the raw client. */
  async function someNotice() {
    const page = await clients.api.get('/api/services/app/OfflineNotice/GetPaged', {
      params: { MaxResultCount: 1 },
      schema: pagedSchema(noticeSchema),
    });
    return page.items[0]!;
  }

  it('lists a project’s notices newest first and reads one by id', async () => {
    const notice = await someNotice();
    const list = await notices.listByProject(notice.projectId);
    expect(list.length).toBeGreaterThan(0);
    expect(list.every((n) => n.projectId === notice.projectId)).toBe(true);
    const times = list.map((n) => n.creationTime);
    expect(times).toEqual([...times].sort().reverse());
    expect(await notices.getById(notice.id)).toEqual(notice);
  });

  it('another tenant’s notice is NotFoundError, its project’s list empty', async () => {
    const notice = await someNotice();
    expect(await failureOf(tenant1Notices.getById(notice.id))).toBeInstanceOf(NotFoundError);
    expect(await tenant1Notices.listByProject(notice.projectId)).toEqual([]);
    expect(await failureOf(notices.getById(999_999_999))).toBeInstanceOf(NotFoundError);
  });

  it('flow records: Sproject/GetFlowRecordListByProjectId lists, newest first, what HttpFlowRecordRepository lists', async () => {
    const project = await clients.api.post<{ id: number; flowInstanceId: string }>(
      '/api/services/app/Sproject/CreateOrUpdate',
      { projectName: '流转记录', projectNum: `FR-${Date.now()}`, biddingMethod: '公开招标' },
    );
    const nodes = await clients.api.get<{ items: { id: number; nodeName: string }[] }>(
      '/api/services/app/EProjectFlowNode/GetPaged',
      {
        params: { Filter: `flowInstanceId=${project.flowInstanceId}`, Sorting: 'sort', MaxResultCount: 100 },
      },
    );
    for (const target of [nodes.items[2]!, nodes.items[1]!]) {
      await clients.api.post('/api/services/app/Sproject/CirculationProjectFlowById', {
        projectId: project.id,
        flowAction: 'jump',
        jumpNodeId: target.id,
      });
    }
    const viaSproject = await clients.api.get('/api/services/app/Sproject/GetFlowRecordListByProjectId', {
      params: { projectId: project.id },
      schema: flowRecordSchema.array(),
    });
    expect(viaSproject.map((r) => r.toNodeName)).toEqual([
      nodes.items[1]!.nodeName,
      nodes.items[2]!.nodeName,
    ]);
    const viaAdapter = await new HttpFlowRecordRepository(clients.middleware).listByProject(project.id);
    const essentials = (r: { id?: number; nodeType: string; toNodeName?: string | null }) => [
      r.id,
      r.nodeType,
      r.toNodeName,
    ];
    expect(viaAdapter.map(essentials)).toEqual([...viaSproject].reverse().map(essentials));
    const other = clientsFor(server.url);
    await signIn(other.clients, other.tokens, 'admin', 1);
    const hidden = other.clients.api.get('/api/services/app/Sproject/GetFlowRecordListByProjectId', {
      params: { projectId: project.id },
    });
    expect(await failureOf(hidden)).toBeInstanceOf(NotFoundError);
  });
});
