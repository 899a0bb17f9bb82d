import { z } from 'zod';

/** The signed-in user, tenant and role names (§3 session info). */
export const sessionInfoSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    userName: z.string(),
    emailAddress: z.string().nullish(),
    companyId: z.number().int().nullable(),
  }),
  tenant: z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string().nullish() }).nullable(),
  roleNames: z.array(z.string()),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const companySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  code: z.string().nullish(),
  address: z.string().nullish(),
  phone: z.string().nullish(),
});
export type Company = z.infer<typeof companySchema>;

/** The server role that sees settings and may jump any flow (§6). */
export const ADMIN_ROLE = 'Admin';

/** Login request (§7 TokenAuth/Authenticate). */
export const authenticateSchema = z.object({
  userNameOrEmailAddress: z.string().trim().min(1, 'is required').max(256),
  password: z.string().min(1, 'is required').max(128),
  rememberClient: z.boolean().default(false),
});
export type AuthenticateInput = z.input<typeof authenticateSchema>;

export const authenticateResultSchema = z.object({
  accessToken: z.string(),
  expireInSeconds: z.number().int().positive(),
  userId: z.number().int(),
});
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

/** Single sign-on hand-over (§7 ReloadAuthenticate). */
export const reloadAuthenticateSchema = z.object({
  authProvider: z.string().trim().min(1, 'is required').max(100),
  providerKey: z.string().trim().min(1, 'is required').max(4000),
  platformId: z.string().trim().min(1, 'is required').max(100),
});
export type ReloadAuthenticateInput = z.infer<typeof reloadAuthenticateSchema>;

/** ABP's TenantAvailabilityState: the answer of Account/IsTenantAvailable (§7). */
export const TenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;
export type TenantAvailabilityState = (typeof TenantAvailabilityState)[keyof typeof TenantAvailabilityState];

/** Tenant lookup by name (ABP Account/IsTenantAvailable). */
export const isTenantAvailableSchema = z.object({
  tenancyName: z.string().trim().min(1, 'is required').max(64),
});
export type IsTenantAvailableInput = z.input<typeof isTenantAvailableSchema>;

/** The tenant's state; `tenantId` is set only when it is available. */
export const tenantAvailabilitySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal(TenantAvailabilityState.Available), tenantId: z.number().int() }),
  z.object({ state: z.literal(TenantAvailabilityState.InActive), tenantId: z.null() }),
  z.object({ state: z.literal(TenantAvailabilityState.NotFound), tenantId: z.null() }),
]);
export type TenantAvailability = z.infer<typeof tenantAvailabilitySchema>;
