import type { FieldError } from '../shared/errors';
import { must } from '../shared/validation-messages';
import { isAdmin } from './effective-roles';
import {
  ALL_PERMISSIONS,
  isAdministrationPermission,
  isPermission,
  type Permission,
} from './permission-catalogue';

/**
 * The permissions a user holds through their roles (§6 "the permission action list"): every permission
 * with the built-in Admin role, which holds all of them whatever is stored; otherwise the union of the
 * roles' stored grants that name a work-area permission. Anything else stored — an unknown name, an
 * administration permission on another role — grants nothing: the rule fails closed. Catalogue order.
 */
export function grantedPermissions(
  roleNames: readonly string[],
  storedGrants: readonly string[],
): Permission[] {
  if (isAdmin(roleNames)) return [...ALL_PERMISSIONS];
  const held = new Set(storedGrants);
  return ALL_PERMISSIONS.filter(
    (permission) => held.has(permission) && !isAdministrationPermission(permission),
  );
}

/** What a role's grants may be, named by its role name. */
export type RoleGrantsDecision =
  | { readonly allowed: true; readonly grants: Permission[] }
  | { readonly allowed: false; readonly errors: FieldError[] };

/**
 * Whether a role may be saved with these grants, naming the field `grantedPermissions` when not:
 * each must be a permission of the catalogue; administration permissions are the Admin's alone; and the
 * built-in Admin holds every permission, so it cannot be edited into less (§6, settings are the Admin's).
 * Allowed grants come back without repeats, in catalogue order.
 */
export function decideRoleGrants(roleName: string, grants: readonly string[]): RoleGrantsDecision {
  const field = 'grantedPermissions';
  const unknown = grants.filter((grant) => !isPermission(grant));
  if (unknown.length > 0) {
    return {
      allowed: false,
      errors: [{ field, message: must('unknownPermissions', { list: [...new Set(unknown)].join(', ') }) }],
    };
  }
  const asked = new Set(grants);
  const normalised = ALL_PERMISSIONS.filter((permission) => asked.has(permission));
  if (isAdmin([roleName])) {
    const missing = ALL_PERMISSIONS.filter((permission) => !asked.has(permission));
    return missing.length === 0
      ? { allowed: true, grants: normalised }
      : {
          allowed: false,
          errors: [
            {
              field,
              message: must('adminHoldsEverything', { list: missing.join(', ') }),
            },
          ],
        };
  }
  const administration = normalised.filter(isAdministrationPermission);
  return administration.length === 0
    ? { allowed: true, grants: normalised }
    : {
        allowed: false,
        errors: [{ field, message: must('administrationIsAdmins', { list: administration.join(', ') }) }],
      };
}
