import { z } from 'zod';
import type { AppDeps, ZodApp } from '../http/zod-app';

/**
 * GET /middleware/tools/getServerTime (§7): the middleware's own reply shape `{success, message}`, the
 * message being the server time as an ISO string; the header clock re-syncs from it (§1, §9).
 */
export function registerServerTimeRoute(app: ZodApp, { config }: AppDeps): void {
  app.get(
    '/middleware/tools/getServerTime',
    {
      config: { access: 'anonymous' },
      schema: {
        tags: ['Middleware'],
        response: { 200: z.object({ success: z.literal(true), message: z.string() }) },
      },
    },
    async () => ({ success: true as const, message: config.clock().toISOString() }),
  );
}
