import type { HttpClientsConfig } from '../http/http-clients';
import type { ServerClockOptions } from '../http/http-server-clock';

/** What a composition root tells the container modules: where the services are, and test overrides. */
export interface InfrastructureConfig extends HttpClientsConfig {
  /** Options of the server clock (tests move time; the UI may listen for failed re-syncs). */
  readonly clock?: ServerClockOptions;
  /** Told when the sign-in feed drops (it reconnects by itself) or receives garbage. */
  readonly onSignInFeedError?: (error: Error) => void;
}
