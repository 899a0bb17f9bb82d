import type { SessionInfo } from '../session/session-info';

/** Who performs a use case: the signed-in user as the rules see them. */
export interface Actor {
  readonly userId: number;
  readonly userName: string;
  readonly roleNames: readonly string[];
  readonly companyId?: number | null;
}

export function actorOf(session: SessionInfo): Actor {
  return {
    userId: session.user.id,
    userName: session.user.name,
    roleNames: session.roleNames,
    companyId: session.user.companyId,
  };
}
