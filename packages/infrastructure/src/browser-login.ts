// @tender/infrastructure/browser-login: the login route's own wiring, without the container.
import { LogIn } from '@tender/domain';
import { HttpAuthGateway } from './http/http-auth-gateway';
import { createHttpClients, type HttpClientsConfig } from './http/http-clients';
import { HttpEvents } from './http/http-events';
import { HttpSessionGateway } from './http/http-session-gateway';
import { HttpWorkflowEngine } from './http/http-workflow-engine';
import type { KeyValueStorage } from './storage/key-value-storage';
import { LocalStorageTokenStore } from './storage/local-storage-token-store';

export interface BrowserLogInConfig extends HttpClientsConfig {
  /** Default: window.localStorage (where browserModule's TokenStore reads the token back). */
  readonly storage?: KeyValueStorage;
}

/**
 * LogIn over the same adapters browserModule binds (HTTP, localStorage), built by hand: the login page is
 * every visitor's first load, and the container would bring every adapter and use case with it (the
 * first-load budget: bench/README.md, `web-first-load.mjs`). The token it stores is the one the whole app
 * then reads.
 */
export function browserLogIn(config: BrowserLogInConfig): LogIn {
  const tokens = new LocalStorageTokenStore(config.storage ?? globalThis.localStorage);
  const clients = createHttpClients(config, tokens, new HttpEvents());
  return new LogIn(
    new HttpAuthGateway(clients.api),
    tokens,
    new HttpSessionGateway(clients.api),
    new HttpWorkflowEngine(clients.workflow),
  );
}

/** Whether this browser holds a live token (the app's guard then sends a visit to login on, §2). */
export function browserHoldsToken(storage: KeyValueStorage = globalThis.localStorage): boolean {
  return new LocalStorageTokenStore(storage).load() !== null;
}
