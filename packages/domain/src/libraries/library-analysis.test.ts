import { describe, expect, it } from 'vitest';
import type { Money } from '../shared/money';
import {
  byEntryProjects,
  chartCategories,
  isNamedEntry,
  LIBRARY_ANALYSIS_DEFAULT_MONTHS,
  libraryAnalysisQuerySchema,
  libraryAnalysisSchema,
  namesAgency,
} from './library-analysis';

const entry = { name: '杭州市教育局', creditCode: '11330100002482016N' };

describe('which entry a project or a company names', () => {
  it.each([
    ['杭州市教育局', true],
    ['11330100002482016N', true],
    ['11330100002482016n', true],
    ['杭州市教育局 ', false],
    ['杭州市', false],
    ['', false],
    [null, false],
    [undefined, false],
  ])('%s names it: %s', (named, expected) => {
    expect(isNamedEntry(entry, named)).toBe(expected);
  });
});

describe('which agency a project is', () => {
  const company = { name: '浙江招标代理有限公司', code: '91330100MA27XXXX1X' };
  it.each([
    ['the agency picked, by name', { agencyName: '杭州市教育局' }, company, true],
    ['the agency picked, by credit code', { agencyName: '11330100002482016n' }, undefined, true],
    [
      'another agency picked, whoever registered it',
      { agencyName: '别的代理' },
      { name: '杭州市教育局' },
      false,
    ],
    ['none picked: the registrar’s company, by name', { agencyName: null }, { name: '杭州市教育局' }, true],
    [
      'none picked: the registrar’s company, by code',
      {},
      { name: '某公司', code: '11330100002482016N' },
      true,
    ],
    ['none picked, another company', { agencyName: '' }, company, false],
    ['none picked, no company', {}, undefined, false],
  ])('%s', (_case, project, registeredBy, expected) => {
    expect(namesAgency(entry, project, registeredBy)).toBe(expected);
  });
});

describe('the analysis query', () => {
  it('asks for 12 months by default and takes a word', () => {
    expect(libraryAnalysisQuerySchema.parse({})).toEqual({ Months: LIBRARY_ANALYSIS_DEFAULT_MONTHS });
    expect(libraryAnalysisQuerySchema.parse({ Keyword: ' 建设 ', Months: '24' })).toEqual({
      Keyword: '建设',
      Months: 24,
    });
  });

  it.each([['0'], ['37'], ['1.5'], ['many']])('refuses %s months, naming the field', (months) => {
    const parsed = libraryAnalysisQuerySchema.safeParse({ Months: months });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]?.path).toEqual(['Months']);
  });
});

describe('chart categories (§3 chart items: name, total)', () => {
  it('keeps the largest one by one and adds up the rest; an empty name last among equals', () => {
    const counts = [
      { name: '浙江省', total: 5 },
      { name: null, total: 3 },
      { name: '江苏省', total: 3 },
      { name: '上海市', total: 2 },
      { name: '安徽省', total: 1 },
      { name: '福建省', total: 0 },
    ];
    expect(chartCategories(counts, 3)).toEqual({
      items: [
        { name: '浙江省', total: 5 },
        { name: '江苏省', total: 3 },
        { name: null, total: 3 },
      ],
      rest: 3,
    });
    expect(chartCategories([])).toEqual({ items: [], rest: 0 });
    // Equal counts go by name, and entries giving none come after the named ones, however they meet.
    const b = { name: '乙', total: 1 };
    const a = { name: '甲', total: 1 };
    // 乙 (U+4E59) comes before 甲 (U+7532) in code-point order.
    expect(chartCategories([b, a]).items).toEqual([b, a]);
    expect(chartCategories([a, b]).items).toEqual([b, a]);
    const unnamed = { name: null, total: 2 };
    const named = { name: '上海市', total: 2 };
    expect(chartCategories([unnamed, named]).items).toEqual([named, unnamed]);
    expect(chartCategories([named, unnamed, { name: null, total: 2 }]).items).toEqual([
      named,
      unnamed,
      unnamed,
    ]);
  });
});

describe('leading entries', () => {
  const row = (name: string, projects: number, amount: string) => ({
    id: 1,
    name,
    projects,
    amount: amount as Money,
  });

  it('rank by projects, then amount exactly in fen, then name', () => {
    const a = row('乙', 3, '100.00');
    const b = row('甲', 3, '100.01');
    const c = row('丙', 4, '1.00');
    const d = row('丁', 3, '100.00');
    expect([a, b, c, d].sort(byEntryProjects).map((r) => r.name)).toEqual(['丙', '甲', '丁', '乙']);
  });
});

describe('the analysis reply', () => {
  it('reads amounts as exact money and refuses a win rate above 1', () => {
    const reply = {
      kind: 'purchaser',
      months: [{ month: '2026-11', projects: 2, amount: 1500.5 }],
      topEntries: [{ id: 3, name: '杭州市教育局', projects: 2, amount: '1500.50' }],
      bidderOutcomes: [],
      byArea: { items: [{ name: '浙江省', total: 1 }], rest: 0 },
      byIndustry: { items: [], rest: 0 },
    };
    expect(libraryAnalysisSchema.parse(reply).months[0]?.amount).toBe('1500.50');
    const tooHigh = {
      ...reply,
      bidderOutcomes: [{ id: 1, name: '甲', signUps: 1, wins: 2, winRate: 2 }],
    };
    expect(libraryAnalysisSchema.safeParse(tooHigh).success).toBe(false);
  });
});
