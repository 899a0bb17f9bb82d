import { DEFAULT_TENANT_ID } from '@tender/domain';
import { browserModule } from '@tender/infrastructure/browser';
import { Container } from 'inversify';
import { webModule } from '../di/web-module';

/**
 * The web app's container: the browser adapters against the services on this origin (the API server
 * serves the app, the API at /api, the middleware at /middleware and the workflow engine at /workflow).
 */
export function createAppContainer(origin: string = window.location.origin): Container {
  const container = new Container();
  container.load(
    browserModule({
      apiUrl: origin,
      middlewareUrl: `${origin}/middleware`,
      workflowUrl: `${origin}/workflow`,
      defaultTenantId: DEFAULT_TENANT_ID,
    }),
    webModule(),
  );
  return container;
}
