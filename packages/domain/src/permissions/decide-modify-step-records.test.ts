import { describe, expect, it } from 'vitest';
import { rejectionIssues } from '../records/records';
import { decideModifyStepRecords, recordTypesOfStep, stepOfRecordType } from './decide-modify-step-records';

const step = (id: number, router: string, nextNodeId: number, flowRoles: string[] = []) => ({
  id,
  nodeName: router.slice(1),
  router,
  sort: id,
  nextNodeId,
  flowRoles,
});
const signUp = step(1, '/sign-up', 2);
const purchase = step(2, '/qualification-purchase', 3);
const result = step(3, '/qualification-result', 4, ['ProjectManager']);
const opening = step(4, '/bid-opening', 0);
const nodes = [opening, result, signUp, purchase];
const at = (currentNodeId: number, more: object = {}) => ({
  state: 3,
  auditState: null,
  currentNodeId,
  ...more,
});

// §6 "A user may modify a step only if …", ADR 0007: the records of a step the flow has left are read-only.
describe('decideModifyStepRecords', () => {
  it('refuses a step before the current one, naming it, whatever the roles', () => {
    expect(decideModifyStepRecords(at(2), nodes, signUp, ['Admin'])).toEqual({
      allowed: false,
      reason: 'past-step',
      step: signUp,
    });
    expect(decideModifyStepRecords(at(4), nodes, result, ['ProjectManager']).reason).toBe('past-step');
  });

  it('lets who may modify the current step change its records, and those of a step ahead', () => {
    expect(decideModifyStepRecords(at(2), nodes, purchase, []).allowed).toBe(true);
    expect(decideModifyStepRecords(at(1), nodes, purchase, []).allowed).toBe(true);
    expect(decideModifyStepRecords(at(2), nodes, undefined, []).allowed).toBe(true);
  });

  it('keeps §6 for the current step: its flowRoles, the project state', () => {
    expect(decideModifyStepRecords(at(3), nodes, result, ['Agent']).reason).toBe('role-not-in-step');
    expect(decideModifyStepRecords(at(3), nodes, undefined, ['ProjectManager']).allowed).toBe(true);
    expect(decideModifyStepRecords(at(2, { state: 5 }), nodes, signUp, []).reason).toBe('read-only-state');
    expect(decideModifyStepRecords(at(2, { auditState: '13' }), nodes, purchase, []).reason).toBe(
      'awaiting-audit',
    );
  });

  it('treats a project whose current step is unknown as at the first step (nothing is past)', () => {
    expect(decideModifyStepRecords(at(99), nodes, signUp, []).allowed).toBe(true);
  });
});

describe('stepOfRecordType', () => {
  it('finds the step whose page keeps the records of a type; none for project-wide ones', () => {
    expect(stepOfRecordType(nodes, 'signUp')).toBe(signUp);
    expect(stepOfRecordType(nodes, 'qualificationPurchase')).toBe(purchase);
    expect(stepOfRecordType(nodes, 'qualificationResult')).toBe(result);
    expect(stepOfRecordType(nodes, 'objection')).toBeUndefined();
    expect(stepOfRecordType([opening], 'signUp')).toBeUndefined();
  });
});

describe('recordTypesOfStep', () => {
  it("names the types a step's page keeps, the inverse of stepOfRecordType; none for other steps", () => {
    expect(recordTypesOfStep('/tender-document')).toEqual(['tenderDocument']);
    expect(recordTypesOfStep(signUp.router)).toEqual(['signUp']);
    for (const node of [signUp, purchase, result]) {
      for (const type of recordTypesOfStep(node.router)) expect(stepOfRecordType(nodes, type)).toBe(node);
    }
    expect(recordTypesOfStep('/result-publicity')).toEqual([]);
  });
});

describe('rejectionIssues: a rejection says why', () => {
  it('needs the reason of a rejected sign-up or purchase, naming its field', () => {
    expect(rejectionIssues('signUp', { signUp_state: '2' })).toEqual([
      { field: 'signUp_rejectReason', message: 'is required' },
    ]);
    expect(
      rejectionIssues('qualificationPurchase', {
        qualificationPurchase_state: '2',
        qualificationPurchase_rejectReason: '  ',
      }),
    ).toEqual([{ field: 'qualificationPurchase_rejectReason', message: 'is required' }]);
    expect(rejectionIssues('signUp', { signUp_state: '2', signUp_rejectReason: '资质证书过期' })).toEqual([]);
  });

  it('asks nothing of other states and types', () => {
    expect(rejectionIssues('signUp', { signUp_state: '1' })).toEqual([]);
    expect(rejectionIssues('objection', { objection_status: '未处理' })).toEqual([]);
  });
});
