import { SIGN_IN_LIST_MAX, signInSchema } from '@tender/domain';
import { z } from 'zod';

/**
 * The wire protocol of the sign-in WebSocket `GET /middleware/signIn` (§7; the package README
 * has the whole exchange). The URL carries only what §7 names; the token travels in the first message,
 * never in the URL, because URLs end up in access logs.
 */

/** `?id=<random>&userName=<name>&projectId=<id>` of §7: informative, but a projectId must match the Filter's. */
export const connectionQuerySchema = z.object({
  id: z.string().max(100).optional(),
  userName: z.string().max(100).optional(),
  projectId: z.coerce.number().int().positive().optional(),
});
export type ConnectionQuery = z.infer<typeof connectionQuerySchema>;

/** First message: the access token of `POST /api/TokenAuth/Authenticate`, and optionally the tenant it is for. */
const authenticateMessageSchema = z.object({
  method: z.literal('authenticate'),
  params: z.object({
    token: z.string().min(1).max(512),
    /** Like the `Abp.TenantId` header: when given, it must be the token's tenant. */
    tenantId: z.number().int().positive().optional(),
  }),
});

/** The list request of §7; Filter must select `type=signIn` and one `projectId`. */
const getPagedMessageSchema = z.object({
  method: z.literal('getPaged'),
  params: z.object({
    Filter: z.string().min(1).max(2000),
    Sorting: z.string().max(200).optional(),
    MaxResultCount: z.number().int().min(1).max(SIGN_IN_LIST_MAX).default(SIGN_IN_LIST_MAX),
    SkipCount: z.number().int().min(0).default(0),
  }),
});
export type SignInListQuery = z.infer<typeof getPagedMessageSchema>['params'];

export const clientMessageSchema = z.discriminatedUnion('method', [
  authenticateMessageSchema,
  getPagedMessageSchema,
]);
export type ClientMessage = z.infer<typeof clientMessageSchema>;

/** A sign-in as the server sends it: the domain's fields plus the record's id and type tag. */
const signInItemSchema = signInSchema.extend({ id: z.number().int().positive(), type: z.literal('signIn') });

/** The list sent as the getPaged answer and as every push, inside an ABP success envelope. */
export const signInListSchema = z.object({
  totalCount: z.number().int().min(0),
  items: z.array(signInItemSchema),
});
export type SignInList = z.infer<typeof signInListSchema>;

/** Close codes: 4000 + the HTTP status of the refusal (4400, 4401, 4403, 4404); 1011 for an internal error. */
export function closeCodeOf(status: number): number {
  return status >= 500 ? 1011 : 4000 + status;
}

/** The server is stopping: clients reconnect with backoff. */
export const GOING_AWAY = 1001;
