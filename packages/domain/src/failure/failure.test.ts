import { describe, expect, it } from 'vitest';
import { type Blocker, blockersFor } from '../circulation/blockers';
import type { CirculationFacts } from '../circulation/circulation-facts';
import { decideProjectUpdate } from '../exceptions/decide-project-update';
import { exceptionEffect } from '../exceptions/exception-effect';
import { offeredExceptions } from '../exceptions/offered-exceptions';
import {
  changeMethodOnFailure,
  changeMethodRefusal,
  exceptionsWhileBlocked,
  lawfulExits,
} from './lawful-exits';
import { retenderName, retenderOrdinal, tendersInChain } from './retender-name';
import { tenderFailure } from './tender-failure';
import { failureNoticeDraft, refundBatchOf, terminationOf } from './termination';

const enough: CirculationFacts = {
  unhandledObjections: 0,
  signUp: { registered: 3, approved: 3, validBidDocuments: 3 },
  onlineSignIns: 3,
  qualificationPurchase: { registered: 3, approved: 3 },
  qualificationResult: { passed: 3, passedPerGroup: { 1: 3 } },
};
const signUpBlockers = (facts: Partial<CirculationFacts>, byLaw = true): Blocker[] =>
  blockersFor({ router: '/sign-up', facts: { ...enough, ...facts }, isTenderByLaw: byLaw });

const ownFunds = { biddingMethod: '公开招标', capitalSource: '自筹资金' };
const fiscal = { biddingMethod: '公开招标', capitalSource: '财政资金' };

describe('tenderFailure', () => {
  it.each([
    [
      'sign-ups',
      { signUp: { registered: 2, approved: 2, validBidDocuments: 2 } },
      'sign-up-too-few-registered',
    ],
    ['sign-ins', { onlineSignIns: 1 }, 'sign-up-too-few-online-sign-ins'],
    [
      'valid bids',
      { signUp: { registered: 3, approved: 3, validBidDocuments: 2 } },
      'sign-up-too-few-valid-bid-documents',
    ],
  ] as const)(
    '招标投标法 第二十八条 / 实施条例 第四十四条: too few %s fail the tender',
    (_what, facts, code) => {
      const failure = tenderFailure(signUpBlockers(facts), 'tendering');
      expect(failure.failed).toBe(true);
      expect(failure.shortfalls.map((s) => s.code)).toContain(code);
      expect(failure.shortfalls[0]?.citation.zh).toContain('招标投标法实施条例 第四十四条');
    },
  );

  it('实施条例 第十九条: fewer than 3 passed applicants fail a prequalified tender', () => {
    const blockers = blockersFor({
      router: '/qualification-result',
      facts: { ...enough, qualificationResult: { passed: 2, passedPerGroup: { 1: 2 } } },
      isTenderByLaw: true,
    });
    const failure = tenderFailure(blockers, 'tendering');
    expect(failure.shortfalls.map((s) => s.citation.zh)).toEqual([
      '招标投标法实施条例 第十九条',
      '招标投标法实施条例 第十九条',
    ]);
  });

  it('政府采购法 第三十六条 / 87号令 第四十三条: a procurement tender fails on the same counts', () => {
    const failure = tenderFailure(signUpBlockers({ onlineSignIns: 2 }), 'procurement');
    expect(failure.shortfalls[0]?.citation.zh).toBe(
      '政府采购法 第三十六条；政府采购货物和服务招标投标管理办法 第四十三条',
    );
    expect(failure.fewestSuppliers).toBe(2);
  });

  it('an unhandled objection alone does not fail the tender', () => {
    const failure = tenderFailure(signUpBlockers({ unhandledObjections: 1 }), 'tendering');
    expect(failure).toEqual({ failed: false, shortfalls: [], fewestSuppliers: null });
  });
});

describe('lawfulExits', () => {
  const failedWith = (count: number, regime: 'tendering' | 'procurement') =>
    tenderFailure(signUpBlockers({ onlineSignIns: count }), regime);

  it('实施条例 第四十四条 and 第三十一条: a first tender under 招标投标法 may re-tender or terminate, not change method', () => {
    const exits = lawfulExits(ownFunds, failedWith(1, 'tendering'));
    expect(exits.map((e) => e.exit)).toEqual(['retender', 'terminate']);
    expect(exits[1]?.citation.zh).toBe('招标投标法实施条例 第三十一条');
    expect(changeMethodRefusal(ownFunds, { failed: true })?.code).toBe('changeMethodNeedsRetender');
  });

  it('施工招标投标办法 第三十八条 / 货物招标投标办法 第三十四条: a failed re-tender may change method with the approval', () => {
    const exits = lawfulExits({ ...ownFunds, rebiddingId: 7 }, failedWith(2, 'tendering'));
    const change = exits.find((e) => e.exit === 'changeMethod');
    expect(change?.needsApprovalDocument).toBe(true);
    expect(change?.citation.zh).toContain('工程建设项目施工招标投标办法 第三十八条');
    expect(change?.withTwoSuppliers).toBeUndefined();
  });

  it('政府采购法 第三十七条: a failed procurement tender may change method; 74号令 第二十七条第二款 with two left', () => {
    const two = lawfulExits(fiscal, failedWith(2, 'procurement')).find((e) => e.exit === 'changeMethod');
    expect(two?.citation.zh).toContain('政府采购法 第三十七条');
    expect(two?.withTwoSuppliers?.map((w) => w.method)).toEqual(['竞争性谈判', '竞争性磋商']);
    expect(two?.withTwoSuppliers?.[0]?.citation.zh).toBe('政府采购非招标采购方式管理办法 第二十七条第二款');
    const one = lawfulExits(fiscal, failedWith(1, 'procurement')).find((e) => e.exit === 'changeMethod');
    expect(one?.withTwoSuppliers).toBeUndefined();
  });

  it('offers nothing when the tender has not failed', () => {
    expect(lawfulExits(fiscal, tenderFailure([], 'procurement'))).toEqual([]);
  });

  it('§6: with an objection among the blockers only terminate and re-tender remain', () => {
    expect(
      exceptionsWhileBlocked(fiscal, signUpBlockers({ onlineSignIns: 2, unhandledObjections: 1 })),
    ).toEqual(['terminate', 'retender']);
    expect(exceptionsWhileBlocked(fiscal, signUpBlockers({ onlineSignIns: 2 }))).toEqual([
      'retender',
      'changeMethod',
      'terminate',
    ]);
  });
});

describe('changeMethodOnFailure', () => {
  const failed = signUpBlockers({ onlineSignIns: 2 });
  const approval = [{ usage: '12' }];

  it.each([
    ['招标投标法 a first tender: 施工办法 第三十八条', ownFunds, approval, 'unlawful'],
    [
      '招标投标法 a failed re-tender without the approval',
      { ...ownFunds, rebiddingId: 4 },
      [],
      'approvalDocument',
    ],
    ['招标投标法 a failed re-tender with the approval', { ...ownFunds, rebiddingId: 4 }, approval, undefined],
    ['政府采购法 第三十七条 without the approval', fiscal, [{ usage: '0' }], 'approvalDocument'],
    ['政府采购法 第三十七条 with the approval', fiscal, approval, undefined],
  ] as const)('%s', (_case, project, files, expected) => {
    expect(changeMethodOnFailure(project, failed, files)?.kind).toBe(expected);
  });

  it('leaves a change of method on a tender that has not failed to §4', () => {
    expect(changeMethodOnFailure(ownFunds, [], [])).toBeUndefined();
  });

  it('offers and lets pass the change of method while failed, as exceptionsWhileBlocked says', () => {
    const whileBlocked = exceptionsWhileBlocked(fiscal, failed);
    const context = { mayModify: true, mayJump: true, hasBlockers: true };
    expect(offeredExceptions(context)).not.toContain('changeMethod');
    expect(offeredExceptions({ ...context, whileBlocked })).toEqual([
      'terminate',
      'retender',
      'changeMethod',
    ]);
    const node = { id: 1, nodeName: '报名', nextNodeId: 2, flowRoles: [], sort: 1, isDisplay: true };
    const decide = (allowed?: readonly string[]) =>
      decideProjectUpdate(
        { state: 3, auditState: null, currentNodeId: 1, projectFlowName: '报名', biddingMethod: '公开招标' },
        { auditState: '13', projectFlowName: '项目待结项', biddingMethod: '竞争性谈判' },
        {
          roleNames: ['admin'],
          nodes: [node],
          blockers: failed,
          ...(allowed ? { whileBlocked: allowed } : {}),
        },
      );
    expect(decide()).toMatchObject({ allowed: false, reason: 'blocked' });
    expect(decide(whileBlocked)).toMatchObject({ allowed: true, transition: 'changeMethod' });
  });

  it('adds the uploaded approval to the project as a file of usage 12', () => {
    const outcome = exceptionEffect('changeMethod', {
      project: { id: 9, state: 3, auditState: null },
      nodes: [],
      input: {
        changeMethod: {
          nonTenderingMethod: '竞争性谈判',
          transactionWay: '谈判',
          transactionResult: '成交',
          approvalDocument: { fileId: 'projects/a.pdf', fileName: 'a.pdf' },
        },
      },
    });
    expect(outcome.ok && outcome.effect.projectPatch.approvalDocument).toEqual({
      fileId: 'projects/a.pdf',
      fileName: 'a.pdf',
      usage: '12',
    });
  });
});

describe('retenderName (§4 re-tender)', () => {
  it.each([
    ['办公设备采购', 2, '办公设备采购（第2次招标）'],
    ['办公设备采购（第2次招标）', 3, '办公设备采购（第3次招标）'],
    ['办公设备采购 (第2次招标) ', 3, '办公设备采购（第3次招标）'],
    ['第2次招标的项目', 2, '第2次招标的项目（第2次招标）'],
  ])('%s as tender no. %i is %s', (source, ordinal, expected) => {
    expect(retenderName(source, ordinal)).toBe(expected);
  });

  it('counts the chain of rebiddingId links, stopping at a loop or a missing link', async () => {
    const stored = new Map([
      [1, { id: 1, rebiddingId: null }],
      [2, { id: 2, rebiddingId: 1 }],
      [8, { id: 8, rebiddingId: 9 }],
      [9, { id: 9, rebiddingId: 8 }],
    ]);
    const find = async (id: number) => stored.get(id);
    expect(retenderOrdinal(await tendersInChain({ id: 1, rebiddingId: null }, find))).toBe(2);
    expect(retenderOrdinal(await tendersInChain({ id: 3, rebiddingId: 2 }, find))).toBe(4);
    expect(await tendersInChain({ id: 8, rebiddingId: 9 }, find)).toBe(2);
    expect(await tendersInChain({ id: 5, rebiddingId: 404 }, find)).toBe(1);
  });
});

describe('termination (实施条例 第三十一条; 87号令 第二十九条)', () => {
  it('puts every unrefunded bond in the batch, due five working days on (over the 国庆 holiday)', () => {
    const batch = refundBatchOf(
      [
        { id: 1, bidder: '甲公司', refundedOn: null },
        { id: 2, bidder: '乙公司', refundedOn: '2025-09-20' },
      ],
      '2025-09-30',
    );
    // 2025: 10月1日至8日放假, 9月28日 and 10月11日 worked; five working days after 9-30 end on 10-14.
    expect(batch).toEqual([{ bondId: 1, bidder: '甲公司', dueOn: '2025-10-14' }]);
  });

  it('drafts a 流标公告 naming the shortfall and the article, escaping the name', () => {
    const failure = tenderFailure(signUpBlockers({ onlineSignIns: 1 }), 'tendering');
    const draft = failureNoticeDraft(
      { projectName: 'A<b>', projectNum: 'N-1' },
      failure.shortfalls,
      'tendering',
    );
    expect(draft.title).toBe('A<b>流标公告');
    expect(draft.content).toContain('A&#60;b&#62;');
    expect(draft.content).toContain('在线签到的供应商不足3家（当前1家）');
    expect(draft.content).toContain('招标投标法实施条例 第三十一条');
    expect(failureNoticeDraft({ projectName: 'B' }, [], 'procurement').title).toBe('B终止公告');
  });

  it('terminationOf: the notice by the project’s regime and the refund batch’s day, none without a bond due', () => {
    const project = { projectName: 'C', ...fiscal };
    const termination = terminationOf(
      project,
      signUpBlockers({ onlineSignIns: 1 }),
      [{ id: 1, bidder: '甲公司', refundedOn: null }],
      '2025-09-30',
    );
    expect(termination.notice.title).toBe('C流标公告');
    expect(termination.notice.content).toContain('政府采购');
    expect(termination.refundDueOn).toBe('2025-10-14');
    expect(
      terminationOf(project, [], [{ id: 1, bidder: '甲公司', refundedOn: '2025-09-01' }], '2025-09-30'),
    ).toEqual({
      notice: failureNoticeDraft(project, [], 'procurement'),
      refundDueOn: null,
    });
  });
});
