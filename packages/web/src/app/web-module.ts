import { AuthGateway, SessionGateway, TokenStore } from '@tender/domain';
import { ContainerModule } from 'inversify';
import { HandOverSignOn } from '../features/auth/hand-over-sign-on';

/**
 * What the web app adds to any infrastructure module (browser or in-memory): use cases that the domain
 * does not have yet. Factories only, like every binding (STACK.md).
 */
export function webModule(): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bind(HandOverSignOn).toDynamicValue(
      (c) =>
        new HandOverSignOn(
          c.get<AuthGateway>(AuthGateway),
          c.get<TokenStore>(TokenStore),
          c.get<SessionGateway>(SessionGateway),
        ),
    );
  });
}
