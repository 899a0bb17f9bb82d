import { describe, expect, it } from 'vitest';
import { NotFoundError, ValidationError } from '../shared/errors';
import { aFlow, aProject } from '../testing/builders';
import { InMemoryFlowNodeRepository, InMemoryProjectRepository } from '../testing/in-memory-projects';
import { DeleteProject } from './delete-project';
import { ExportProjects } from './export-projects';
import { GetProject } from './get-project';
import { ListProjects, withProjectMode } from './list-projects';
import { inputOf, SaveProject } from './save-project';

describe('ListProjects (§7: Filter always has mode=3)', () => {
  it.each([
    [undefined, 'mode=3'],
    ['', 'mode=3'],
    ['projectName~road', 'projectName~road,mode=3'],
    ['mode=5,state=3', 'state=3,mode=3'],
  ])('turns the filter %j into %j', (filter, expected) => {
    expect(withProjectMode(filter)).toBe(expected);
  });

  it('asks for the default page size of 10 with mode=3', async () => {
    const projects = new InMemoryProjectRepository(Array.from({ length: 12 }, () => aProject()));
    let asked: unknown;
    const spy = Object.assign(Object.create(projects), {
      getPaged: (q: unknown) => {
        asked = q;
        return projects.getPaged(q as never);
      },
    });
    const page = await new ListProjects(spy).execute({ Filter: 'state=3' });
    expect(asked).toEqual({ MaxResultCount: 10, Filter: 'state=3,mode=3' });
    expect(page.totalCount).toBe(12);
    expect(page.items).toHaveLength(10);
  });
});

describe('ExportProjects (§6 project.export)', () => {
  it('exports what the list shows, mode=3 appended, with the asked format and language', async () => {
    const projects = new InMemoryProjectRepository([aProject({ projectName: '道路工程' })]);
    let asked: unknown;
    const spy = Object.assign(Object.create(projects), {
      export: (q: unknown) => {
        asked = q;
        return projects.export(q as never);
      },
    });
    const file = await new ExportProjects(spy).execute({
      Filter: 'state=3',
      Format: 'csv',
      Language: 'zh-CN',
    });
    expect(asked).toEqual({ Filter: 'state=3,mode=3', Format: 'csv', Language: 'zh-CN' });
    const text = new TextDecoder('utf-8', { ignoreBOM: true }).decode(file.bytes);
    expect(text.startsWith('\uFEFF项目编号,项目名称')).toBe(true);
    expect(text).toContain('道路工程');
  });
});

describe('SaveProject (§3 fields)', () => {
  it('names every bad field and saves nothing', async () => {
    const projects = new InMemoryProjectRepository();
    const error = await new SaveProject(projects)
      .execute({
        projectName: '',
        projectNum: 'X',
        biddingMethod: 'auction',
        agencyEMail: 'not-mail',
        projectBudget: '1.234',
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields.map((f: { field: string }) => f.field).sort()).toEqual([
      'agencyEMail',
      'biddingMethod',
      'projectBudget',
      'projectName',
    ]);
    expect(projects.saved).toEqual([]);
  });

  it('saves a valid project with exact money and mode 3', async () => {
    const projects = new InMemoryProjectRepository();
    const saved = await new SaveProject(projects).execute({
      projectName: '道路改造工程',
      projectNum: 'ZB-1',
      biddingMethod: '公开招标',
      projectBudget: 1200000.5,
      sGroupList: [{ groupNumber: '1', groupName: '标段一', groupBudget: '600000', servicePercent: 0.5 }],
    });
    expect(saved).toMatchObject({ mode: 3, projectBudget: '1200000.50', isTenderByLaw: false });
    expect(saved.sGroupList[0]).toMatchObject({
      groupBudget: '600000.00',
      servicePercent: '0.5',
      isGroupBid: false,
    });
  });

  it('refuses a service fee given both as percent and fixed value', async () => {
    const error = await new SaveProject(new InMemoryProjectRepository())
      .execute({
        projectName: 'P',
        projectNum: 'N',
        biddingMethod: '公开招标',
        sGroupList: [{ groupNumber: '1', groupName: 'g', servicePercent: '1', serviceValue: '100' }],
      })
      .catch((e) => e);
    expect(error.fields).toEqual([
      { field: 'sGroupList.0.serviceValue', message: expect.stringMatching(/not both/) },
    ]);
  });

  it('gives back the editable fields of a stored project', () => {
    const project = aProject({ id: 7, projectName: 'Bridge', state: 5, auditState: '13' });
    const input = inputOf(project);
    expect(input).toMatchObject({ id: 7, projectName: 'Bridge', mode: 3 });
    expect(input).not.toHaveProperty('state');
    expect(input).not.toHaveProperty('eNotices');
  });
});

describe('GetProject and DeleteProject', () => {
  it('returns the project with its steps in flow order', async () => {
    const flow = aFlow('flow-9');
    const projects = new InMemoryProjectRepository([aProject({ id: 9, flowInstanceId: 'flow-9' })]);
    const shuffled = [flow[3]!, flow[0]!, flow[7]!, ...flow.slice(4, 7), flow[1]!, flow[2]!];
    const { project, nodes } = await new GetProject(
      projects,
      new InMemoryFlowNodeRepository(
        shuffled,
        [],
        (id) => projects.projects.find((p) => p.id === id)?.flowInstanceId,
      ),
    ).execute(9);
    expect(project.id).toBe(9);
    expect(nodes.map((n) => n.id)).toEqual(flow.map((n) => n.id));
  });

  it('has no steps for a project without a flow', async () => {
    const projects = new InMemoryProjectRepository([aProject({ id: 10, flowInstanceId: null })]);
    expect((await new GetProject(projects, new InMemoryFlowNodeRepository()).execute(10)).nodes).toEqual([]);
  });

  it('deletes, and then the project is not found', async () => {
    const projects = new InMemoryProjectRepository([aProject({ id: 11 })]);
    await new DeleteProject(projects).execute(11);
    await expect(projects.getDetail(11)).rejects.toBeInstanceOf(NotFoundError);
  });
});
