import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';

/** Paths of the services (§7) and of the object store: never answered with the web app's page. */
const SERVICE_PREFIXES = ['/api/', '/auth/', '/middleware/', '/workflow/', '/oss/', '/analysis/'];

/** Built files carry a content hash in their names (Vite's `assets/`), so they may be cached for good. */
const IMMUTABLE = 'public, max-age=31536000, immutable';

export function hasWebApp(webDir: string | undefined): webDir is string {
  return webDir !== undefined && existsSync(join(webDir, 'index.html'));
}

/**
 * Serves the built web app at `/` with an SPA fallback: its files from `webDir`, and index.html for any other
 * page a browser asks for (`/manage/index` after a reload), so the client's router takes over. Without a
 * build, `/` explains how to make one.
 */
export async function registerWebApp(app: FastifyInstance, webDir: string | undefined): Promise<void> {
  if (!hasWebApp(webDir)) {
    app.get('/', { schema: { hide: true } }, async (_request, reply) =>
      reply
        .type('text/plain; charset=utf-8')
        .send('Tender API. The web app is not built: run `npm run build` at the repository root.\n'),
    );
    return;
  }
  await app.register(fastifyStatic, {
    root: webDir,
    wildcard: true,
    index: false,
    // The web build writes .br and .gz beside each text file (packages/web/vite/precompress.ts).
    preCompressed: true,
    // Our own cache headers below, not the plugin's `max-age=0`.
    cacheControl: false,
    setHeaders: (response, path) => {
      response.setHeader('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache');
      // The reply depends on accept-encoding (preCompressed), which shared caches must know.
      response.setHeader('vary', 'accept-encoding');
    },
  });
  app.get('/', { schema: { hide: true } }, async (_request, reply) => sendIndex(reply));
}

/** A browser navigating to a client-side route: GET/HEAD for HTML, outside the services. */
export function wantsWebPage(request: FastifyRequest): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (isServicePath(request.url)) return false;
  return (request.headers.accept ?? '').includes('text/html');
}

/** Whether a URL is one of the services' or the object store's, never a page of the web app. */
export function isServicePath(url: string): boolean {
  const path = url.split('?')[0]!;
  return SERVICE_PREFIXES.some((prefix) => path.startsWith(prefix));
}

/** index.html is never cached: it names the current build's hashed files. */
export function sendIndex(reply: FastifyReply) {
  return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').sendFile('index.html');
}
