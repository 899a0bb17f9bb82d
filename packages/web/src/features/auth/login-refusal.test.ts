import { LOGIN_REFUSALS, TooManyAttemptsError, UnauthenticatedError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { en } from '../../i18n/en';
import type { I18n } from '../../i18n/i18n-context';
import { interpolate } from '../../i18n/interpolate';
import { zhCN } from '../../i18n/zh-cn';
import { loginRefusal } from './login-refusal';

const tIn =
  (dictionary: Record<string, string>): I18n['t'] =>
  (key, values) =>
    interpolate(dictionary[key] ?? key, values);

describe('a refused sign-in, in the user’s words', () => {
  it('says how long a throttled client waits, in whole minutes', () => {
    const throttled = new TooManyAttemptsError(LOGIN_REFUSALS.throttled, 61);
    expect(loginRefusal(throttled, tIn(en))).toBe('Too many failed sign-ins from here. Try again in 2 min.');
    expect(loginRefusal(throttled, tIn(zhCN))).toBe('此处登录失败次数过多，请 2 分钟后重试');
  });

  it('keeps one answer for an unknown name and a wrong password', () => {
    expect(loginRefusal(new UnauthenticatedError(LOGIN_REFUSALS.credentials), tIn(en))).toBe(
      en['login.refused.credentials'],
    );
  });
});
