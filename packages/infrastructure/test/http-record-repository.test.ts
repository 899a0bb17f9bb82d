import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  actorOf,
  ChangeTenderingMethod,
  CheckCirculation,
  FlowRecordRepository,
  furthestReachedNode,
  GetProject,
  LogIn,
  NotFoundError,
  NotPermittedError,
  type RecordOf,
  RecordRepository,
  SaveProject,
  ValidationError,
} from '@tender/domain';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeModule } from '../src/containers/node-module';
import { HttpFlowRecordRepository } from '../src/http/http-flow-record-repository';
import { HttpProjectRepository } from '../src/http/http-project-repository';
import { HttpRecordRepository } from '../src/http/http-record-repository';
import { clientsFor, failureOf, signIn, startServer, type TestServer } from './real-server';

describe('HttpRecordRepository and HttpFlowRecordRepository against the real server (§7 middleware)', () => {
  let server: TestServer;
  let records: HttpRecordRepository;
  let flowRecords: HttpFlowRecordRepository;
  let projects: HttpProjectRepository;
  let tenant1Records: HttpRecordRepository;
  let configDir: string;

  beforeAll(async () => {
    server = await startServer();
    const agent = clientsFor(server.url);
    await signIn(agent.clients, agent.tokens, 'agent', 3);
    records = new HttpRecordRepository(agent.clients.middleware);
    flowRecords = new HttpFlowRecordRepository(agent.clients.middleware);
    projects = new HttpProjectRepository(agent.clients.api);
    const other = clientsFor(server.url);
    await signIn(other.clients, other.tokens, 'agent', 1);
    tenant1Records = new HttpRecordRepository(other.clients.middleware);
    configDir = join(mkdtempSync(join(tmpdir(), 'tender-records-')), 'tender');
  });
  afterAll(async () => {
    await server?.close();
    rmSync(join(configDir, '..'), { recursive: true, force: true });
  });

  let seq = 0;
  const newProject = () =>
    projects.save({
      projectName: `Records test ${++seq}`,
      projectNum: `REC-${Date.now()}-${seq}`,
      biddingMethod: '公开招标',
    });

  it('creates, lists, updates and deletes a record of each type’s schema', async () => {
    const project = await newProject();
    const created = await records.create('signUp', {
      projectId: project.id,
      supplierName: '甲公司',
      signUp_state: '1',
      signUp_tenderDoc: 'bids/a.pdf',
    });
    expect(created).toMatchObject({ projectId: project.id, supplierName: '甲公司', signUp_state: '1' });
    expect(created.id).toBeGreaterThan(0);
    expect(await records.listByProject('signUp', project.id)).toEqual([created]);
    expect(await records.listByProject('objection', project.id)).toEqual([]);

    const updated = await records.update('signUp', {
      ...created,
      id: created.id as number,
      signUp_state: '2',
      signUp_rejectReason: '未按要求提交资质证明',
    });
    expect(updated).toMatchObject({ signUp_state: '2', signUp_rejectReason: '未按要求提交资质证明' });
    await records.delete('signUp', created.id as number);
    expect(await records.listByProject('signUp', project.id)).toEqual([]);
    const again = await failureOf(records.delete('signUp', created.id as number));
    expect(again).toBeInstanceOf(NotFoundError);
  });

  it('a field the server refuses comes back as ValidationError naming it', async () => {
    const project = await newProject();
    const invalid = {
      projectId: project.id,
      supplierName: 'x',
      signUp_state: '9',
    } as unknown as RecordOf<'signUp'>;
    const error = await failureOf(records.create('signUp', invalid));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['signUp_state']);
  });

  it('another tenant’s project is NotFoundError; a read-only project is NotPermittedError', async () => {
    const project = await newProject();
    const objection = { projectId: project.id, objection_status: '未处理' } as const;
    const foreign = await failureOf(tenant1Records.create('objection', objection));
    expect(foreign).toBeInstanceOf(NotFoundError);
    expect(foreign).toMatchObject({ entity: 'Project', id: project.id });
    const [terminated] = (await projects.getPaged({ Filter: 'state=5', MaxResultCount: 1 })).items;
    const readOnly = await failureOf(
      records.create('objection', { ...objection, projectId: terminated?.id as number }),
    );
    expect(readOnly).toBeInstanceOf(NotPermittedError);
  });

  it('the Node container runs the circulation checks and the change of method over these adapters', async () => {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir }));
    const { session } = await container
      .get(LogIn)
      .execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    const saved = await container.get(SaveProject).execute({
      projectName: 'Change of method via HTTP',
      projectNum: `CM-${Date.now()}`,
      biddingMethod: '公开招标',
    });
    const projectId = saved.id;
    const { project, nodes } = await container.get(GetProject).execute(projectId);
    const current = furthestReachedNode(nodes, project);
    if (!current) throw new Error('the new project has no step');

    const recordRepository = container.get<RecordRepository>(RecordRepository);
    const objection = await recordRepository.create('objection', { projectId, objection_status: '未处理' });
    const blockers = await container.get(CheckCirculation).execute(project, current);
    expect(blockers.map((b) => b.code)).toContain('unhandled-objections');
    await recordRepository.update('objection', {
      ...objection,
      id: objection.id as number,
      objection_status: '已处理',
    });
    expect(
      (await container.get(CheckCirculation).execute(project, current)).map((b) => b.code),
    ).not.toContain('unhandled-objections');

    await container.get(ChangeTenderingMethod).execute({
      projectId,
      actor: actorOf(session),
      expectedNodeId: current.id,
      changeMethod: {
        nonTenderingMethod: '竞争性磋商',
        transactionWay: '网上竞价',
        transactionResult: '成交',
      },
    });
    const written = await container.get<FlowRecordRepository>(FlowRecordRepository).listByProject(projectId);
    // The server also records the status change itself (nodeType exception); the client's is changeMethod.
    const changeMethod = written.filter((r) => r.nodeType === 'changeMethod');
    expect(changeMethod).toHaveLength(1);
    expect(changeMethod[0]).toMatchObject({
      projectId,
      nodeType: 'changeMethod',
      tenantId: 2109,
      user: { id: session.user.id },
      biddingMethod: '竞争性磋商',
      transactionWay: '网上竞价',
      transactionResult: '成交',
    });
    expect(await flowRecords.listByProject(projectId)).toEqual(written);
  });
});
