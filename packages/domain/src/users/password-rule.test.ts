import { describe, expect, it } from 'vitest';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH, passwordProblems } from './password-rule';

// "Password rules: at least 8 characters and not the user name. Breaking a rule gives a field message."
describe('passwordProblems', () => {
  it('has the limits of the rule', () => {
    expect([PASSWORD_MIN_LENGTH, PASSWORD_MAX_LENGTH]).toEqual([8, 128]);
  });

  it.each([
    ['8 characters', 'abcd1234', { userName: 'manager' }, []],
    ['8 Chinese characters count as 8', '一二三四五六七八', { userName: 'manager' }, []],
    ['128 characters', 'x'.repeat(128), { userName: 'manager' }, []],
    [
      '7 characters',
      'abc1234',
      { userName: 'manager' },
      [{ field: 'password', message: 'must have at least 8 characters' }],
    ],
    [
      'empty',
      '',
      { userName: 'manager' },
      [{ field: 'password', message: 'must have at least 8 characters' }],
    ],
    [
      '4 emoji are 4 characters, not 8',
      '😀😀😀😀',
      { userName: 'm' },
      [{ field: 'password', message: 'must have at least 8 characters' }],
    ],
    [
      '129 characters',
      'x'.repeat(129),
      { userName: 'manager' },
      [{ field: 'password', message: 'must have at most 128 characters' }],
    ],
    [
      'the user name',
      'zhangsan01',
      { userName: 'zhangsan01' },
      [{ field: 'password', message: 'must not be the user name' }],
    ],
    [
      'the user name in another case',
      'ZhangSan01',
      { userName: 'zhangsan01' },
      [{ field: 'password', message: 'must not be the user name' }],
    ],
    [
      'the user name with spaces around',
      ' zhangsan01 ',
      { userName: 'zhangsan01' },
      [{ field: 'password', message: 'must not be the user name' }],
    ],
    [
      'named under its own field',
      'short',
      { userName: 'm', field: 'newPassword' },
      [{ field: 'newPassword', message: 'must have at least 8 characters' }],
    ],
    [
      'the same as the current one',
      'Temp-2026!',
      { userName: 'm', field: 'newPassword', currentPassword: 'Temp-2026!' },
      [{ field: 'newPassword', message: 'must differ from the current password' }],
    ],
    ['another than the current one', 'Mine-2026!', { userName: 'm', currentPassword: 'Temp-2026!' }, []],
  ])('%s', (_, password, context, expected) => {
    expect(passwordProblems(password, context)).toEqual(expected);
  });
});
