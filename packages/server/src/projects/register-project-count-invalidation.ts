import type { FastifyInstance } from 'fastify';
import type { DatabaseNotifications } from '../db/notifications';
import type { AppDeps } from '../http/zod-app';
import { listenForProjectChanges } from './listen-for-project-changes';
import type { ProjectCountCache } from './project-count-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the project-count cache honest: an authenticated write moves its tenant's generation before
 * the reply leaves (the writer's next list is exact), and the database's change notifications move
 * it for writes made elsewhere. Without notifications the cache never serves a count.
 */
export function registerProjectCountInvalidation(
  app: FastifyInstance,
  deps: AppDeps,
  counts: ProjectCountCache,
  notifications: DatabaseNotifications | undefined,
): void {
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && request.auth) counts.changed(request.auth.tenantId);
  });
  if (!notifications) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await listenForProjectChanges(notifications, deps.db, counts, app.log);
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
