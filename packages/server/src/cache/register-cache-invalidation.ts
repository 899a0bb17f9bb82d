import type { FastifyInstance } from 'fastify';
import type { DatabaseNotifications } from '../db/notifications';
import type { AppDeps } from '../http/zod-app';
import { IDENTITY_CHANNEL, listenForTenantChanges, PROJECTS_CHANNEL } from './listen-for-tenant-changes';
import type { HearsTenantChanges } from './tenant-change-cache';

const READS = new Set(['GET', 'HEAD', 'OPTIONS']);

/**
 * Keeps the kept lists and sessions honest: an authenticated write moves its tenant's project lists
 * before the reply leaves (the writer's next list is exact), and the database's change notifications
 * move them for writes made elsewhere. User names appear in the lists, so identity changes move both.
 * Without notifications the caches never serve. `alsoHearIdentityChanges` are told of identity changes
 * on the same listening (the sign-in feed's open sockets, which must not outlive their tokens).
 */
export function registerCacheInvalidation(
  app: FastifyInstance,
  deps: AppDeps,
  notifications: DatabaseNotifications | undefined,
  alsoHearIdentityChanges: readonly HearsTenantChanges[] = [],
): void {
  const { projectCounts, projectPages, sessions } = deps.caches;
  const projectLists = [projectCounts, projectPages];
  app.addHook('onSend', async (request) => {
    if (!READS.has(request.method) && request.auth) {
      for (const cache of projectLists) cache.changed(request.auth.tenantId);
    }
  });
  if (!notifications) return;
  let stop: (() => Promise<void>) | undefined;
  app.addHook('onReady', async () => {
    stop = await listenForTenantChanges(
      notifications,
      deps.db,
      {
        [PROJECTS_CHANNEL]: projectLists,
        [IDENTITY_CHANNEL]: [sessions, ...projectLists, ...alsoHearIdentityChanges],
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
