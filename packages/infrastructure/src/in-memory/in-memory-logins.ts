import { grantedPermissions, type SessionInfo, type User } from '@tender/domain';
import type { InMemoryAuthGateway } from '@tender/domain/testing';

/**
 * The sign-in side of the in-memory users: the sessions InMemoryAuthGateway lets log in, kept in step with
 * what an administrator changes, as the server's session query reads the user's row (ADR 0014) — an
 * inactive user cannot log in and is signed out, a temporary password logs in bound to its change, a new
 * role's grants are in the holder's session at once.
 */
export class InMemoryLogins {
  /** The sessions put here, by user name; null for a user who may not log in. */
  private readonly sessions = new Map<string, SessionInfo | null>();

  constructor(
    private readonly auth: InMemoryAuthGateway,
    /** The sessions the gateway was given. */
    private readonly seeded: readonly SessionInfo[],
    /** The tenant of a user who had no session to begin with. */
    private readonly tenant: SessionInfo['tenant'],
  ) {}

  /** Whether the user was given a session to begin with (which then stays as seeded until a change). */
  isSeeded(userName: string): boolean {
    return this.seeded.some((s) => s.user.userName === userName);
  }

  /**
   * The session the user logs in with: put here, else seeded (a story's `signedInAs`). The gateway's own
   * change of a password since is not seen here.
   */
  sessionOf(userName: string): SessionInfo | null {
    const put = this.sessions.get(userName);
    return put === undefined ? (this.seeded.find((s) => s.user.userName === userName) ?? null) : put;
  }

  /** The user's session as it now is, with the permissions their roles' grants give; none while inactive. */
  put(user: User, roleGrants: readonly string[]): void {
    const session: SessionInfo | null = user.isActive ? this.sessionFor(user, roleGrants) : null;
    this.sessions.set(user.userName, session);
    this.auth.putSession(user.userName, session);
  }

  private sessionFor(user: User, roleGrants: readonly string[]): SessionInfo {
    return {
      user: {
        id: user.id,
        name: user.name,
        userName: user.userName,
        emailAddress: user.emailAddress,
        companyId: user.companyId,
        mustChangeCredentials: user.mustChangeCredentials,
      },
      tenant: this.seeded.find((s) => s.user.userName === user.userName)?.tenant ?? this.tenant,
      roleNames: [...user.roleNames],
      grantedPermissions: grantedPermissions(user.roleNames, roleGrants),
    };
  }

  /** The password the user logs in with from now on (an administrator's temporary one). */
  setPassword(userName: string, password: string): void {
    this.auth.setPassword(userName, password);
  }

  /** Revokes the user's tokens: signed in here, they are signed out. */
  revoke(userName: string): void {
    if (this.auth.signedIn?.user.userName === userName) this.auth.signedIn = null;
  }

  /** Calls back after a user changed their own password through the gateway. */
  onPasswordChanged(listener: (userName: string) => void): void {
    this.auth.onPasswordChanged = listener;
  }
}
