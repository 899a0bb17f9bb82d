import { z } from 'zod';
import { TABLE_DEFAULT_PAGE_SIZE } from '../shared/paging';
import { must } from '../shared/validation-messages';

/** The signed-in user, tenant and role names (§3 session info). */
export const sessionInfoSchema = z.object({
  user: z.object({
    id: z.number().int(),
    name: z.string(),
    userName: z.string(),
    emailAddress: z.string().nullish(),
    companyId: z.number().int().nullable(),
    /** Until the user changes the temporary password, the session works for nothing else (server README). */
    mustChangeCredentials: z.boolean().optional(),
  }),
  tenant: z.object({ id: z.number().int(), tenancyName: z.string(), name: z.string().nullish() }).nullable(),
  roleNames: z.array(z.string()),
  /**
   * The user's permission action list (§6), `area.action` as in PERMISSION_AREAS: the UI hides what is
   * missing and the server refuses it (403). Optional: another server may not send it.
   */
  grantedPermissions: z.array(z.string()).optional(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

/** The user signed in with a temporary password and must change it before anything else (ADR 0014). */
export function mustChangePassword(session: SessionInfo): boolean {
  return session.user.mustChangeCredentials === true;
}

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
  userNameOrEmailAddress: z.string().trim().min(1, must('required')).max(256),
  password: z.string().min(1, must('required')).max(128),
  rememberClient: z.boolean().default(false),
});
export type AuthenticateInput = z.input<typeof authenticateSchema>;

export const authenticateResultSchema = z.object({
  accessToken: z.string(),
  expireInSeconds: z.number().int().positive(),
  userId: z.number().int(),
  /**
   * The password is a temporary one an administrator set: the token works only for changing it (and for
   * the session and logout) until it is changed. Named without the word "password", which no login or
   * session reply carries. Optional: another server may not send it.
   */
  mustChangeCredentials: z.boolean().optional(),
});

/** The refusal's message while a temporary password is unchanged (403), so a client can tell it apart. */
export const PASSWORD_CHANGE_REQUIRED = 'The password must be changed before anything else';
export type AuthenticateResult = z.infer<typeof authenticateResultSchema>;

/** Single sign-on hand-over (§7 ReloadAuthenticate). */
export const reloadAuthenticateSchema = z.object({
  authProvider: z.string().trim().min(1, must('required')).max(100),
  providerKey: z.string().trim().min(1, must('required')).max(4000),
  platformId: z.string().trim().min(1, must('required')).max(100),
});
export type ReloadAuthenticateInput = z.infer<typeof reloadAuthenticateSchema>;

/** ABP's TenantAvailabilityState: the answer of Account/IsTenantAvailable (§7). */
export const TenantAvailabilityState = { Available: 1, InActive: 2, NotFound: 3 } as const;
export type TenantAvailabilityState = (typeof TenantAvailabilityState)[keyof typeof TenantAvailabilityState];

/** Tenant lookup by name (ABP Account/IsTenantAvailable). */
export const isTenantAvailableSchema = z.object({
  tenancyName: z.string().trim().min(1, must('required')).max(64),
});
export type IsTenantAvailableInput = z.input<typeof isTenantAvailableSchema>;

/** The tenant's state; `tenantId` is set only when it is available. */
export const tenantAvailabilitySchema = z.discriminatedUnion('state', [
  z.object({ state: z.literal(TenantAvailabilityState.Available), tenantId: z.number().int() }),
  z.object({ state: z.literal(TenantAvailabilityState.InActive), tenantId: z.null() }),
  z.object({ state: z.literal(TenantAvailabilityState.NotFound), tenantId: z.null() }),
]);
export type TenantAvailability = z.infer<typeof tenantAvailabilitySchema>;

/** AbpCompany/Create: a company (agency office) of the tenant (§3; §1 users belong to one). */
export const companyInputSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, must('required'))
    .max(200, must('maxChars', { max: 200 })),
  code: optionalText(50),
  address: optionalText(500),
  phone: optionalText(50),
});
export type CompanyInput = z.input<typeof companyInputSchema>;

/** AbpCompany/Update: the company's id and all its fields. */
export const companyUpdateSchema = companyInputSchema.extend({ id: z.number().int().positive() });
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;

/** AbpCompany/GetPaged: a word in the name or code, and the page. */
export const companyListQuerySchema = z.object({
  Keyword: z.string().trim().max(100).optional(),
  MaxResultCount: z.coerce.number().int().min(1).max(1000).default(TABLE_DEFAULT_PAGE_SIZE),
  SkipCount: z.coerce.number().int().min(0).default(0),
});
export type CompanyListQuery = z.input<typeof companyListQuerySchema>;

function optionalText(max: number) {
  return z
    .string()
    .trim()
    .max(max, must('maxChars', { max: max }))
    .nullish()
    .transform((value) => (value ? value : null));
}
