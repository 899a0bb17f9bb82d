// The Reflect metadata API that inversify's container expects, loaded before the container is built.
import 'reflect-metadata';
import { type StoredToken, TokenStore } from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { EnvTokenStore } from './env-token-store';

export interface CompositionOptions {
  /** Base URL of the API server; the middleware and workflow services are under it. */
  readonly server: string;
  /** Where token.json and config.json live. */
  readonly configDir: string;
  /** The token of TENDER_TOKEN, which replaces the token file for this run. */
  readonly envToken?: StoredToken;
}

/**
 * The CLI's only composition root (ARCHITECTURE "one composition root per app"): the Node container
 * module — HTTP adapters, 0600 token file, every use case — so the CLI obeys the same rules as the UI.
 */
export function createContainer(options: CompositionOptions): Container {
  const container = new Container();
  container.load(nodeModule({ apiUrl: options.server, configDir: options.configDir }));
  if (options.envToken) {
    container.rebind<TokenStore>(TokenStore).toConstantValue(new EnvTokenStore(options.envToken));
  }
  return container;
}
