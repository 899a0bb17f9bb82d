import { describe, expect, it } from 'vitest';
import { ConflictError } from '../shared/errors';
import type { Money } from '../shared/money';
import type { Committee, CommitteeMember, CommitteeRepresentative } from './committee';
import {
  assertLawfulCommittee,
  type CommitteeProject,
  committeeBreaches,
  committeeBudgetOf,
  committeeSize,
} from './committee-composition';

const expert = (id: number, company = `设计院${id}`, avoidCompanies: string[] = []): CommitteeMember => ({
  expertId: id,
  name: `专家${id}`,
  speciality: '建筑工程',
  company,
  drawId: 1,
  reason: null,
  appointedAt: '2026-11-27T01:00:00.000Z',
  appointedBy: null,
  avoidCompanies,
});
const representative = (id: number, company = '区教育局'): CommitteeRepresentative => ({
  id,
  name: `代表${id}`,
  company,
  appointedAt: '2026-11-27T01:00:00.000Z',
  appointedBy: null,
});
const committeeOf = (
  experts: number,
  representatives: number,
  more: Partial<Pick<Committee, 'members' | 'representatives' | 'parties' | 'largerRequired'>> = {},
) => ({
  members: more.members ?? Array.from({ length: experts }, (_, i) => expert(i + 1)),
  representatives:
    more.representatives ?? Array.from({ length: representatives }, (_, i) => representative(i + 1)),
  recusals: [],
  parties: more.parties ?? ['甲公司', '区教育局', '浙江招标代理有限公司'],
  bidders: ['甲公司'],
  largerRequired: more.largerRequired ?? false,
});

const tender: CommitteeProject = { biddingMethod: '公开招标', capitalSource: '自筹资金' };
const procurement: CommitteeProject = { biddingMethod: '公开招标', capitalSource: '财政资金' };
const money = (yuan: string) => yuan as Money;

describe('the committee’s size and its experts (招标投标法 第三十七条; 政府采购货物和服务招标投标管理办法 第四十七条)', () => {
  it.each([
    ['招标投标法 第三十七条: 4 experts and 1 representative make 5, odd, 4/5 experts', 4, 1, []],
    ['招标投标法 第三十七条: 5 experts', 5, 0, []],
    ['招标投标法 第三十七条: 3 experts is too small', 3, 0, ['committee-too-small']],
    ['招标投标法 第三十七条: 4 experts and 2 representatives is even', 4, 2, ['committee-even']],
    [
      '招标投标法 第三十七条: 3 experts and 2 representatives are under two thirds experts',
      3,
      2,
      ['committee-too-few-experts'],
    ],
    ['招标投标法 第三十七条: 5 experts and 2 representatives: 5/7 ≥ 2/3', 5, 2, []],
    [
      '招标投标法 第三十七条: 2 experts and 2 representatives break all three',
      2,
      2,
      ['committee-too-small', 'committee-even', 'committee-too-few-experts'],
    ],
  ])('%s', (_name, experts, representatives, codes) => {
    expect(committeeBreaches(committeeOf(experts, representatives), tender).map((b) => b.code)).toEqual(
      codes,
    );
  });

  it('招标投标法 第三十七条 is cited for a tender, 政府采购货物和服务招标投标管理办法 第四十七条 for government procurement', () => {
    const [tendering] = committeeBreaches(committeeOf(3, 0), tender);
    expect(tendering?.citation.zh).toBe('招标投标法 第三十七条');
    expect(tendering?.citation.en).toBe('Tendering Law, art. 37');
    const [procuring] = committeeBreaches(committeeOf(3, 0), procurement);
    expect(procuring?.citation.zh).toBe('政府采购货物和服务招标投标管理办法 第四十七条');
  });

  it('a committee nothing was kept of breaks no rule: the platform does not know it', () => {
    expect(committeeBreaches(committeeOf(0, 0), tender)).toEqual([]);
  });
});

describe('a larger committee (政府采购货物和服务招标投标管理办法 第四十七条)', () => {
  it.each([
    [
      '第四十七条: a budget of 10 million yuan asks 7',
      { ...procurement, projectBudget: money('10000000.00') },
      false,
      7,
    ],
    [
      '第四十七条: a budget just under 10 million yuan asks 5',
      { ...procurement, projectBudget: money('9999999.99') },
      false,
      5,
    ],
    [
      '第四十七条: packages adding up to 10 million yuan ask 7',
      {
        ...procurement,
        sGroupList: [{ groupBudget: money('6000000.00') }, { groupBudget: money('4000000.00') }],
      },
      false,
      7,
    ],
    ['第四十七条: marked technically complex or of great social impact asks 7', procurement, true, 7],
    [
      '招标投标法 第三十七条: a tender of 10 million yuan under the Tendering Law asks 5',
      { ...tender, projectBudget: money('20000000.00') },
      true,
      5,
    ],
    [
      '政府采购非招标采购方式管理办法 第七条: a negotiation panel asks 3',
      { biddingMethod: '竞争性谈判' },
      true,
      3,
    ],
    [
      '政府采购竞争性磋商采购方式管理暂行办法 第十四条: a consultation panel asks 3',
      { biddingMethod: '竞争性磋商' },
      false,
      3,
    ],
  ] as const)('%s', (_name, project, larger, minimum) => {
    expect(committeeSize(project, larger).minimum).toBe(minimum);
  });

  it('第四十七条: 5 members of a 10-million-yuan purchase are too few, with the reason', () => {
    const [breach] = committeeBreaches(committeeOf(5, 0), {
      ...procurement,
      projectBudget: money('12000000.00'),
    });
    expect(breach?.code).toBe('committee-too-small');
    expect(breach?.description.zh).toBe('成员5人，少于应有的7人（采购预算1000万元以上）');
    expect(
      committeeBreaches(committeeOf(7, 0), { ...procurement, projectBudget: money('12000000.00') }),
    ).toEqual([]);
  });

  it('第四十七条: the marked project needs 7 once marked', () => {
    expect(
      committeeBreaches(committeeOf(5, 0, { largerRequired: true }), procurement).map((b) => b.code),
    ).toEqual(['committee-too-small']);
  });

  it('reads the project’s own budget before its packages’', () => {
    expect(
      committeeBudgetOf({ projectBudget: money('1.00'), sGroupList: [{ groupBudget: money('2.00') }] }),
    ).toBe('1.00');
    expect(committeeBudgetOf({ sGroupList: [{ groupBudget: money('2.00') }, {}] })).toBe('2.00');
    expect(committeeBudgetOf({})).toBeNull();
  });
});

describe('avoidance (招标投标法实施条例 第四十六条; 政府采购法实施条例 第九条)', () => {
  it.each([
    [
      '实施条例 第四十六条: an expert of a bidder, seated by hand or before the bidder signed up',
      expert(9, '甲公司'),
    ],
    ['实施条例 第四十六条: an expert of the agency itself', expert(9, '浙江招标代理有限公司')],
    [
      '实施条例 第四十六条: an expert who declared a tie to the purchaser',
      expert(9, '设计院9', ['区教育局']),
    ],
  ])('%s', (_name, avoided) => {
    const members = [...Array.from({ length: 4 }, (_, i) => expert(i + 1)), avoided];
    const breaches = committeeBreaches(committeeOf(0, 0, { members }), tender);
    expect(breaches.map((b) => b.code)).toEqual(['committee-member-avoided']);
    expect(breaches[0]?.citation.zh).toBe('招标投标法实施条例 第四十六条');
    expect(breaches[0]?.description.en).toContain('专家9');
  });

  it('政府采购法实施条例 第九条 is cited for government procurement', () => {
    const members = [...Array.from({ length: 4 }, (_, i) => expert(i + 1)), expert(9, '甲公司')];
    const [breach] = committeeBreaches(committeeOf(0, 0, { members }), procurement);
    expect(breach?.citation.zh).toBe('政府采购法实施条例 第九条');
  });

  it('a representative of the purchaser is not avoided: representing it is their part', () => {
    expect(committeeBreaches(committeeOf(4, 1), tender)).toEqual([]);
  });

  it('招标投标法 第三十七条: a representative of a bidder (one that signed up after they were seated) must recuse', () => {
    const representatives = [representative(1, ' 甲公司 ')];
    const breaches = committeeBreaches(committeeOf(4, 0, { representatives }), tender);
    expect(breaches.map((b) => b.code)).toEqual(['committee-representative-of-bidder']);
    expect(breaches[0]?.citation.zh).toBe('招标投标法实施条例 第四十六条');
    expect(breaches[0]?.description.zh).toBe('代表代表1来自投标人甲公司，应当回避');
    expect(breaches[0]?.description.en).toBe('representative 代表1 is of 甲公司, a bidder, and must recuse');
    const [procuring] = committeeBreaches(committeeOf(4, 0, { representatives }), procurement);
    expect(procuring?.citation.zh).toBe('政府采购法实施条例 第九条');
  });
});

describe('the refusal of marks by an unlawful committee (招标投标法 第三十七条)', () => {
  it('招标投标法 第三十七条: 409 naming the article and the rule', () => {
    const refused = () => assertLawfulCommittee(committeeBreaches(committeeOf(3, 0), tender));
    expect(refused).toThrow(ConflictError);
    expect(refused).toThrow(
      'The evaluation committee breaks Tendering Law, art. 37: it has 3 members, fewer than the 5 it needs',
    );
    expect(() => assertLawfulCommittee(committeeBreaches(committeeOf(5, 0), tender))).not.toThrow();
  });
});
