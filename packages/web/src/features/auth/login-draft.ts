import type { LoginValues } from './login-values';

/** What the login form holds while the user types. */
export interface LoginDraft {
  userName: string;
  password: string;
  rememberMe: boolean;
  /** The tenant's name as typed; empty for the default tenant (§9 "Default tenant id 3"). */
  tenant: string;
}

export type LoginFieldName = 'userName' | 'password' | 'tenant';

export type CheckedLogin = { ok: true; values: LoginValues } | { ok: false; invalid: LoginFieldName[] };

/** The longest tenancy name the server looks up (isTenantAvailableSchema). */
const TENANT_NAME_MAX = 64;

/**
 * The form's own checks before LogIn runs the domain's (authenticateSchema, isTenantAvailableSchema): a
 * user name that is not only spaces, a password, and a tenant name no longer than a tenancy name may be.
 */
export function validateLoginDraft(draft: LoginDraft): CheckedLogin {
  const userName = draft.userName.trim();
  const tenant = draft.tenant.trim();
  const invalid: LoginFieldName[] = [];
  if (userName === '') invalid.push('userName');
  if (draft.password === '') invalid.push('password');
  if (tenant.length > TENANT_NAME_MAX) invalid.push('tenant');
  if (invalid.length > 0) return { ok: false, invalid };
  return {
    ok: true,
    values: {
      userName,
      password: draft.password,
      rememberMe: draft.rememberMe,
      ...(tenant ? { tenantName: tenant } : {}),
    },
  };
}
