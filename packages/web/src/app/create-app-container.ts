import { browserModule } from '@tender/infrastructure/browser';
import { Container } from 'inversify';
import { browserServiceConfig } from './service-urls';
import { webModule } from './web-module';

/** The web app's container: the browser adapters against the services on this origin. */
export function createAppContainer(origin: string = window.location.origin): Container {
  const container = new Container();
  container.load(browserModule(browserServiceConfig(origin)), webModule());
  return container;
}
