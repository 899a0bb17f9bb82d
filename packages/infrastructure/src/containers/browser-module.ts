import { ContainerModule } from 'inversify';
import type { KeyValueStorage } from '../storage/key-value-storage';
import type { WebSocketLike } from '../ws/web-socket-sign-in-feed';
import { bindBrowserStorage } from './bind-browser-storage';
import { bindHttpAdapters } from './bind-http-adapters';
import { bindSignInFeed } from './bind-sign-in-feed';
import { bindUseCases } from './bind-use-cases';
import type { InfrastructureConfig } from './infrastructure-config';

export interface BrowserConfig extends InfrastructureConfig {
  /** Default: window.localStorage. */
  readonly storage?: KeyValueStorage;
}

/** The web app's container module: HTTP adapters, the native-WebSocket sign-in feed, localStorage, every use case. */
export function browserModule(config: BrowserConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindBrowserStorage(bind, config.storage);
    bindHttpAdapters(bind, config);
    // The DOM types its handlers with `this` and Event subtypes; the feed only reads `data` and `code`.
    bindSignInFeed(bind, config, (url) => new WebSocket(url) as unknown as WebSocketLike);
    bindUseCases(bind);
  });
}
