import type { ServiceIdentifier } from 'inversify';
import type { HttpClients } from '../http/http-clients';

/**
 * Service identifiers of this package's own services. The domain's ports and use cases are bound under
 * the domain's Symbol.for tokens and classes; HttpEvents is bound under its class.
 */
export const HttpClientsToken: ServiceIdentifier<HttpClients> = Symbol.for(
  'tender.infrastructure.HttpClients',
);
