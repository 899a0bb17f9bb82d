import type { AuthGateway } from '../ports/auth-gateway';
import type { TokenStore } from '../ports/token-store';

/** Revokes the token on the server and forgets it locally; local state is cleared even if the server is unreachable (§2). */
export class LogOut {
  constructor(
    private readonly auth: AuthGateway,
    private readonly tokens: TokenStore,
  ) {}

  async execute(): Promise<void> {
    try {
      if (this.tokens.load()) await this.auth.logout();
    } finally {
      this.tokens.clear();
    }
  }
}
