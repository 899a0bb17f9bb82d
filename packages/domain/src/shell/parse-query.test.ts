import { describe, expect, it } from 'vitest';
import { parseQuery } from './parse-query';

describe('parseQuery', () => {
  it.each([
    ['', {}],
    ['?', {}],
    ['?id=7&correctionsmsg=1', { id: '7', correctionsmsg: '1' }],
    ['id=7', { id: '7' }],
    ['?flag', { flag: '' }],
    ['?a=1&&b=2', { a: '1', b: '2' }],
    ['?redirect=%2Fmanage%2Findex%3Fid%3D3', { redirect: '/manage/index?id=3' }],
    ['?q=a+b', { q: 'a b' }],
    ['?a=1&a=2', { a: '1' }],
    ['?bad=%E0%A4%A&ok=1', { ok: '1' }],
    ['?%E0%A4%A=1&ok=1', { ok: '1' }],
    ['?x=a=b', { x: 'a=b' }],
  ])('%j → %j', (search, expected) => {
    expect(parseQuery(search)).toEqual(expected);
  });

  it('does not treat inherited names as already present', () => {
    expect(parseQuery('?toString=1')).toEqual({ toString: '1' });
  });
});
