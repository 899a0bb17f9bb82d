import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Notice, Project } from '@tender/domain';
import { ACTORS, aFlow, aProject } from '@tender/domain/testing';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { AppRoutes } from '../../app/router';

/** Three days before the demo tender notice closes (2026-12-15 09:30 UTC), so its countdown shows. */
const THREE_DAYS_BEFORE = () => Date.parse('2026-12-12T06:00:00Z');

/**
 * Home, my projects and the project process list (§2 /home routes), over the in-memory container: the demo
 * projects stand at several steps, one blocked at sign-up, one awaiting closing.
 */
const meta = {
  title: 'Home/Home',
  component: AppRoutes,
  parameters: { seed: { signedInAs: 'manager', now: THREE_DAYS_BEFORE }, route: '/home/index' },
} satisfies Meta<typeof AppRoutes>;
export default meta;
type Story = StoryObj<typeof meta>;

export const Workbench: Story = {
  play: async ({ canvas }) => {
    const needsYou = await canvas.findByTestId('home-needs-you', {}, { timeout: 8000 });
    await expect(needsYou).toHaveTextContent('城南片区道路改造工程监理服务');
    // The project at sign-up says why it cannot move on (§5).
    await expect(needsYou).toHaveTextContent(/Fewer than 3 suppliers/);
    const due = await canvas.findByTestId('home-notices-due');
    await expect(due).toHaveTextContent(/3 d \d\d:\d\d:\d\d left/);
    await expect(await canvas.findByTestId('home-awaiting-closing')).toHaveTextContent(
      '市政府办公楼物业管理服务',
    );
    await expect(await canvas.findByTestId('home-greeting')).toHaveTextContent(/, manager$/);
  },
};

/** The viewer's role is in no step's flowRoles but the last (§6): little needs them. */
export const ForAViewer: Story = { parameters: { seed: { signedInAs: 'viewer', now: THREE_DAYS_BEFORE } } };

export const MyProjects: Story = {
  parameters: { route: '/home/project' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('my-projects-page', {}, { timeout: 8000 })).toBeVisible();
  },
};

export const ProjectProcessList: Story = {
  parameters: { route: '/home/project-overview/index' },
  play: async ({ canvas }) => {
    await expect(await canvas.findByTestId('flow-line-1001', {}, { timeout: 8000 })).toBeInTheDocument();
  },
};

/** Opened from a step count on home: the list is filtered to that step. */
export const ProjectProcessListAtAStep: Story = {
  parameters: { route: '/home/project-overview/index?step=报名' },
};

/**
 * A busy day (§4, §5, §6 over the demo template's step roles): fifteen running projects the manager may act
 * on — two blocked at sign-up, two with tender notices closing soon, one at the last step, which names no
 * roles — so "needs you" spans two pages. The clock stands on 2026-12-10.
 */
const BUSY_DAY_NOW = () => Date.parse('2026-12-10T02:00:00Z');
const BUSY_DAY_STEPS = [
  { nodeName: '招标文件编制', router: '/tender-document', flowRoles: ['Admin', 'ProjectManager', 'Agent'] },
  { nodeName: '报名', router: '/sign-up', flowRoles: ['Admin', 'ProjectManager', 'Agent'] },
  { nodeName: '合同签订', router: '/contract-signing', flowRoles: [] },
];
const BLOCKED_DATED = '城北污水管网改造工程（报名截止 12 月 20 日）';
const BLOCKED = '市图书馆智能化改造项目（报名不足）';
const SOONEST = '区人民医院 CT 设备采购（公告 12 月 12 日截止）';
const LATER = '高新区路灯节能改造（公告 12 月 15 日截止）';
const LAST_STEP = '市民中心保洁服务（合同签订）';

function busyDay(): { projects: Project[]; nodes: ReturnType<typeof aFlow>; notices: Notice[] } {
  const specs: Array<{ name: string; step: number; patch?: Partial<Project> }> = [
    { name: BLOCKED_DATED, step: 1 },
    {
      name: BLOCKED,
      step: 1,
      patch: { projectManager: ACTORS.agent.userId, creatorUserId: ACTORS.agent.userId },
    },
    // The Admin created this one and manages nothing else: theirs alone among the fifteen.
    { name: SOONEST, step: 0, patch: { projectManager: null, creatorUserId: ACTORS.admin.userId } },
    { name: LATER, step: 0 },
    { name: LAST_STEP, step: 2 },
    ...Array.from({ length: 10 }, (_, k) => ({
      name: `日常维护项目 ${k + 1}`,
      step: 0,
      patch: k % 2 === 0 ? { projectManager: ACTORS.agent.userId, creatorUserId: ACTORS.agent.userId } : {},
    })),
  ];
  const nodes: ReturnType<typeof aFlow> = [];
  const projects = specs.map((spec, i) => {
    const id = 2001 + i;
    const flow = aFlow(`busy-${id}`, BUSY_DAY_STEPS, 10 * id);
    nodes.push(...flow);
    const step = flow[spec.step];
    return aProject({
      id,
      projectName: spec.name,
      flowInstanceId: `busy-${id}`,
      currentNodeId: step?.id ?? null,
      projectFlowName: step?.nodeName ?? null,
      creationTime: new Date(Date.UTC(2026, 10, 30) - i * 86_400_000).toISOString(),
      ...spec.patch,
    });
  });
  const tenderNotice = (id: number, projectId: number, endTime: string): Notice => ({
    id,
    projectId,
    title: `招标公告 ${projectId}`,
    noticeType: '0',
    endTime,
    creationTime: '2026-12-01T02:00:00Z',
    publishTime: '2026-12-01T02:00:00Z',
  });
  const notices = [
    tenderNotice(1, 2001, '2026-12-20T04:00:00Z'),
    tenderNotice(2, 2003, '2026-12-12T04:00:00Z'),
    tenderNotice(3, 2004, '2026-12-15T04:00:00Z'),
    // Closed already: it makes nothing urgent.
    tenderNotice(4, 2005, '2026-12-01T04:00:00Z'),
  ];
  return { projects, nodes, notices };
}

const items = async (canvasElement: HTMLElement) => {
  const needsYou = await within(canvasElement).findByTestId('home-needs-you', {}, { timeout: 8000 });
  return within(needsYou).findAllByTestId('needs-you-item');
};
const names = (rows: HTMLElement[]) => rows.map((row) => within(row).getByRole('link').textContent);

/** In Chinese: all fifteen are reachable, ten a page, blocked first, then the nearest deadline, with its date. */
export const ABusyDay: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { seed: { signedInAs: 'manager', now: BUSY_DAY_NOW, ...busyDay() } },
  play: async ({ canvasElement, canvas }) => {
    const firstPage = await items(canvasElement);
    const needsYou = canvas.getByTestId('home-needs-you');
    await expect(needsYou).toHaveTextContent('待我处理（15）');
    await expect(firstPage).toHaveLength(10);
    await expect(names(firstPage).slice(0, 4)).toEqual([BLOCKED_DATED, BLOCKED, SOONEST, LATER]);
    await expect(firstPage[0]).toHaveTextContent(/招标公告截止 2026-12-20/);
    await expect(firstPage[1]).toHaveTextContent('不足3家');
    await expect(firstPage[2]).toHaveTextContent(/招标公告截止 2026-12-12/);
    await expect(firstPage[3]).toHaveTextContent(/招标公告截止 2026-12-15/);
    await expect(within(needsYou).getAllByTestId('needs-you-deadline')).toHaveLength(3);
    // The manager's own carry 我的; the agent's do not.
    await expect(firstPage[0]).toHaveTextContent('我的');
    await expect(firstPage[1]).not.toHaveTextContent('我的');
    await expect(needsYou).toHaveTextContent('第 1–10 项，共 15 项');

    await userEvent.click(within(needsYou).getByTitle('2'));
    await waitFor(async () => expect(await items(canvasElement)).toHaveLength(5));
    await expect(needsYou).toHaveTextContent('第 11–15 项，共 15 项');
  },
};

/** An Admin, who may act everywhere, finds 我的 only on the project they created. */
export const ABusyDayForAnAdmin: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { seed: { signedInAs: 'admin', now: BUSY_DAY_NOW, ...busyDay() } },
  play: async ({ canvasElement, canvas }) => {
    const firstPage = await items(canvasElement);
    await expect(canvas.getByTestId('home-needs-you')).toHaveTextContent('待我处理（15）');
    const mine = firstPage.filter((row) => within(row).queryByText('我的'));
    await expect(names(mine)).toEqual([SOONEST]);
  },
};

/** A viewer may only read (§6): not even the last step, which names no roles, is their to-do. */
export const ABusyDayForAViewer: Story = {
  globals: { locale: 'zh-CN' },
  parameters: { seed: { signedInAs: 'viewer', now: BUSY_DAY_NOW, ...busyDay() } },
  play: async ({ canvas }) => {
    const needsYou = await canvas.findByTestId('home-needs-you', {}, { timeout: 8000 });
    await expect(needsYou).toHaveTextContent('待我处理（0）');
    await expect(needsYou).toHaveTextContent('目前没有等待您处理的项目环节。');
  },
};
