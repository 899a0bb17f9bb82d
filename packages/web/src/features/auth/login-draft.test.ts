import { describe, expect, it } from 'vitest';
import { validateLoginDraft } from './login-draft';

const draft = { userName: ' admin ', password: '123qwe', rememberMe: true, tenant: ' Default ' };

describe('the login form checks', () => {
  it('hands over trimmed values with the tenant by its name', () => {
    expect(validateLoginDraft(draft)).toEqual({
      ok: true,
      values: { userName: 'admin', password: '123qwe', rememberMe: true, tenantName: 'Default' },
    });
  });

  it('leaves the tenant out when none is typed: the default tenant (§9)', () => {
    const checked = validateLoginDraft({ ...draft, tenant: '  ' });
    expect(checked).toEqual({
      ok: true,
      values: { userName: 'admin', password: '123qwe', rememberMe: true },
    });
  });

  it('names every missing or bad field', () => {
    expect(validateLoginDraft({ ...draft, userName: '  ', password: '', tenant: 'x'.repeat(65) })).toEqual({
      ok: false,
      invalid: ['userName', 'password', 'tenant'],
    });
  });
});
