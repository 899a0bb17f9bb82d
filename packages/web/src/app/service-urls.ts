import { DEFAULT_TENANT_ID } from '@tender/domain';

/**
 * Where the web app finds its services: all on the origin that served it (the API server serves the
 * app, the API at /api, the middleware at /middleware and the workflow engine at /workflow).
 */
export function browserServiceConfig(origin: string = window.location.origin) {
  return {
    apiUrl: origin,
    middlewareUrl: `${origin}/middleware`,
    workflowUrl: `${origin}/workflow`,
    defaultTenantId: DEFAULT_TENANT_ID,
  };
}
