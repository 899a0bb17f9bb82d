import type { LoginValues } from './login-form';

/** What the login form holds while the user types. */
export interface LoginDraft {
  userName: string;
  password: string;
  rememberMe: boolean;
  /** As typed; a positive whole number once checked. */
  tenantId: string;
}

export type LoginFieldName = 'userName' | 'password' | 'tenantId';

export type CheckedLogin = { ok: true; values: LoginValues } | { ok: false; invalid: LoginFieldName[] };

const TENANT_ID = /^[1-9]\d{0,8}$/;

/**
 * The form's own checks before LogIn runs the domain's (authenticateSchema): a user name that is not
 * only spaces, a password, and a tenant id that is a positive whole number (the Abp.TenantId header).
 */
export function validateLoginDraft(draft: LoginDraft): CheckedLogin {
  const userName = draft.userName.trim();
  const tenantId = draft.tenantId.trim();
  const invalid: LoginFieldName[] = [];
  if (userName === '') invalid.push('userName');
  if (draft.password === '') invalid.push('password');
  if (!TENANT_ID.test(tenantId)) invalid.push('tenantId');
  if (invalid.length > 0) return { ok: false, invalid };
  return {
    ok: true,
    values: { userName, password: draft.password, rememberMe: draft.rememberMe, tenantId: Number(tenantId) },
  };
}
