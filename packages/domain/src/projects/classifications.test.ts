import { describe, expect, it } from 'vitest';
import { INDUSTRY_SECTIONS, PROVINCIAL_AREAS, suggestionsFor } from './classifications';

describe('the project form pick lists', () => {
  it('lists 34 provincial-level areas and the 20 industry sections A–T, each once', () => {
    expect(new Set(PROVINCIAL_AREAS).size).toBe(34);
    expect(INDUSTRY_SECTIONS.map((s) => s.code).join('')).toBe('ABCDEFGHIJKLMNOPQRST');
  });

  it('suggests the entries containing what was typed', () => {
    expect(suggestionsFor(PROVINCIAL_AREAS, '江')).toEqual(['黑龙江省', '江苏省', '浙江省', '江西省']);
    expect(suggestionsFor(PROVINCIAL_AREAS, '  ')).toHaveLength(34);
    expect(suggestionsFor(PROVINCIAL_AREAS, '杭州')).toEqual([]);
  });
});
