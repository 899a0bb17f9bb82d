import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayModifyStep } from '../permissions/may-modify-step';
import { aStep as step } from '../testing/builders';
import { FLOW_TOOLTIPS } from './flow-labels';
import {
  furthestReachedIndex,
  furthestReachedNode,
  initialStep,
  isViewingFurthestStep,
  stepMenu,
} from './flow-navigation';
import { orderFlow } from './order-flow';

// 报名 → 资格审查 → 开标评标 → 结果公告, given out of order.
const flow = [
  step(3, 4, { nodeName: '开标评标', flowRoles: ['Evaluator'] }),
  step(1, 2, { nodeName: '报名' }),
  step(4, 0, { nodeName: '结果公告' }),
  step(2, 3, { nodeName: '资格审查' }),
];
const running = (currentNodeId: number | null) => ({ state: 3, auditState: null, currentNodeId });

describe('furthestReachedIndex (§4 the furthest reachable step)', () => {
  const ordered = orderFlow(flow);

  it.each([
    [1, 0],
    [3, 2],
    [4, 3],
    [null, 0],
    [99, 0],
  ])('currentNodeId %s → index %i', (currentNodeId, index) => {
    expect(furthestReachedIndex(ordered, { currentNodeId })).toBe(index);
  });

  it('is the first step when currentNodeId is missing', () => {
    expect(furthestReachedIndex(ordered, {})).toBe(0);
  });

  it('is -1 for a flow without steps', () => {
    expect(furthestReachedIndex([], { currentNodeId: 1 })).toBe(-1);
    expect(furthestReachedNode([], { currentNodeId: 1 })).toBeUndefined();
  });

  it('gives the step itself', () => {
    expect(furthestReachedNode(flow, { currentNodeId: 2 })?.nodeName).toBe('资格审查');
  });
});

// §4: 'Steps after the current one are disabled (tooltip "not yet at this step") unless the user has no
// modify permission.'
describe('stepMenu (§4)', () => {
  const summary = (entries: ReturnType<typeof stepMenu>) =>
    entries.map((e) => [e.node.id, e.enabled, e.tooltip ?? null]);

  it('enables steps up to the current one and disables later ones for a user who may modify them', () => {
    const menu = stepMenu({ nodes: flow, project: running(2), roleNames: ['Evaluator'] });
    expect(summary(menu)).toEqual([
      [1, true, null],
      [2, true, null],
      [3, false, 'not-yet-at-this-step'],
      [4, false, 'not-yet-at-this-step'],
    ]);
    expect(FLOW_TOOLTIPS['not-yet-at-this-step']).toEqual({
      en: 'Not yet at this step',
      zh: '尚未到达此环节',
    });
  });

  it('enables a later step the user has no modify permission on (flowRoles not shared)', () => {
    const menu = stepMenu({ nodes: flow, project: running(2), roleNames: ['Staff'] });
    expect(summary(menu)).toEqual([
      [1, true, null],
      [2, true, null],
      [3, true, null],
      [4, false, 'not-yet-at-this-step'],
    ]);
  });

  it.each([
    ['terminated', { state: 5, auditState: null, currentNodeId: 1 }],
    ['cancelled', { state: 8, auditState: null, currentNodeId: 1 }],
    ['awaiting closing', { state: 3, auditState: '13', currentNodeId: 1 }],
  ])('enables every step on a read-only (%s) project', (_, project) => {
    const menu = stepMenu({ nodes: flow, project, roleNames: ['Evaluator'] });
    expect(menu.every((entry) => entry.enabled && entry.tooltip === undefined)).toBe(true);
  });

  it('starts at the first step when the flow has not started', () => {
    const menu = stepMenu({ nodes: flow, project: running(null), roleNames: [] });
    expect(summary(menu).map(([, enabled]) => enabled)).toEqual([true, false, true, false]);
  });

  it('leaves hidden steps out but counts them in the order', () => {
    const nodes = [step(1, 2), step(2, 3, { isDisplay: false }), step(3, 0)];
    const menu = stepMenu({ nodes, project: running(2), roleNames: [] });
    expect(summary(menu)).toEqual([
      [1, true, null],
      [3, false, 'not-yet-at-this-step'],
    ]);
  });

  it('never enables a step after the current one for a user who may modify it', () => {
    const anyFlow = fc
      .integer({ min: 1, max: 7 })
      .chain((length) =>
        fc.tuple(
          fc.constant(length),
          fc.array(fc.subarray(['Agent', 'Evaluator', 'Admin']), { minLength: length, maxLength: length }),
          fc.array(fc.boolean(), { minLength: length, maxLength: length }),
        ),
      );
    fc.assert(
      fc.property(
        anyFlow,
        fc.option(fc.integer({ min: 0, max: 9 }), { nil: null }),
        fc.record({ state: fc.constantFrom(3, 5, 8), auditState: fc.constantFrom(null, '13') }),
        fc.subarray(['Agent', 'Evaluator', 'Admin', 'admin']),
        ([length, roles, displayed], currentNodeId, status, roleNames) => {
          const nodes = Array.from({ length }, (_, i) =>
            step(i + 1, i + 1 === length ? 0 : i + 2, { flowRoles: roles[i], isDisplay: displayed[i] }),
          );
          const project = { ...status, currentNodeId };
          const furthest = furthestReachedIndex(orderFlow(nodes), project);
          for (const entry of stepMenu({ nodes, project, roleNames })) {
            const index = entry.node.id - 1;
            if (index <= furthest) expect(entry.enabled).toBe(true);
            else if (mayModifyStep(project, entry.node, roleNames)) {
              expect(entry).toMatchObject({ enabled: false, tooltip: 'not-yet-at-this-step' });
            } else expect(entry.enabled).toBe(true);
          }
        },
      ),
    );
  });
});

// §2: "On opening, the screen jumps to the step whose name matches projectFlowName, otherwise to the first step."
describe('initialStep (§2)', () => {
  it.each([
    ['资格审查', 2],
    ['项目待结项', 1],
    [null, 1],
    [undefined, 1],
    ['', 1],
  ])('projectFlowName %j opens step %i', (name, id) => {
    expect(initialStep(flow, name)?.id).toBe(id);
  });

  it('skips a hidden first step when nothing matches', () => {
    expect(initialStep([step(1, 2, { isDisplay: false }), step(2, 0)], '重新招标')?.id).toBe(2);
  });

  it('falls back to the first step when none is displayed', () => {
    expect(initialStep([step(2, 0, { isDisplay: false }), step(1, 2, { isDisplay: false })], null)?.id).toBe(
      1,
    );
  });

  it('is undefined for a flow without steps', () => {
    expect(initialStep([], '报名')).toBeUndefined();
  });
});

describe('isViewingFurthestStep', () => {
  it('compares the viewed step with the furthest reached one', () => {
    expect(isViewingFurthestStep(flow, { currentNodeId: 3 }, 3)).toBe(true);
    expect(isViewingFurthestStep(flow, { currentNodeId: 3 }, 2)).toBe(false);
    expect(isViewingFurthestStep(flow, { currentNodeId: null }, 1)).toBe(true);
    expect(isViewingFurthestStep([], { currentNodeId: null }, undefined)).toBe(false);
  });
});
