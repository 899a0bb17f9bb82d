/**
 * Whether a browser page at `origin` may open a socket to this server (cross-site WebSocket hijacking,
 * ASVS V4.4): the app's own host, whatever the scheme, or one of the configured public origins. A
 * request without an Origin comes from no browser page (the CLI, a test client) and carries its own
 * credential, so it is let through; a page of another site always sends one.
 */
export function isAllowedOrigin(
  origin: string | undefined,
  host: string | undefined,
  publicOrigins: readonly string[],
): boolean {
  if (origin === undefined) return true;
  if (publicOrigins.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}
