import { describe, expect, it } from 'vitest';
import { analysisQueryOf, analysisSearchOf } from './analysis-address';

describe('an analysis page’s address', () => {
  it('reads the months and the word, 12 months by default', () => {
    expect(analysisQueryOf(new URLSearchParams('months=24&q=%20建设%20'))).toEqual({
      Months: 24,
      Keyword: '建设',
    });
    expect(analysisQueryOf(new URLSearchParams(''))).toEqual({ Months: 12 });
  });

  it('drops what the query schema refuses', () => {
    expect(analysisQueryOf(new URLSearchParams('months=99&q='))).toEqual({ Months: 12 });
    expect(analysisQueryOf(new URLSearchParams(`months=abc&q=${'x'.repeat(101)}`))).toEqual({ Months: 12 });
  });

  it('writes back what it reads, leaving the default span out', () => {
    expect(analysisSearchOf({ Months: 12, Keyword: '建设' }).toString()).toBe('q=%E5%BB%BA%E8%AE%BE');
    const search = analysisSearchOf({ Months: 6 });
    expect(analysisQueryOf(search)).toEqual({ Months: 6 });
  });
});
