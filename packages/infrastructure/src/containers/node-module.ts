import { ContainerModule } from 'inversify';
import { nodeWebSocket } from '../ws/node-web-socket';
import { bindHttpAdapters } from './bind-http-adapters';
import { bindNodeStorage, type NodeStorageOptions } from './bind-node-storage';
import { bindSignInFeed } from './bind-sign-in-feed';
import { bindUseCases } from './bind-use-cases';
import type { InfrastructureConfig } from './infrastructure-config';

export interface NodeConfig extends InfrastructureConfig, NodeStorageOptions {}

/** The CLI's container module: HTTP adapters, the `ws` sign-in feed, 0600 files under the XDG config directory, every use case. */
export function nodeModule(config: NodeConfig): ContainerModule {
  return new ContainerModule(({ bind }) => {
    bindNodeStorage(bind, config);
    bindHttpAdapters(bind, config);
    bindSignInFeed(bind, config, nodeWebSocket);
    bindUseCases(bind);
  });
}
