import helmet from '@fastify/helmet';
import type { FastifyInstance } from 'fastify';
import type { Config } from '../config';
import { isServicePath } from '../web-app/web-app';

/**
 * The web app's content security policy (OWASP ASVS 5.0 V3.4): its scripts, lazy chunks and data from
 * this server only, and no inline script. Styles allow 'unsafe-inline' because antd writes its CSS-in-JS
 * into <style> elements and `style` attributes at run time; a style cannot run code. `connect-src 'self'`
 * covers the sign-in WebSocket on the same host (CSP 3). No `upgrade-insecure-requests`: agencies serve
 * the app over plain http on their LAN too, where it would break every request.
 */
export const WEB_APP_POLICY = {
  defaultSrc: ["'self'"],
  scriptSrc: ["'self'"],
  scriptSrcAttr: ["'none'"],
  styleSrc: ["'self'", "'unsafe-inline'"],
  imgSrc: ["'self'", 'data:', 'blob:'],
  fontSrc: ["'self'", 'data:'],
  connectSrc: ["'self'"],
  objectSrc: ["'none'"],
  frameAncestors: ["'none'"],
  baseUri: ["'self'"],
  formAction: ["'self'"],
};

/** Once a browser has seen the app over https, it uses nothing else for a year. */
const HSTS_SECONDS = 365 * 24 * 60 * 60;

/**
 * Security headers on every reply, through @fastify/helmet: the web app, static files, the API, 404s,
 * errors and the WebSocket's refusals alike. Registered first, so its hook runs before any other can
 * refuse a request. HSTS only when the app is configured as served over https (TENDER_PUBLIC_ORIGINS):
 * sent over plain http it would lock a LAN deployment out. The API docs page replaces the policy with
 * its own (api-docs-policy.ts).
 */
export async function registerSecurityHeaders(app: FastifyInstance, config: Config): Promise<void> {
  const overTls = config.publicOrigins.some((origin) => origin.startsWith('https:'));
  await app.register(helmet, {
    global: true,
    contentSecurityPolicy: { useDefaults: false, directives: WEB_APP_POLICY },
    hsts: overTls ? { maxAge: HSTS_SECONDS, includeSubDomains: true } : false,
    referrerPolicy: { policy: 'no-referrer' },
    // Same-origin isolation; the app opens no cross-origin window that needs a handle back.
    crossOriginOpenerPolicy: { policy: 'same-origin' },
    crossOriginResourcePolicy: { policy: 'same-origin' },
  });
  // What the API answers is one user's data: no cache may keep it (ASVS V14.3). A reply that already
  // says how it may be kept (a download: private, no-store) keeps its own.
  app.addHook('onSend', async (request, reply) => {
    if (isServicePath(request.url) && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
}
