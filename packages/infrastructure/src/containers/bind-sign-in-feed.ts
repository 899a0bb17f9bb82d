import { SignInFeed, TokenStore } from '@tender/domain';
import type { ContainerModuleLoadOptions } from 'inversify';
import { serviceUrls } from '../http/service-urls';
import { type WebSocketLike, WebSocketSignInFeed } from '../ws/web-socket-sign-in-feed';
import type { InfrastructureConfig } from './infrastructure-config';

type Bind = ContainerModuleLoadOptions['bind'];

/**
 * The sign-in feed over the environment's WebSocket: native in the browser, `ws` in Node (§7). It
 * authenticates with the stored token, read at every connection so a new login is used. Needs a
 * TokenStore bound by a storage binding.
 */
export function bindSignInFeed(
  bind: Bind,
  config: InfrastructureConfig,
  createSocket: (url: string) => WebSocketLike,
): void {
  bind<SignInFeed>(SignInFeed)
    .toDynamicValue((context) => {
      const tokens = context.get<TokenStore>(TokenStore);
      return new WebSocketSignInFeed({
        url: serviceUrls(config).signInFeed,
        createSocket,
        credentials: () => tokens.load(),
        ...(config.onSignInFeedError ? { onError: config.onSignInFeedError } : {}),
      });
    })
    .inSingletonScope();
}
