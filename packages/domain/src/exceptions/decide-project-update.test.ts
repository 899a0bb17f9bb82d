import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { FlowNode } from '../flow/flow-node';
import { decideProjectUpdate, projectTransitionOf } from './decide-project-update';

const step = (id: number, nextNodeId: number, flowRoles: string[] = []): FlowNode => ({
  id,
  nodeName: `step ${id}`,
  router: `/step-${id}`,
  sort: id,
  isDisplay: true,
  flowInstanceId: 'F1',
  flowRoles,
  nextNodeId,
  childNode: [],
});
const nodes = [step(1, 2), step(2, 3, ['Agent']), step(3, 0)];
const before = {
  state: 3,
  auditState: null,
  projectFlowName: 'step 2',
  biddingMethod: '公开招标',
  currentNodeId: 2,
};
const atFinal = { ...before, projectFlowName: 'step 3', currentNodeId: 3 };
const agent = { roleNames: ['Agent'], userId: 7, nodes };

describe('decideProjectUpdate (§4, §6) — the server-side law of CreateOrUpdate', () => {
  it.each([
    ['a plain edit', before, {}, 'edit'],
    [
      'a plain edit restating the status',
      before,
      { state: 3, auditState: null, projectFlowName: 'step 2' },
      'edit',
    ],
    ['a plain edit of the bidding method', before, { biddingMethod: '邀请招标' }, 'edit'],
    ['terminate', before, { state: 5, projectFlowName: '项目终止' }, 'terminate'],
    ['re-tender', before, { state: 5, projectFlowName: '重新招标' }, 'retender'],
    ['cancel', before, { state: 8, projectFlowName: '项目取消' }, 'cancel'],
    [
      'change of method',
      before,
      { auditState: '13', projectFlowName: '项目待结项', biddingMethod: '其他采购方式' },
      'changeMethod',
    ],
    [
      'to closing on the final step',
      atFinal,
      { auditState: '13', projectFlowName: '项目待结项' },
      'toClosing',
    ],
  ])('allows %s', (_, from, to, transition) => {
    expect(decideProjectUpdate(from, to, from === atFinal ? { ...agent, roleNames: [] } : agent)).toEqual({
      allowed: true,
      transition,
    });
  });

  it.each([
    ['terminated (state 5)', { ...before, state: 5 }, 'read-only-state'],
    ['cancelled (state 8)', { ...before, state: 8 }, 'read-only-state'],
    ['awaiting closing (auditState 13)', { ...before, auditState: '13' }, 'awaiting-audit'],
  ])('refuses every save on a read-only project: %s', (_, from, reason) => {
    for (const to of [{}, { state: 3 }, { state: 5, projectFlowName: '项目终止' }, { auditState: null }]) {
      expect(decideProjectUpdate(from, to, agent)).toEqual({ allowed: false, reason });
    }
  });

  it('refuses a user who may not modify the current step', () => {
    expect(
      decideProjectUpdate(
        before,
        { state: 8, projectFlowName: '项目取消' },
        { ...agent, roleNames: ['Staff'] },
      ),
    ).toEqual({
      allowed: false,
      reason: 'role-not-in-step',
    });
  });

  it('refuses a project without steps', () => {
    expect(decideProjectUpdate(before, {}, { ...agent, nodes: [] })).toEqual({
      allowed: false,
      reason: 'no-such-step',
    });
  });

  it.each([
    ['a bare state change', { state: 5 }],
    ['a state with the wrong step name', { state: 8, projectFlowName: '项目终止' }],
    ['a move to another step name', { projectFlowName: 'step 3' }],
    ['an unknown auditState', { auditState: '12', projectFlowName: '项目待结项' }],
    [
      'terminate that also changes the method',
      { state: 5, projectFlowName: '项目终止', biddingMethod: '询价采购' },
    ],
    ['a state back to running with a new audit', { state: 3, auditState: '13' }],
  ])('refuses %s as an unknown transition', (_, to) => {
    expect(decideProjectUpdate(before, to, agent)).toEqual({ allowed: false, reason: 'unknown-transition' });
  });

  it('refuses to-closing before the final step', () => {
    expect(decideProjectUpdate(before, { auditState: '13', projectFlowName: '项目待结项' }, agent)).toEqual({
      allowed: false,
      reason: 'not-at-final-step',
      transition: 'toClosing',
    });
  });

  it.each([
    [
      'a change of method to a tendering method',
      { auditState: '13', projectFlowName: '项目待结项', biddingMethod: '邀请招标' },
      'changeMethod',
    ],
    ['a plain edit to an unknown method', { biddingMethod: 'auction' }, 'edit'],
  ])('refuses %s', (_, to, transition) => {
    expect(decideProjectUpdate(before, to, agent)).toEqual({
      allowed: false,
      reason: 'unknown-bidding-method',
      transition,
    });
  });

  // §6: "While blocking messages exist, the exceptions shown are only terminate project and re-tender."
  it.each([
    [{ state: 5, projectFlowName: '项目终止' }, true],
    [{ state: 5, projectFlowName: '重新招标' }, true],
    [{ state: 8, projectFlowName: '项目取消' }, false],
    [{ auditState: '13', projectFlowName: '项目待结项', biddingMethod: '询价采购' }, false],
    [{}, false],
  ])('while blocked, %j is allowed: %s', (to, allowed) => {
    const decision = decideProjectUpdate(before, to, {
      ...agent,
      blockers: ['报名供应商不足3家（当前2家）'],
    });
    expect(decision.allowed).toBe(allowed);
    if (!decision.allowed) expect(decision.reason).toBe('blocked');
  });

  it('never allows a save on a read-only project', () => {
    fc.assert(
      fc.property(
        fc.record({ state: fc.constantFrom(3, 5, 8), auditState: fc.constantFrom(null, '13', '') }),
        fc.record(
          {
            state: fc.constantFrom(3, 5, 8),
            auditState: fc.constantFrom(null, '13'),
            projectFlowName: fc.constantFrom('项目待结项', '重新招标', '项目终止', '项目取消', 'step 2'),
            biddingMethod: fc.constantFrom('公开招标', '询价采购'),
          },
          { requiredKeys: [] },
        ),
        fc.subarray(['Agent', 'Admin', 'admin']),
        (status, to, roleNames) => {
          fc.pre(status.state !== 3 || status.auditState !== null);
          expect(decideProjectUpdate({ ...before, ...status }, to, { roleNames, nodes }).allowed).toBe(false);
        },
      ),
    );
  });
});

describe('projectTransitionOf: the transition a save carries, without deciding whether it is allowed', () => {
  it.each([
    ['an edit', {}, 'edit'],
    ['a termination', { state: 5, projectFlowName: '项目终止' }, 'terminate'],
    ['a re-tender', { state: 5, projectFlowName: '重新招标' }, 'retender'],
    ['a cancellation', { state: 8, projectFlowName: '项目取消' }, 'cancel'],
    ['a state no action of the product sets', { state: 5 }, 'unknown'],
  ] as const)('%s', (_name, patch, transition) => {
    expect(projectTransitionOf(before, patch)).toBe(transition);
  });
});
