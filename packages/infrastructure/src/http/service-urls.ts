/** Where the three services live (§7). Each may be deployed apart, so each has its own base URL. */
export interface ServiceUrls {
  /** The ABP-style API: `/api/...` and `/auth/logout` are appended. */
  readonly api: string;
  /** The middleware service (`tools/getServerTime`, `fusion_time_node` …). */
  readonly middleware: string;
  /** The workflow engine (`/user/get`, `/tenant/insert` …). */
  readonly workflow: string;
  /** The middleware's sign-in WebSocket (§7). */
  readonly signInFeed: string;
}

export interface ServiceUrlsConfig {
  readonly apiUrl: string;
  /** Default: `<apiUrl>/middleware`, where the single-process server mounts it. */
  readonly middlewareUrl?: string;
  /** Default: `<apiUrl>/workflow`. */
  readonly workflowUrl?: string;
  /**
   * Default: the middleware URL with ws(s): and `/signIn` appended. §7 does not name the path; the server
   * README documents it, so set this if it differs.
   */
  readonly signInFeedUrl?: string;
}

export function serviceUrls(config: ServiceUrlsConfig): ServiceUrls {
  const api = config.apiUrl.replace(/\/+$/, '');
  const middleware = (config.middlewareUrl ?? `${api}/middleware`).replace(/\/+$/, '');
  return {
    api,
    middleware,
    workflow: (config.workflowUrl ?? `${api}/workflow`).replace(/\/+$/, ''),
    signInFeed: config.signInFeedUrl ?? `${middleware.replace(/^http/, 'ws')}/signIn`,
  };
}
