import {
  ConflictError,
  FlowResultCode,
  NotFoundError,
  type Project,
  ProjectState,
  ValidationError,
} from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpFlowCirculation } from '../src/http/http-flow-circulation';
import { HttpFlowNodeRepository } from '../src/http/http-flow-node-repository';
import { HttpProjectRepository } from '../src/http/http-project-repository';
import { clientsFor, failureOf, signIn, startServer, type TestServer } from './real-server';

describe('HttpProjectRepository, HttpFlowNodeRepository, HttpFlowCirculation against the real server (§7 Sproject, EProjectFlowNode)', () => {
  let server: TestServer;
  let projects: HttpProjectRepository;
  let flowNodes: HttpFlowNodeRepository;
  let circulation: HttpFlowCirculation;
  let tenant1Projects: HttpProjectRepository;

  beforeAll(async () => {
    server = await startServer();
    const admin = clientsFor(server.url);
    await signIn(admin.clients, admin.tokens, 'admin', 3);
    projects = new HttpProjectRepository(admin.clients.api);
    flowNodes = new HttpFlowNodeRepository(admin.clients.api);
    circulation = new HttpFlowCirculation(admin.clients.api);
    const other = clientsFor(server.url);
    await signIn(other.clients, other.tokens, 'admin', 1);
    tenant1Projects = new HttpProjectRepository(other.clients.api);
  });
  afterAll(() => server?.close());

  const newProject = (suffix: string) => ({
    projectName: `Infrastructure test ${suffix}`,
    projectNum: `INFRA-${suffix}-${Date.now()}`,
    biddingMethod: '公开招标' as const,
  });

  it('pages the demo projects of the tenant, all mode 3, and filters them', async () => {
    const page = await projects.getPaged({ MaxResultCount: 5 });
    expect(page.items).toHaveLength(5);
    expect(page.totalCount).toBeGreaterThan(5);
    expect(page.items.every((p) => p.mode === 3 && p.tenantId === 3)).toBe(true);
    const terminated = await projects.getPaged({
      MaxResultCount: 100,
      Filter: `state=${ProjectState.TerminatedOrRetender}`,
    });
    expect(terminated.items.length).toBeGreaterThan(0);
    expect(terminated.items.every((p) => p.state === ProjectState.TerminatedOrRetender)).toBe(true);
  });

  it('a bad Filter is ValidationError naming Filter', async () => {
    const error = await failureOf(projects.getPaged({ Filter: 'projectName~"unterminated' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['Filter']);
  });

  it('reads a project’s detail; an unknown id or another tenant’s is NotFoundError', async () => {
    const [first] = (await projects.getPaged({ MaxResultCount: 1 })).items;
    const detail = await projects.getDetail((first as Project).id);
    expect(detail.id).toBe(first?.id);
    expect(
      Array.isArray(detail.eHonors) && Array.isArray(detail.sGroupList) && Array.isArray(detail.eNotices),
    ).toBe(true);
    const missing = await failureOf(projects.getDetail(987_654));
    expect(missing).toBeInstanceOf(NotFoundError);
    expect(missing).toMatchObject({ entity: 'Project', id: 987_654 });
    expect(await failureOf(tenant1Projects.getDetail(detail.id))).toBeInstanceOf(NotFoundError);
  });

  it('creates a project with mode 3 and a flow from its bidding method, updates and deletes it', async () => {
    const created = await projects.save(newProject('crud'));
    expect(created.id).toBeGreaterThan(0);
    expect(created.mode).toBe(3);
    expect(created.flowInstanceId).toBeTruthy();
    const nodes = await flowNodes.listByInstance(created.flowInstanceId as string);
    expect(nodes.length).toBeGreaterThan(3);
    expect(nodes.filter((n) => n.nextNodeId === 0)).toHaveLength(1);
    const sites = await flowNodes.sitesByInstance(created.flowInstanceId as string);
    expect(sites.every((s) => nodes.some((n) => n.id === s.nodeId))).toBe(true);

    const renamed = await projects.save({
      ...newProject('crud'),
      id: created.id,
      projectName: 'Renamed by the test',
    });
    expect(renamed.projectName).toBe('Renamed by the test');
    await projects.delete(created.id);
    expect(await failureOf(projects.getDetail(created.id))).toBeInstanceOf(NotFoundError);
    expect(await failureOf(projects.delete(created.id))).toBeInstanceOf(NotFoundError);
  });

  it('a validation failure on save names the field', async () => {
    const error = await failureOf(projects.save({ ...newProject('bad'), agencyEMail: 'not-an-address' }));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toContain('agencyEMail');
  });

  it('advances a project whose checks pass (code "1"), refuses a stale step with ConflictError, and answers a blocked step with code "3" and its messages (§4, §5)', async () => {
    const project = await projects.save(newProject('flow'));
    const nodes = await flowNodes.listByInstance(project.flowInstanceId as string);
    const [first, second, signUp] = [...nodes].sort((a, b) => a.sort - b.sort);

    const moved = await circulation.circulate({
      projectId: project.id,
      flowAction: 'next',
      expectedNodeId: first?.id,
    });
    expect(moved.code).toBe(FlowResultCode.Success);
    expect(moved.currentNodeId).toBe(second?.id);

    const stale = await failureOf(
      circulation.circulate({ projectId: project.id, flowAction: 'next', expectedNodeId: first?.id }),
    );
    expect(stale).toBeInstanceOf(ConflictError);

    await circulation.circulate({ projectId: project.id, flowAction: 'next', expectedNodeId: second?.id });
    expect(signUp?.router).toBe('/sign-up');
    const blocked = await circulation.circulate({
      projectId: project.id,
      flowAction: 'next',
      expectedNodeId: signUp?.id,
    });
    expect(blocked.code).toBe(FlowResultCode.Refused);
    expect(blocked.msg).not.toBe('');
    expect((await projects.getDetail(project.id)).currentNodeId).toBe(signUp?.id);
  });

  it('circulating an unknown project is NotFoundError', async () => {
    const error = await failureOf(circulation.circulate({ projectId: 987_654, flowAction: 'next' }));
    expect(error).toBeInstanceOf(NotFoundError);
  });
});
