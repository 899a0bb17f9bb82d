import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import type { PackageEvaluation, ProjectEvaluation } from './package-evaluation';
import { resultAnnouncementDraft, resultPublicityDraft } from './result-notice-drafts';

const ranked = (bidder: string, price: string, total: number, rank: number) => ({
  bidder,
  price: price as Money,
  priceScore: 0,
  expertPoints: [],
  points: 0,
  total,
  rank,
  tied: false,
});
const pkg = (fields: Partial<PackageEvaluation>): PackageEvaluation => ({
  groupId: 1,
  groupNumber: '包1',
  groupName: '设备<A&B>',
  plan: { method: 'comprehensive', criteria: [] },
  round: 1,
  openingConfirmed: true,
  toRetender: false,
  bids: [],
  experts: [],
  marks: [],
  result: {
    complete: true,
    ranking: [ranked('乙公司', '1000000.00', 8930, 1), ranked('甲公司', '950000.00', 8530, 2)],
    rejected: [],
    candidates: ['乙公司', '甲公司'],
  },
  history: [],
  ...fields,
});
const project = { projectName: '智慧校园', projectNum: 'ZB-1' };

describe('result notices drafted from the ranking', () => {
  it('lists each package’s candidates in order with price and score, escaped', () => {
    const evaluation: ProjectEvaluation = {
      projectId: 1,
      packages: [pkg({}), pkg({ groupId: 2, result: null })],
    };
    const draft = resultPublicityDraft(project, evaluation);
    expect(draft?.title).toBe('智慧校园中标候选人公示');
    expect(draft?.content).toContain('<h3>包1 设备&#60;A&#38;B&#62;</h3>');
    expect(draft?.content).toContain(
      '<li><p>第1名：乙公司，投标报价 1,000,000.00 元，评审得分 89.30</p></li>',
    );
    expect(draft?.content.match(/<h3>/g)).toHaveLength(1);
  });

  it('names the first candidate as the winner in the announcement', () => {
    const draft = resultAnnouncementDraft(project, { projectId: 1, packages: [pkg({})] });
    expect(draft?.content).toContain(
      '<li><p>包1 设备&#60;A&#38;B&#62;：中标人 乙公司，中标金额 1,000,000.00 元</p></li>',
    );
  });

  it('drafts nothing before any package recommends someone', () => {
    const none = { projectId: 1, packages: [pkg({ result: { complete: false, missing: 3 } })] };
    expect(resultPublicityDraft(project, none)).toBeUndefined();
    expect(resultAnnouncementDraft(project, none)).toBeUndefined();
  });

  it('gives no score under a method that gives none', () => {
    const lowest = pkg({ plan: { method: 'lowestPrice', criteria: [] } });
    const draft = resultPublicityDraft(project, { projectId: 1, packages: [lowest] });
    expect(draft?.content).toContain('<li><p>第1名：乙公司，投标报价 1,000,000.00 元</p></li>');
  });
});
