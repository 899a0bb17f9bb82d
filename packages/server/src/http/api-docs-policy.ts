/**
 * The content security policy of the API docs page (/api/docs), from swagger-ui's own: scripts from this
 * server only. Three changes. Its style hash list would block the inline styles it sets, and with hashes
 * listed browsers ignore 'unsafe-inline', so styles get 'self' and 'unsafe-inline'. It asks browsers to
 * upgrade requests to https, which breaks the page on a plain-http deployment (a LAN address). And, like
 * the app (security-headers.ts), no site may frame it.
 */
export function apiDocsPolicy(policy: string): string {
  return policy
    .replace(/style-src [^;]*;/, "style-src 'self' 'unsafe-inline';")
    .replace(/frame-ancestors [^;]*;/, "frame-ancestors 'none';")
    .replace(/\s*upgrade-insecure-requests;?/, '')
    .replace(/ validator\.swagger\.io/, '');
}
