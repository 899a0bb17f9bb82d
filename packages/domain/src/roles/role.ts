import { z } from 'zod';
import { DASHBOARD_TAG } from '../permissions/can-access-route';
import { ROUTE_ADMIN_ROLE } from '../permissions/effective-roles';
import { must } from '../shared/validation-messages';

/**
 * Names a role may not take (any letter case): `admin` is the route role the client adds to everyone
 * (§6) and `dashboard` the route tag — a role so named would open routes or be dropped from the rules.
 */
export const RESERVED_ROLE_NAMES: readonly string[] = [ROUTE_ADMIN_ROLE, DASHBOARD_TAG];

/**
 * A role's name: the key sessions (roleNames) and flow steps (flowRoles) hold, so it is fixed once the
 * role exists. Letters, digits, `_` and `-`, up to 64.
 */
export const roleNameSchema = z
  .string()
  .trim()
  .min(1, must('required'))
  .max(64, must('maxChars', { max: 64 }))
  .regex(/^[\p{L}\p{N}_-]+$/u, must('roleNameCharacters'))
  .refine((name) => !RESERVED_ROLE_NAMES.includes(name.toLowerCase()), must('reserved'));

const displayNameSchema = z
  .string()
  .trim()
  .min(1, must('required'))
  .max(100, must('maxChars', { max: 100 }));
/** Grant names are checked against the catalogue by decideRoleGrants, which names the bad ones. */
const grantsSchema = z.array(z.string().max(64)).max(200).default([]);

/** A role as the administration screens read it (§6: a name, a display name and its action permissions). */
export const roleSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  displayName: z.string(),
  grantedPermissions: z.array(z.string()),
  /** The built-in Admin role: holds every permission, cannot be deleted, renamed or given less. */
  isStatic: z.boolean(),
  /** How many users hold the role. */
  userCount: z.number().int(),
  /** Bumped by every save: a save naming an older version is refused (409). */
  version: z.number().int(),
});
export type Role = z.infer<typeof roleSchema>;

/** Role/Create. */
export const createRoleSchema = z.object({
  name: roleNameSchema,
  displayName: displayNameSchema,
  grantedPermissions: grantsSchema,
});
export type CreateRoleInput = z.input<typeof createRoleSchema>;

/** Role/Update: the display name and the grants; the version the editor read. */
export const updateRoleSchema = z.object({
  id: z.number().int().positive(),
  version: z.number().int().positive(),
  displayName: displayNameSchema,
  grantedPermissions: grantsSchema,
});
export type UpdateRoleInput = z.input<typeof updateRoleSchema>;
