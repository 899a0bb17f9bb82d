import { BIDDING_METHODS, type BiddingMethod, ProjectFlowName, ProjectState } from '@tender/domain';
import type { TemplateStep } from './demo-flow-templates';
import type { Random } from './random';

export interface DemoTemplate {
  readonly id: number;
  readonly steps: readonly TemplateStep[];
}

/** Ids drawn in advance from the sequences, so that rows can point at each other. */
export interface IdSource {
  project(): number;
  node(): number;
  group(): number;
}

export const DEMO_SUBJECTS = [
  '智慧校园信息化建设',
  '市政道路维修工程',
  '医院医疗设备采购',
  '办公家具采购',
  '污水处理厂提标改造',
  '公共照明节能改造',
  '档案数字化服务',
  '物业管理服务',
  '消防设施维保服务',
  '城市绿化养护',
];
const BASE_TIME = Date.UTC(2026, 0, 5, 1, 0, 0);
export const HOUR = 3_600_000;

/** Where the i-th demo project stands: its method, state, flow and current step, before any row is built. */
export interface DemoProjectPlan {
  readonly index: number;
  readonly tenantId: number;
  readonly method: BiddingMethod;
  readonly template: DemoTemplate;
  readonly projectId: number;
  readonly projectNum: string;
  readonly tenderByLaw: boolean;
  readonly state: ProjectState;
  readonly flowInstanceId: string;
  /** The ids of its flow's steps, in order. */
  readonly nodeIds: readonly number[];
  /** The current step's index in the template. */
  readonly stepIndex: number;
  /** How many projects of its method came before it: running ones walk the steps in turn. */
  readonly seen: number;
  readonly awaitingClosing: boolean;
  readonly flowName: string;
  readonly subject: string;
  /** A time `hours` after the project was created. */
  at(hours: number): Date;
}

/** Which bidding method the i-th project uses: mostly open tendering, whose steps the checks exercise. */
function methodOf(i: number): BiddingMethod {
  const others = Object.keys(BIDDING_METHODS).filter((m) => m !== '公开招标') as BiddingMethod[];
  return i % 3 === 2 ? others[Math.floor(i / 3) % others.length]! : '公开招标';
}

function stateOf(i: number): ProjectState {
  if (i % 10 === 8) return ProjectState.TerminatedOrRetender;
  return i % 10 === 9 ? ProjectState.Cancelled : ProjectState.Running;
}

/** The step name a project shows: a special name once it has left the flow, else its current step's. */
function flowNameOf(
  plan: Pick<DemoProjectPlan, 'index' | 'state' | 'awaitingClosing' | 'template' | 'stepIndex'>,
) {
  if (plan.state === ProjectState.Cancelled) return ProjectFlowName.Cancelled;
  if (plan.state === ProjectState.TerminatedOrRetender) {
    return plan.index % 20 === 8 ? ProjectFlowName.Terminated : ProjectFlowName.Retender;
  }
  return plan.awaitingClosing
    ? ProjectFlowName.AwaitingClosing
    : plan.template.steps[plan.stepIndex]!.nodeName;
}

/**
 * Plans the i-th demo project of a tenant. `stepCounter` counts the projects planned per method so far.
 * Draws from `random` in a fixed order (the flow instance's id, then an early step for a project that
 * ended), so the demo data stays the same from run to run.
 */
export function planDemoProject(
  i: number,
  input: {
    tenantId: number;
    templates: Readonly<Record<BiddingMethod, DemoTemplate>>;
    ids: IdSource;
    random: Random;
  },
  stepCounter: Map<BiddingMethod, number>,
): DemoProjectPlan {
  const method = methodOf(i);
  const template = input.templates[method];
  const created = BASE_TIME + i * 26 * HOUR;
  const projectId = input.ids.project();
  const state = stateOf(i);
  const flowInstanceId = input.random.uuid();
  const nodeIds = template.steps.map(() => input.ids.node());
  const seen = stepCounter.get(method) ?? 0;
  stepCounter.set(method, seen + 1);
  const stepIndex = state === ProjectState.Running ? seen % template.steps.length : input.random.int(0, 2);
  const lastStep = stepIndex === template.steps.length - 1;
  const awaitingClosing = state === ProjectState.Running && lastStep && seen % 2 === 1;
  const plan = {
    index: i,
    tenantId: input.tenantId,
    method,
    template,
    projectId,
    projectNum: `ZB${input.tenantId}-2026-${String(i + 1).padStart(4, '0')}`,
    tenderByLaw: i % 2 === 0,
    state,
    flowInstanceId,
    nodeIds,
    stepIndex,
    seen,
    awaitingClosing,
    subject: DEMO_SUBJECTS[i % DEMO_SUBJECTS.length]!,
    at: (hours: number) => new Date(created + hours * HOUR),
  };
  return { ...plan, flowName: flowNameOf(plan) };
}
