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
 * Without notifications the caches never serve. `alsoHear` are told of the changes on the same listening:
 * identity changes to the open sockets and streams, which must not outlive their tokens; project changes
 * to the open project-change streams.
 */
export function registerCacheInvalidation(
  app: FastifyInstance,
  deps: AppDeps,
  notifications: DatabaseNotifications | undefined,
  alsoHear: {
    readonly identity?: readonly HearsTenantChanges[];
    readonly projects?: readonly HearsTenantChanges[];
  } = {},
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
        [PROJECTS_CHANNEL]: [...projectLists, ...(alsoHear.projects ?? [])],
        [IDENTITY_CHANNEL]: [sessions, ...projectLists, ...(alsoHear.identity ?? [])],
      },
      app.log,
    );
  });
  app.addHook('onClose', async () => {
    await stop?.();
  });
}
