import {
  type AuthGateway,
  DEFAULT_TENANT_ID,
  type ReloadAuthenticateInput,
  refusal,
  reloadAuthenticateSchema,
  type SessionGateway,
  type SessionInfo,
  type TokenStore,
  tokenExpiresAt,
  ValidationError,
} from '@tender/domain';

/** The provider parameters an external platform puts in the login URL (§1, §7 ReloadAuthenticate). */
export function handOverParameters(query: Readonly<Record<string, string>>): ReloadAuthenticateInput | null {
  const parsed = reloadAuthenticateSchema.safeParse(query);
  return parsed.success ? parsed.data : null;
}

/**
 * Signs in with a single sign-on hand-over (§1 "They may also arrive through an external single sign-on
 * hand-over", §7 ReloadAuthenticate): the token lives one day, as a login without rememberMe (§9).
 *
 * This belongs in the domain beside LogIn (it only uses ports); it lives here until the domain has it,
 * see the web README.
 */
export class HandOverSignOn {
  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
    private readonly sessions: SessionGateway,
    private readonly now: () => number = Date.now,
  ) {}

  async execute(input: ReloadAuthenticateInput, tenantId = DEFAULT_TENANT_ID): Promise<SessionInfo> {
    const parsed = reloadAuthenticateSchema.safeParse(input);
    if (!parsed.success) throw new ValidationError([{ field: '', message: refusal('handOverIncomplete') }]);
    const reply = await this.auth.reloadAuthenticate({ ...parsed.data, tenantId });
    this.tokens.save({
      accessToken: reply.accessToken,
      expiresAt: tokenExpiresAt({
        now: this.now(),
        rememberMe: false,
        expireInSeconds: reply.expireInSeconds,
      }),
      tenantId,
    });
    return this.sessions.currentLoginInformations();
  }
}
