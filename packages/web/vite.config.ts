import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { precompress } from './vite/precompress';

// The API server serves dist/ at '/' with an SPA fallback (packages/server web-app), so assets are
// addressed from the root. In dev, the services are proxied to a server started with `npm start`.
const API_SERVER = process.env.TENDER_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react(), precompress()],
  base: '/',
  build: {
    target: 'es2022',
    // antd is the largest dependency of every route; one warning per build is noise, not a signal.
    chunkSizeWarningLimit: 900,
    rolldownOptions: {
      output: {
        codeSplitting: {
          // zod and the module that tells it to parse without eval (src/zod-without-eval.ts) share one
          // chunk, so that whichever chunk builds a schema has loaded zod already configured: the CSP
          // allows no eval (server http/security-headers.ts), and a chunk's imports run before its body.
          groups: [
            { name: 'zod', test: /[\\/]node_modules[\\/]zod[\\/]|[\\/]src[\\/]zod-without-eval\.ts$/ },
          ],
        },
      },
    },
  },
  server: {
    proxy: Object.fromEntries(
      ['/api', '/auth', '/middleware', '/workflow', '/oss', '/analysis'].map((prefix) => [
        prefix,
        { target: API_SERVER, changeOrigin: true, ws: prefix === '/middleware' },
      ]),
    ),
  },
});
