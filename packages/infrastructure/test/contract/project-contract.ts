import {
  ConflictError,
  ExportProjects,
  FlowNodeRepository,
  GetProject,
  LAST_NODE,
  ListProjects,
  NotFoundError,
  type Project,
  ProjectState,
  SaveProject,
  ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer, uniqueProjectNum } from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);

/** ListProjects, GetProject and SaveProject (§7 Sproject, EProjectFlowNode) over ProjectRepository and FlowNodeRepository. */
export function describeProjectContract(name: string, make: MakeContainer): void {
  describe(`project contract: ${name}`, () => {
    let container: Container;
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
    });

    const create = (prefix: string, extra: Record<string, unknown> = {}) =>
      container.get(SaveProject).execute({
        projectName: `契约测试项目 ${prefix}`,
        projectNum: uniqueProjectNum(prefix),
        biddingMethod: '公开招标',
        ...extra,
      });

    it('pages projects: {items, totalCount}, MaxResultCount and SkipCount honoured, every item mode 3, newest first', async () => {
      const list = container.get(ListProjects);
      const first = await list.execute({ MaxResultCount: 2 });
      const second = await list.execute({ MaxResultCount: 2, SkipCount: 2 });
      expect(first.items).toHaveLength(2);
      expect(second.items).toHaveLength(2);
      expect(first.totalCount).toBeGreaterThan(4);
      expect(second.totalCount).toBe(first.totalCount);
      const ids = [...first.items, ...second.items].map((p) => p.id);
      expect(new Set(ids).size).toBe(4);
      const all = [...first.items, ...second.items];
      expect(all.every((p) => p.mode === 3)).toBe(true);
      const times = all.map((p) => Date.parse(p.creationTime));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const beyond = await list.execute({ MaxResultCount: 5, SkipCount: first.totalCount });
      expect(beyond).toEqual({ totalCount: first.totalCount, items: [] });
    });

    it('a Filter on a field narrows the list; an unknown field is ValidationError naming Filter', async () => {
      const list = container.get(ListProjects);
      const all = await list.execute({ MaxResultCount: 1 });
      const terminated = await list.execute({
        MaxResultCount: 100,
        Filter: `state=${ProjectState.TerminatedOrRetender}`,
      });
      expect(terminated.items.length).toBeGreaterThan(0);
      expect(terminated.totalCount).toBeLessThan(all.totalCount);
      expect(terminated.items.every((p) => p.state === ProjectState.TerminatedOrRetender)).toBe(true);
      const running = await list.execute({ MaxResultCount: 1, Filter: `state!=${ProjectState.Running}` });
      expect(running.totalCount).toBeGreaterThanOrEqual(terminated.totalCount);
      const bad = await failureOf(list.execute({ Filter: 'noSuchField=1' }));
      expect(bad).toBeInstanceOf(ValidationError);
      expect(fieldsOf(bad)).toEqual(['Filter']);
    });

    it('GetProject of an unknown id is NotFoundError', async () => {
      const missing = await failureOf(container.get(GetProject).execute(987_654_321));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'Project', id: 987_654_321 });
    });

    it('GetProject returns the project with its steps in flow order and exactly one last step', async () => {
      const [listed] = (await container.get(ListProjects).execute({ MaxResultCount: 1 })).items;
      const { project, nodes } = await container.get(GetProject).execute((listed as Project).id);
      expect(project.id).toBe(listed?.id);
      expect(Array.isArray(project.eHonors) && Array.isArray(project.sGroupList)).toBe(true);
      expect(nodes.length).toBeGreaterThan(2);
      expect(nodes.every((n) => n.flowInstanceId === project.flowInstanceId)).toBe(true);
      nodes.slice(0, -1).forEach((node, k) => {
        expect(node.nextNodeId).toBe(nodes[k + 1]?.id);
      });
      expect(nodes.filter((n) => n.nextNodeId === LAST_NODE)).toHaveLength(1);
      expect(nodes.at(-1)?.nextNodeId).toBe(LAST_NODE);
      expect(nodes.some((n) => n.id === project.currentNodeId)).toBe(true);
    });

    it("FlowNodeRepository gives a project's steps and sites by its id as by its flow instance; none for an unknown id", async () => {
      const [listed] = (await container.get(ListProjects).execute({ MaxResultCount: 1 })).items;
      const project = listed as Project;
      const flowNodes = container.get<FlowNodeRepository>(FlowNodeRepository);
      const byId = (nodes: readonly { id: number }[]) => nodes.map((n) => n.id).sort();
      expect(byId(await flowNodes.listByProject(project.id))).toEqual(
        byId(await flowNodes.listByInstance(project.flowInstanceId as string)),
      );
      expect(await flowNodes.sitesByProject(project.id)).toEqual(
        await flowNodes.sitesByInstance(project.flowInstanceId as string),
      );
      expect(await flowNodes.listByProject(987_654_321)).toEqual([]);
      expect(await flowNodes.sitesByProject(987_654_321)).toEqual([]);
    });

    it('SaveProject creates a running mode-3 project at the first step of a new flow; it is listed and gettable', async () => {
      const created = await create('SAVE', {
        purchaserUnit: '市公共资源交易中心',
        projectBudget: '1280000.00',
      });
      expect(created.id).toBeGreaterThan(0);
      expect(created).toMatchObject({
        mode: 3,
        state: ProjectState.Running,
        auditState: null,
        tenantId: 3,
        purchaserUnit: '市公共资源交易中心',
      });
      expect(created.flowInstanceId).toBeTruthy();
      const { project, nodes } = await container.get(GetProject).execute(created.id);
      expect(project.projectNum).toBe(created.projectNum);
      expect(project.currentNodeId).toBe(nodes[0]?.id);
      expect(project.projectFlowName).toBe(nodes[0]?.nodeName);
      const listed = await container
        .get(ListProjects)
        .execute({ Filter: `projectNum=${created.projectNum}` });
      expect(listed.totalCount).toBe(1);
      expect(listed.items.map((p) => p.id)).toEqual([created.id]);
      // Newest first: a project just created heads the unfiltered list.
      const [newest] = (await container.get(ListProjects).execute({ MaxResultCount: 1 })).items;
      expect(newest?.id).toBe(created.id);

      const renamed = await container
        .get(SaveProject)
        .execute({ ...created, projectName: `${created.projectName}（改）`, id: created.id });
      expect(renamed.id).toBe(created.id);
      expect((await container.get(GetProject).execute(created.id)).project.projectName).toBe(
        `${created.projectName}（改）`,
      );
    });

    it('SaveProject refuses bad fields with ValidationError naming them, and a used business number with ConflictError', async () => {
      const save = container.get(SaveProject);
      const bad = await failureOf(
        save.execute({
          projectName: '',
          projectNum: uniqueProjectNum('BAD'),
          biddingMethod: '公开招标',
          agencyEMail: 'not-an-address',
        }),
      );
      expect(bad).toBeInstanceOf(ValidationError);
      expect(fieldsOf(bad)).toEqual(expect.arrayContaining(['projectName', 'agencyEMail']));
      const method = await failureOf(
        save.execute({ projectName: '方式不明', projectNum: uniqueProjectNum('BAD'), biddingMethod: '抽签' }),
      );
      expect(fieldsOf(method)).toEqual(['biddingMethod']);

      const first = await create('DUP');
      const duplicate = await failureOf(
        save.execute({ projectName: '重号项目', projectNum: first.projectNum, biddingMethod: '公开招标' }),
      );
      expect(duplicate).toBeInstanceOf(ConflictError);
    });

    it('ExportProjects writes the rows a Filter selects as CSV in the list’s order, a formula neutralised', async () => {
      const word = uniqueProjectNum('EXPORT');
      await create('EXP', { projectNum: `${word}-a`, projectName: `=${word}` });
      await create('EXP', { projectNum: `${word}-b`, projectName: `${word} 乙` });
      const file = await container.get(ExportProjects).execute({
        Filter: `projectNum~${word}`,
        Sorting: 'projectNum asc',
        Format: 'csv',
      });
      expect(file.fileName).toBe('projects.csv');
      const lines = new TextDecoder().decode(file.bytes).trim().split('\r\n');
      expect(lines[0]?.startsWith('Project number,Project name,')).toBe(true);
      expect(lines.slice(1).map((line) => line.split(',').slice(0, 2))).toEqual([
        [`${word}-a`, `'=${word}`],
        [`${word}-b`, `${word} 乙`],
      ]);
    });
  });
}
