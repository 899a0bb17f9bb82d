import { describe, expect, it } from 'vitest';
import { isUnderPrefix, normalisePath } from './normalise-path';

describe('normalisePath', () => {
  it.each([
    ['/', '/'],
    ['', '/'],
    ['//', '/'],
    ['/manage/', '/manage'],
    ['/end-project/', '/end-project'],
    ['/manage/index', '/manage/index'],
  ])('%j → %j', (input, expected) => {
    expect(normalisePath(input)).toBe(expected);
  });
});

describe('isUnderPrefix', () => {
  it.each([
    ['/manage/operation', '/manage/operation', true],
    ['/manage/operation/', '/manage/operation', true],
    ['/manage/operation/step', '/manage/operation', true],
    ['/manage/operations', '/manage/operation', false],
    ['/manage/index', '/manage/operation', false],
    ['/sign-up', 'sign-up', true],
    ['/anything', '', false],
    ['/anything', '/', false],
  ])('%j under %j → %j', (path, prefix, expected) => {
    expect(isUnderPrefix(path, prefix)).toBe(expected);
  });
});
