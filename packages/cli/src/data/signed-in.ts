import {
  type Actor,
  actorOf,
  type SessionGateway,
  SessionGateway as SessionGatewayToken,
  type SessionInfo,
  type TokenStore,
  TokenStore as TokenStoreToken,
  UnauthenticatedError,
} from '@tender/domain';
import type { Runtime } from '../runtime/runtime';

export interface SignedIn {
  readonly session: SessionInfo;
  readonly actor: Actor;
}

/**
 * The signed-in user as the rules see them (roles from the server, §6). One call: the company that
 * LoadSession also fetches is not needed by any flow rule.
 */
export async function signedIn(runtime: Runtime): Promise<SignedIn> {
  const tokens = runtime.container.get<TokenStore>(TokenStoreToken);
  if (!tokens.load()) throw new UnauthenticatedError('Not signed in');
  const session = await runtime.container.get<SessionGateway>(SessionGatewayToken).currentLoginInformations();
  return { session, actor: actorOf(session) };
}
