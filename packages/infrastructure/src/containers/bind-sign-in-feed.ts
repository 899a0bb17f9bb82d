import { SignInFeed } from '@tender/domain';
import type { ContainerModuleLoadOptions } from 'inversify';
import { serviceUrls } from '../http/service-urls';
import { type WebSocketLike, WebSocketSignInFeed } from '../ws/web-socket-sign-in-feed';
import type { InfrastructureConfig } from './infrastructure-config';

type Bind = ContainerModuleLoadOptions['bind'];

/** The sign-in feed over the environment's WebSocket: native in the browser, `ws` in Node (§7). */
export function bindSignInFeed(
  bind: Bind,
  config: InfrastructureConfig,
  createSocket: (url: string) => WebSocketLike,
): void {
  bind<SignInFeed>(SignInFeed).toConstantValue(
    new WebSocketSignInFeed({
      url: serviceUrls(config).signInFeed,
      createSocket,
      ...(config.onSignInFeedError ? { onError: config.onSignInFeedError } : {}),
    }),
  );
}
