import type { SessionGateway } from '../ports/session-gateway';
import type { TokenStore } from '../ports/token-store';
import type { Company, SessionInfo } from '../session/session-info';
import { UnauthenticatedError } from '../shared/errors';

export interface LoadedSession {
  session: SessionInfo;
  company: Company | null;
}

/** Loads the signed-in user's session and company; without a live token the user must log in (§6). */
export class LoadSession {
  constructor(
    private readonly tokens: TokenStore,
    private readonly sessions: SessionGateway,
  ) {}

  async execute(): Promise<LoadedSession> {
    if (!this.tokens.load()) throw new UnauthenticatedError('Not signed in');
    const session = await this.sessions.currentLoginInformations();
    const companyId = session.user.companyId;
    const company = companyId == null ? null : await this.sessions.companyById(companyId);
    return { session, company };
  }
}
