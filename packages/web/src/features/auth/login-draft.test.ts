import { describe, expect, it } from 'vitest';
import { validateLoginDraft } from './login-draft';

const draft = { userName: ' admin ', password: '123qwe', rememberMe: true, tenantId: '3' };

describe('the login form checks', () => {
  it('hands over trimmed values with the tenant as a number', () => {
    expect(validateLoginDraft(draft)).toEqual({
      ok: true,
      values: { userName: 'admin', password: '123qwe', rememberMe: true, tenantId: 3 },
    });
  });

  it('names every missing or bad field', () => {
    expect(validateLoginDraft({ ...draft, userName: '  ', password: '', tenantId: '0' })).toEqual({
      ok: false,
      invalid: ['userName', 'password', 'tenantId'],
    });
    for (const tenantId of ['', '-1', '1.5', 'abc', '3 ']) {
      const result = validateLoginDraft({ ...draft, tenantId: `${tenantId}x` });
      expect(result.ok).toBe(false);
    }
  });
});
