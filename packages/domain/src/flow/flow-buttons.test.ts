import { describe, expect, it } from 'vitest';
import { aStep as step } from '../testing/builders';
import { decideNextStepButton, decideToClosingButton, showsToClosingButton } from './flow-buttons';
import { FLOW_TOOLTIPS } from './flow-labels';

const flow = [step(1, 2), step(2, 3, { flowRoles: ['Agent'] }), step(3, 0)];
const running = (currentNodeId: number | null) => ({ state: 3, auditState: null, currentNodeId });
const blocker = { code: 'sign-up-too-few-registered' };

// §4: "It shows only when the user may modify, the current step is the furthest reachable one, and
// nextNodeId is not 0. It is disabled with the tooltip "circulation condition not met" while blocking
// messages exist."
describe('decideNextStepButton (§4)', () => {
  const base = { nodes: flow, project: running(2), viewingNodeId: 2, roleNames: ['Agent'], blockers: [] };

  it('is shown and enabled for a user who may modify the furthest step they view', () => {
    expect(decideNextStepButton(base)).toEqual({ visible: true, enabled: true, reasons: [] });
  });

  it('is disabled with "circulation condition not met" while blocking messages exist', () => {
    expect(decideNextStepButton({ ...base, blockers: [blocker] })).toEqual({
      visible: true,
      enabled: false,
      tooltip: 'circulation-condition-not-met',
      reasons: ['circulation-condition-not-met'],
    });
    expect(FLOW_TOOLTIPS['circulation-condition-not-met']).toEqual({
      en: 'The conditions for the next step are not met yet',
      zh: '流转条件不满足',
    });
  });

  it.each([
    ['the user holds none of the step roles', { roleNames: ['Staff'] }, ['role-not-in-step']],
    ['an earlier step is viewed', { viewingNodeId: 1 }, ['not-viewing-furthest-step']],
    ['no step is viewed', { viewingNodeId: null }, ['not-viewing-furthest-step']],
    ['the project is terminated', { project: { ...running(2), state: 5 } }, ['read-only-state']],
    ['the project is cancelled', { project: { ...running(2), state: 8 } }, ['read-only-state']],
    ['auditState is set', { project: { ...running(2), auditState: '13' } }, ['awaiting-audit']],
    ['the step is the last (nextNodeId 0)', { project: running(3), viewingNodeId: 3 }, ['last-step']],
    ['the flow has no steps', { nodes: [] }, ['no-such-step']],
    [
      'several things at once',
      { roleNames: [], viewingNodeId: 1, blockers: [blocker] },
      ['role-not-in-step', 'not-viewing-furthest-step'],
    ],
  ])('is hidden when %s', (_, change, reasons) => {
    expect(decideNextStepButton({ ...base, ...change })).toEqual({ visible: false, enabled: false, reasons });
  });

  it('is shown on a step without flowRoles to any role', () => {
    expect(
      decideNextStepButton({ ...base, project: running(1), viewingNodeId: 1, roleNames: [] }).visible,
    ).toBe(true);
  });

  it('is shown on the first step while the flow has not started', () => {
    expect(decideNextStepButton({ ...base, project: running(null), viewingNodeId: 1 }).visible).toBe(true);
  });
});

// §4: "On the final step (nextNodeId 0) a to-closing button appears."
describe('decideToClosingButton (§4)', () => {
  const base = { nodes: flow, project: running(3), viewingNodeId: 3, roleNames: [] };

  it('shows on the final step for a user who may modify it', () => {
    expect(decideToClosingButton(base)).toEqual({ visible: true, reasons: [] });
    expect(showsToClosingButton(base)).toBe(true);
  });

  it.each([
    [
      'on a step with a next step',
      { project: running(2), viewingNodeId: 2, roleNames: ['Agent'] },
      ['not-last-step'],
    ],
    ['when an earlier step is viewed', { viewingNodeId: 2 }, ['not-viewing-furthest-step']],
    [
      'after to-closing (auditState 13)',
      { project: { ...running(3), auditState: '13' } },
      ['awaiting-audit'],
    ],
    ['on a terminated project', { project: { ...running(3), state: 5 } }, ['read-only-state']],
    ['for no steps', { nodes: [] }, ['no-such-step']],
    [
      'to a user without the final step role',
      { nodes: [step(1, 0, { flowRoles: ['Agent'] })], project: running(1), viewingNodeId: 1 },
      ['role-not-in-step'],
    ],
  ])('hides %s', (_, change, reasons) => {
    expect(decideToClosingButton({ ...base, ...change })).toEqual({ visible: false, reasons });
    expect(showsToClosingButton({ ...base, ...change })).toBe(false);
  });
});
