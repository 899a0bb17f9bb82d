import {
  grantedPermissions,
  hasActionPermission,
  NotPermittedError,
  PASSWORD_CHANGE_REQUIRED,
  type Permission,
  refusal,
} from '@tender/domain';

/** What an in-memory administration port needs of the rest of the module: who asks. */
export interface AdministrationRules {
  /**
   * The signed-in user's role names. Administration permissions are the built-in Admin's alone (ADR 0014):
   * anyone else gets NotPermittedError before the input is read, as the server's route check. Default: an
   * Admin.
   */
  readonly callerRoles?: () => readonly string[];
  /**
   * The permissions the caller's session carries (§6 action list), for the work areas' checks (the
   * libraries). Default: what the roles alone grant, which is nothing outside administration but the Admin's.
   */
  readonly callerPermissions?: () => readonly string[];
  /** Whether the caller's temporary password is still unchanged: then nothing is allowed (ADR 0014). */
  readonly callerMustChangePassword?: () => boolean;
}

/**
 * Refuses the caller a permission their roles do not grant, with the server's wording. Only the Admin
 * holds administration permissions, whatever another role stores, so the roles alone decide.
 */
export function assertPermitted(rules: AdministrationRules, permission: Permission): void {
  if (rules.callerMustChangePassword?.()) throw new NotPermittedError(PASSWORD_CHANGE_REQUIRED);
  const granted = rules.callerPermissions?.() ?? grantedPermissions(rules.callerRoles?.() ?? ['Admin'], []);
  if (!hasActionPermission(granted, permission)) {
    throw new NotPermittedError(refusal('rolesDoNotGrant', { permissions: permission }));
  }
}
