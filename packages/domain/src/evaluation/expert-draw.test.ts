import { describe, expect, it } from 'vitest';
import { type DrawableExpert, drawExperts, mayServe } from './expert-draw';

const expert = (id: number, company: string, extra: Partial<DrawableExpert> = {}): DrawableExpert => ({
  id,
  name: `专家${id}`,
  speciality: '建筑工程',
  company,
  avoidCompanies: [],
  ...extra,
});
const LIBRARY = Array.from({ length: 12 }, (_, i) => expert(i + 1, `单位${i + 1}`));
const PARTIES = ['甲建设有限公司', '市教育局', '宏图招标代理'];

describe('avoidance (回避)', () => {
  it.each([
    ['of a bidder', expert(1, '甲建设有限公司'), false],
    ['of the purchaser, spaces aside', expert(2, ' 市教育局 '), false],
    ['of the agency', expert(3, '宏图招标代理'), false],
    ['with a declared tie to a bidder', expert(4, '设计院', { avoidCompanies: ['甲建设有限公司'] }), false],
    ['with no tie to anyone in the project', expert(5, '设计院', { avoidCompanies: ['别的公司'] }), true],
  ])('an expert %s may serve: %s', (_case, candidate, expected) => {
    expect(mayServe(candidate, PARTIES)).toBe(expected);
  });
});

describe('a draw of experts', () => {
  it('gives the same committee for the same seed, whatever order the library lists them in', () => {
    const draw = drawExperts(LIBRARY, { count: 5, seed: 20261126, parties: PARTIES });
    const again = drawExperts([...LIBRARY].reverse(), { count: 5, seed: 20261126, parties: PARTIES });
    expect(draw).toEqual(again);
    if (!('drawn' in draw)) throw new Error('short');
    expect(draw.drawn).toHaveLength(5);
    expect(new Set(draw.drawn.map((e) => e.id)).size).toBe(5);
    const other = drawExperts(LIBRARY, { count: 5, seed: 7, parties: PARTIES });
    if (!('drawn' in other)) throw new Error('short');
    expect(other.drawn.map((e) => e.id)).not.toEqual(draw.drawn.map((e) => e.id));
  });

  it('never draws an expert who must stand aside, nor one of another speciality', () => {
    const library = [
      ...LIBRARY,
      expert(13, '甲建设有限公司'),
      expert(14, '设计院', { avoidCompanies: ['市教育局'] }),
      expert(15, '单位15', { speciality: '医疗设备' }),
    ];
    for (let seed = 1; seed <= 200; seed++) {
      const draw = drawExperts(library, { count: 7, seed, speciality: '建筑工程', parties: PARTIES });
      if (!('drawn' in draw)) throw new Error('short');
      expect(draw.drawn.map((e) => e.id).filter((id) => id > 12)).toEqual([]);
    }
  });

  it('says how many are missing rather than drawing fewer', () => {
    expect(drawExperts(LIBRARY.slice(0, 4), { count: 5, seed: 1, parties: PARTIES })).toEqual({
      shortOf: 1,
      eligible: 4,
    });
  });

  it('draws every eligible expert about equally often over many seeds', () => {
    const counts = new Map<number, number>();
    for (let seed = 1; seed <= 3000; seed++) {
      const draw = drawExperts(LIBRARY, { count: 3, seed, parties: PARTIES });
      if (!('drawn' in draw)) throw new Error('short');
      for (const e of draw.drawn) counts.set(e.id, (counts.get(e.id) ?? 0) + 1);
    }
    // 3,000 draws of 3 of 12: 750 each expected.
    for (const id of LIBRARY.map((e) => e.id)) expect(counts.get(id)).toBeGreaterThan(650);
    for (const id of LIBRARY.map((e) => e.id)) expect(counts.get(id)).toBeLessThan(850);
  });
});
