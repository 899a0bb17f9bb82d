import type { TokenStore } from '@tender/domain';
import type { AxiosAdapter } from 'axios';
import { HttpClient } from './http-client';
import type { HttpEvents } from './http-events';
import { type ServiceUrlsConfig, serviceUrls } from './service-urls';

/** One client per service, sharing the token store and the event emitter (§7). */
export interface HttpClients {
  readonly api: HttpClient;
  readonly middleware: HttpClient;
  readonly workflow: HttpClient;
}

export interface HttpClientsConfig extends ServiceUrlsConfig {
  readonly timeoutMs?: number;
  readonly defaultTenantId?: number;
  readonly adapter?: AxiosAdapter;
}

export function createHttpClients(
  config: HttpClientsConfig,
  tokens: TokenStore,
  events: HttpEvents,
): HttpClients {
  const urls = serviceUrls(config);
  const shared = {
    tokens,
    events,
    ...(config.timeoutMs !== undefined ? { timeoutMs: config.timeoutMs } : {}),
    ...(config.defaultTenantId !== undefined ? { defaultTenantId: config.defaultTenantId } : {}),
    ...(config.adapter ? { adapter: config.adapter } : {}),
  };
  return {
    api: new HttpClient({ ...shared, baseURL: urls.api, service: 'the API server' }),
    middleware: new HttpClient({ ...shared, baseURL: urls.middleware, service: 'the middleware service' }),
    workflow: new HttpClient({ ...shared, baseURL: urls.workflow, service: 'the workflow engine' }),
  };
}
