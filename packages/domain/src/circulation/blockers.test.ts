import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { STATUTORY_BOUNDS } from '../compliance/statutory-bound-table';
import { blockersFor, blockingMessages, MIN_CIRCULATION_COUNT, stepReadsRecords } from './blockers';
import type { CirculationFacts } from './circulation-facts';

const enough = MIN_CIRCULATION_COUNT;
const facts = (change: Partial<CirculationFacts> = {}): CirculationFacts => ({
  unhandledObjections: 0,
  signUp: { registered: enough, approved: enough, validBidDocuments: enough },
  onlineSignIns: enough,
  qualificationPurchase: { registered: enough, approved: enough },
  qualificationResult: { passed: enough, passedPerGroup: { 1: enough } },
  ...change,
});
const codes = (router: string, f: CirculationFacts, isTenderByLaw = false) =>
  blockersFor({ router, facts: f, isTenderByLaw }).map((b) => b.code);

describe('blockersFor (§5 circulation checks before the next step)', () => {
  it('uses the minimum of 3 from §9', () => {
    expect(MIN_CIRCULATION_COUNT).toBe(3);
  });

  it.each(['/sign-up', '/qualification-purchase', '/qualification-result', '/bid-opening', '', null])(
    'finds nothing to block at %j when every count reaches the minimum',
    (router) => {
      expect(blockersFor({ router, facts: facts(), isTenderByLaw: true })).toEqual([]);
    },
  );

  // "Any objection with status "未处理": the message says the project has N unhandled objections or queries."
  it.each(['/sign-up', '/qualification-result', '/bid-opening', null])(
    'blocks %j on unhandled objections',
    (router) => {
      expect(blockersFor({ router, facts: facts({ unhandledObjections: 2 }), isTenderByLaw: false })).toEqual(
        [
          {
            code: 'unhandled-objections',
            count: 2,
            minimum: 0,
            message: {
              en: 'The project has 2 unhandled objections or queries',
              zh: '该项目存在2条未处理的异议或质疑',
            },
          },
        ],
      );
    },
  );

  // ADR 0022: the law's time limits are enforced on publishing; facts that break one anyway block every step.
  it.each(['/sign-up', '/bid-evaluation/index', null])(
    'blocks %j on each statutory bound the project breaks, naming its article in both languages',
    (router) => {
      const bound = STATUTORY_BOUNDS.candidatePublicity;
      const broken = [
        {
          id: 'candidatePublicity' as const,
          citation: bound.tendering.citation,
          description: bound.description,
        },
      ];
      expect(blockersFor({ router, facts: facts(), isTenderByLaw: false, brokenBounds: broken })).toEqual([
        {
          code: 'statutory-bound-broken',
          count: 1,
          minimum: 0,
          message: {
            en: 'The project breaks a statutory time limit (Tendering Law Implementing Regulations, art. 54): The winning candidates are publicised at least this long before the result is announced',
            zh: '该项目违反法定时限（招标投标法实施条例 第五十四条）：中标候选人公示期满后方可发布中标结果公告',
          },
        },
      ]);
      const withObjection = blockersFor({
        router,
        facts: facts({ unhandledObjections: 1 }),
        isTenderByLaw: false,
        brokenBounds: broken,
      });
      expect(withObjection.map((b) => b.code)).toEqual(['unhandled-objections', 'statutory-bound-broken']);
    },
  );

  it('招标投标法 第三十七条: a committee that breaks a rule blocks leaving the evaluation steps, and only those', () => {
    const breach = {
      code: 'committee-too-small' as const,
      citation: { zh: '招标投标法 第三十七条', en: 'Tendering Law, art. 37' },
      description: { zh: '成员3人，少于应有的5人', en: 'it has 3 members, fewer than the 5 it needs' },
    };
    const at = (router: string) =>
      blockersFor({ router, facts: facts(), isTenderByLaw: true, committeeBreaches: [breach] });
    expect(at('/bid-evaluation/index')).toEqual([
      {
        code: 'committee-rule-broken',
        count: 1,
        minimum: 0,
        message: {
          en: 'The evaluation committee breaks Tendering Law, art. 37: it has 3 members, fewer than the 5 it needs',
          zh: '评标委员会的组成违反招标投标法 第三十七条：成员3人，少于应有的5人',
        },
      },
    ]);
    expect(at('/qualification-bid-evaluation/index').map((b) => b.code)).toEqual(['committee-rule-broken']);
    expect(at('/tender-notice')).toEqual([]);
  });

  it('speaks of one objection in the singular', () => {
    const [blocker] = blockersFor({
      router: '/x',
      facts: facts({ unhandledObjections: 1 }),
      isTenderByLaw: false,
    });
    expect(blocker?.message.en).toBe('The project has 1 unhandled objection or query');
  });

  describe('sign-up step: "fewer than 3 registered suppliers; fewer than 3 approved suppliers"', () => {
    it('blocks on 2 registered and 2 approved, with the counts in the messages', () => {
      const blockers = blockersFor({
        router: '/sign-up',
        facts: facts({ signUp: { registered: 2, approved: 2, validBidDocuments: 0 }, onlineSignIns: 0 }),
        isTenderByLaw: false,
      });
      expect(blockers).toEqual([
        {
          code: 'sign-up-too-few-registered',
          count: 2,
          minimum: 3,
          message: {
            en: 'Fewer than 3 suppliers have signed up (currently 2)',
            zh: '报名供应商不足3家（当前2家）',
          },
        },
        {
          code: 'sign-up-too-few-approved',
          count: 2,
          minimum: 3,
          message: {
            en: 'Fewer than 3 signed-up suppliers are approved (currently 2)',
            zh: '报名审核通过的供应商不足3家（当前2家）',
          },
        },
      ]);
    });

    it('lets exactly 3 through', () => {
      expect(
        codes('/sign-up', facts({ signUp: { registered: 3, approved: 3, validBidDocuments: 0 } })),
      ).toEqual([]);
    });

    it('matches the router loosely (no leading slash, trailing slash, query)', () => {
      const few = facts({ signUp: { registered: 2, approved: 3, validBidDocuments: 3 } });
      expect(codes('sign-up/', few)).toEqual(['sign-up-too-few-registered']);
      expect(codes('/sign-up?id=1', few)).toEqual(['sign-up-too-few-registered']);
    });

    // "if tendering by law, fewer than 3 valid submitted bid documents and fewer than 3 online sign-ins"
    it('with tendering by law, also needs 3 valid bid documents and 3 online sign-ins, each its own blocker', () => {
      const few = facts({ signUp: { registered: 3, approved: 3, validBidDocuments: 2 }, onlineSignIns: 2 });
      const blockers = blockersFor({ router: '/sign-up', facts: few, isTenderByLaw: true });
      expect(blockers.map((b) => [b.code, b.message.zh])).toEqual([
        ['sign-up-too-few-valid-bid-documents', '有效递交的投标文件不足3份（当前2份）'],
        ['sign-up-too-few-online-sign-ins', '在线签到的供应商不足3家（当前2家）'],
      ]);
      expect(blockers.map((b) => b.message.en)).toEqual([
        'Fewer than 3 valid bid documents have been submitted (currently 2)',
        'Fewer than 3 suppliers have signed in online (currently 2)',
      ]);
      expect(codes('/sign-up', facts({ onlineSignIns: 2 }), true)).toEqual([
        'sign-up-too-few-online-sign-ins',
      ]);
      expect(codes('/sign-up', facts({ onlineSignIns: 3 }), true)).toEqual([]);
    });

    it('without tendering by law, ignores bid documents and sign-ins', () => {
      const few = facts({ signUp: { registered: 3, approved: 3, validBidDocuments: 0 }, onlineSignIns: 0 });
      expect(codes('/sign-up', few, false)).toEqual([]);
      expect(blockersFor({ router: '/sign-up', facts: few, isTenderByLaw: null })).toEqual([]);
    });

    it('lists objections first', () => {
      const f = facts({
        unhandledObjections: 1,
        signUp: { registered: 0, approved: 0, validBidDocuments: 0 },
      });
      expect(codes('/sign-up', f)).toEqual([
        'unhandled-objections',
        'sign-up-too-few-registered',
        'sign-up-too-few-approved',
      ]);
    });
  });

  describe('qualification purchase step: "fewer than 3 registered suppliers, or fewer than 3 approved"', () => {
    it.each([
      [
        { registered: 2, approved: 2 },
        ['qualification-purchase-too-few-registered', 'qualification-purchase-too-few-approved'],
      ],
      [{ registered: 3, approved: 2 }, ['qualification-purchase-too-few-approved']],
      [{ registered: 3, approved: 3 }, []],
    ])('%j → %j', (qualificationPurchase, expected) => {
      expect(codes('/qualification-purchase', facts({ qualificationPurchase }))).toEqual(expected);
    });

    it('says so in Chinese with the count', () => {
      const [blocker] = blockersFor({
        router: '/qualification-purchase',
        facts: facts({ qualificationPurchase: { registered: 1, approved: 3 } }),
        isTenderByLaw: false,
      });
      expect(blocker?.message.zh).toBe('资格预审文件购买登记的供应商不足3家（当前1家）');
    });
  });

  describe('qualification result step: "fewer than 3 passed applicants, or no bid package with at least 3 passed"', () => {
    it('blocks when 3 applicants passed but spread over packages with 2 each', () => {
      const f = facts({ qualificationResult: { passed: 3, passedPerGroup: { 1: 2, 2: 2 } } });
      expect(blockersFor({ router: '/qualification-result', facts: f, isTenderByLaw: false })).toEqual([
        {
          code: 'qualification-result-no-package-with-enough-passed',
          count: 2,
          minimum: 3,
          message: {
            en: 'No bid package has at least 3 applicants that passed qualification (at most 2)',
            zh: '没有任何标段（包）的资格审查通过申请人达到3家（最多2家）',
          },
        },
      ]);
    });

    it('blocks on 2 passed applicants with both messages', () => {
      const f = facts({ qualificationResult: { passed: 2, passedPerGroup: { 1: 2 } } });
      const blockers = blockersFor({ router: '/qualification-result', facts: f, isTenderByLaw: false });
      expect(blockers.map((b) => b.message.zh)).toEqual([
        '资格审查通过的申请人不足3家（当前2家）',
        '没有任何标段（包）的资格审查通过申请人达到3家（最多2家）',
      ]);
    });

    it('counts no packages as none passed', () => {
      const f = facts({ qualificationResult: { passed: 0, passedPerGroup: {} } });
      expect(
        blockersFor({ router: '/qualification-result', facts: f, isTenderByLaw: false }).map((b) => b.count),
      ).toEqual([0, 0]);
    });

    it('lets one package with exactly 3 through', () => {
      const f = facts({ qualificationResult: { passed: 4, passedPerGroup: { 1: 1, 2: 3 } } });
      expect(codes('/qualification-result', f)).toEqual([]);
    });
  });

  it('puts the count and the minimum in every message and never blocks what reaches the minimum', () => {
    const count = fc.nat({ max: 6 });
    fc.assert(
      fc.property(
        fc.constantFrom('/sign-up', '/qualification-purchase', '/qualification-result', '/other'),
        fc.boolean(),
        fc.record({
          unhandledObjections: fc.nat({ max: 3 }),
          signUp: fc.record({ registered: count, approved: count, validBidDocuments: count }),
          onlineSignIns: count,
          qualificationPurchase: fc.record({ registered: count, approved: count }),
          qualificationResult: fc.record({
            passed: count,
            passedPerGroup: fc.dictionary(fc.constantFrom('1', '2'), count),
          }),
        }),
        (router, isTenderByLaw, f) => {
          for (const blocker of blockersFor({ router, facts: f as CirculationFacts, isTenderByLaw })) {
            for (const text of [blocker.message.en, blocker.message.zh]) {
              expect(text).toContain(String(blocker.count));
              if (blocker.minimum > 0) expect(text).toContain(String(blocker.minimum));
            }
            if (blocker.code === 'unhandled-objections') expect(blocker.count).toBeGreaterThan(0);
            else expect(blocker.count).toBeLessThan(blocker.minimum);
          }
        },
      ),
    );
  });
});

describe('stepReadsRecords', () => {
  it.each([
    [
      '/sign-up',
      {
        objection: true,
        signUp: true,
        qualificationPurchase: false,
        qualificationResult: false,
        signIn: true,
      },
    ],
    [
      'qualification-purchase',
      {
        objection: true,
        signUp: false,
        qualificationPurchase: true,
        qualificationResult: false,
        signIn: false,
      },
    ],
    [
      '/qualification-result/',
      {
        objection: true,
        signUp: false,
        qualificationPurchase: false,
        qualificationResult: true,
        signIn: false,
      },
    ],
    [
      null,
      {
        objection: true,
        signUp: false,
        qualificationPurchase: false,
        qualificationResult: false,
        signIn: false,
      },
    ],
  ])('%j reads %j', (router, expected) => {
    expect(stepReadsRecords(router)).toEqual(expected);
  });
});

describe('blockingMessages', () => {
  const blockers = blockersFor({
    router: '/sign-up',
    facts: facts({ unhandledObjections: 3, signUp: { registered: 2, approved: 3, validBidDocuments: 3 } }),
    isTenderByLaw: false,
  });

  it('gives the messages in Chinese', () => {
    expect(blockingMessages(blockers, 'zh-CN')).toEqual([
      '该项目存在3条未处理的异议或质疑',
      '报名供应商不足3家（当前2家）',
    ]);
  });

  it('gives the messages in English', () => {
    expect(blockingMessages(blockers, 'en')).toEqual([
      'The project has 3 unhandled objections or queries',
      'Fewer than 3 suppliers have signed up (currently 2)',
    ]);
  });

  it('gives nothing for no blockers', () => {
    expect(blockingMessages([], 'en')).toEqual([]);
  });
});
