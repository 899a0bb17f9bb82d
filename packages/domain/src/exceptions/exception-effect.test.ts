import { describe, expect, it } from 'vitest';
import { exceptionEffect, toClosingEffect } from './exception-effect';

const project = { id: 42, state: 3, auditState: null };
const nodes = [
  { id: 1, nodeName: '报名' },
  { id: 2, nodeName: '开标评标' },
  { id: 3, nodeName: '结果公告' },
];
const form = { nonTenderingMethod: '询价采购', transactionWay: '线下交易', transactionResult: '甲公司成交' };

// §4 Exceptions.
describe('exceptionEffect (§4)', () => {
  it('re-evaluate jumps to the step named 开标评标 ("bid opening and evaluation")', () => {
    expect(exceptionEffect('reevaluate', { project, nodes })).toEqual({
      ok: true,
      effect: { projectPatch: {}, jumpToNodeId: 2 },
    });
  });

  it('refuses re-evaluate in a flow without that step', () => {
    expect(exceptionEffect('reevaluate', { project, nodes: [nodes[0]!] })).toMatchObject({
      ok: false,
      reason: 'no-reevaluate-step',
      message: { zh: '该流程没有“开标评标”环节' },
    });
  });

  // "Change of tendering method saves the project with auditState 13, awaiting closing, and the new
  // method. It writes a flow record, then opens the closing application."
  it('change of method: auditState 13, 项目待结项, the new method, a flow record, the closing application', () => {
    expect(exceptionEffect('changeMethod', { project, nodes, input: { changeMethod: form } })).toEqual({
      ok: true,
      effect: {
        projectPatch: { auditState: '13', projectFlowName: '项目待结项', biddingMethod: '询价采购' },
        flowRecord: {
          nodeType: 'changeMethod',
          biddingMethod: '询价采购',
          transactionWay: '线下交易',
          transactionResult: '甲公司成交',
        },
        navigate: { path: '/end-project/closing-application', query: { id: '42' } },
      },
    });
  });

  it('refuses a change of method with an invalid form, with the form errors', () => {
    expect(
      exceptionEffect('changeMethod', {
        project,
        nodes,
        input: { changeMethod: { ...form, transactionWay: ' ' } },
      }),
    ).toMatchObject({
      ok: false,
      reason: 'invalid-change-method',
      fieldErrors: [{ field: 'transactionWay', message: '请输入交易方式' }],
    });
    expect(exceptionEffect('changeMethod', { project, nodes })).toMatchObject({
      ok: false,
      reason: 'invalid-change-method',
    });
  });

  // "Re-tender saves state 5 and opens project creation as re-tender."
  it('re-tender: state 5, 重新招标, project creation as re-tender', () => {
    expect(exceptionEffect('retender', { project, nodes })).toEqual({
      ok: true,
      effect: {
        projectPatch: { state: 5, projectFlowName: '重新招标' },
        navigate: { path: '/create-project', query: { rebiddingId: '42', isRebidding: 'true' } },
      },
    });
  });

  // "Terminate saves state 5 and goes to the manage list."
  it('terminate: state 5, 项目终止, the manage list', () => {
    expect(exceptionEffect('terminate', { project, nodes })).toEqual({
      ok: true,
      effect: {
        projectPatch: { state: 5, projectFlowName: '项目终止' },
        navigate: { path: '/manage/index', query: {} },
      },
    });
  });

  // "Cancel saves state 8 and goes to the manage list."
  it('cancel: state 8, 项目取消, the manage list', () => {
    expect(exceptionEffect('cancel', { project, nodes })).toEqual({
      ok: true,
      effect: {
        projectPatch: { state: 8, projectFlowName: '项目取消' },
        navigate: { path: '/manage/index', query: {} },
      },
    });
  });

  it('edit information opens project creation with id and correctionsmsg', () => {
    expect(exceptionEffect('editInformation', { project, nodes })).toEqual({
      ok: true,
      effect: {
        projectPatch: {},
        navigate: { path: '/create-project', query: { id: '42', correctionsmsg: 'true' } },
      },
    });
    const withReason = exceptionEffect('editInformation', {
      project,
      nodes,
      input: { correctionsMessage: ' 预算有误 ' },
    });
    expect(withReason).toMatchObject({
      effect: { navigate: { query: { id: '42', correctionsmsg: '预算有误' } } },
    });
  });

  it('process jump jumps to the chosen step', () => {
    expect(exceptionEffect('processJump', { project, nodes, input: { jumpToNodeId: 3 } })).toEqual({
      ok: true,
      effect: { projectPatch: {}, jumpToNodeId: 3 },
    });
  });

  it.each([
    [undefined, 'jump-target-missing'],
    [{}, 'jump-target-missing'],
    [{ jumpToNodeId: null }, 'jump-target-missing'],
    [{ jumpToNodeId: 99 }, 'jump-target-unknown'],
  ])('refuses process jump with input %j', (input, reason) => {
    expect(exceptionEffect('processJump', { project, nodes, input })).toMatchObject({ ok: false, reason });
  });

  it.each([
    [{ id: 42, state: 5, auditState: null }, 'read-only-state'],
    [{ id: 42, state: 8 }, 'read-only-state'],
    [{ id: 42, state: 3, auditState: '13' }, 'awaiting-audit'],
  ])('refuses every exception on a read-only project %j', (readOnly, reason) => {
    for (const kind of ['terminate', 'retender', 'cancel', 'reevaluate', 'editInformation'] as const) {
      expect(exceptionEffect(kind, { project: readOnly, nodes })).toMatchObject({ ok: false, reason });
    }
  });
});

// §4: "It sets auditState 13 and the step name to awaiting closing, and opens the closing application."
describe('toClosingEffect (§4)', () => {
  it('sets auditState 13 and 项目待结项, then opens the closing application', () => {
    expect(toClosingEffect(project)).toEqual({
      ok: true,
      effect: {
        projectPatch: { auditState: '13', projectFlowName: '项目待结项' },
        navigate: { path: '/end-project/closing-application', query: { id: '42' } },
      },
    });
  });

  it('refuses a project that already awaits closing', () => {
    expect(toClosingEffect({ ...project, auditState: '13' })).toMatchObject({
      ok: false,
      reason: 'awaiting-audit',
    });
  });
});
