import type { ServiceIdentifier } from 'inversify';
import type { HttpClients } from '../http/http-clients';

/**
 * Service identifiers of this package's own services. The domain's ports and use cases are bound under
 * the domain's Symbol.for tokens and classes; HttpEvents is bound under its class (the HTTP clients emit
 * on it) and, the same instance, under the domain's SessionEvents token (what the UI listens to).
 */
export const HttpClientsToken: ServiceIdentifier<HttpClients> = Symbol.for(
  'tender.infrastructure.HttpClients',
);
