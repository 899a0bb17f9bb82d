import { describe, expect, it } from 'vitest';
import { loginEntryAddress } from './login-entry-address';

const at = (url: string) => {
  const { pathname, search } = new URL(url, 'http://tender.test');
  return { pathname, search };
};

describe('loginEntryAddress: which first loads the login entry serves', () => {
  it('serves a signed-out visit to login as it is', () => {
    expect(loginEntryAddress(at('/user/login'), false)).toBe('/user/login');
    expect(loginEntryAddress(at('/user/login/?redirect=%2Fend-project'), false)).toBe(
      '/user/login/?redirect=%2Fend-project',
    );
  });

  it('serves a signed-out visit anywhere else at the login address the guard would send it to', () => {
    expect(loginEntryAddress(at('/manage/index?x=1'), false)).toBe(
      `/user/login?redirect=${encodeURIComponent('/manage/index?x=1')}`,
    );
    expect(loginEntryAddress(at('/'), false)).toBe(
      `/user/login?redirect=${encodeURIComponent('/home/index')}`,
    );
  });

  it('leaves a signed-in visit, the other /user pages and a hand-over to the app', () => {
    expect(loginEntryAddress(at('/user/login'), true)).toBeNull();
    expect(loginEntryAddress(at('/home/index'), true)).toBeNull();
    expect(loginEntryAddress(at('/user/register'), false)).toBeNull();
    expect(
      loginEntryAddress(at('/user/login?authProvider=uc&providerKey=abc&platformId=p1'), false),
    ).toBeNull();
  });
});
