import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentSchema } from '../db/current-schema';
import type { DatabaseNotifications } from '../db/notifications';
import type { Database } from '../db/schema';
import type { HearsTenantChanges } from './tenant-change-cache';

/** Notified on every change to a project (migration 0006). */
export const PROJECTS_CHANNEL = 'tender_projects';
/** Notified on every change to users, roles, tenants and revoked tokens (migration 0009). */
export const IDENTITY_CHANNEL = 'tender_identity';

const payloadSchema = z.object({ schema: z.string(), tenantId: z.number().int() });

/**
 * Feeds the database's change notifications of this process's schema to the caches that hold what
 * changed: each channel names the caches it moves on. The caches serve nothing until listening has
 * started, nor while the connection is lost.
 */
export async function listenForTenantChanges(
  notifications: DatabaseNotifications,
  db: Kysely<Database>,
  channels: Readonly<Record<string, readonly HearsTenantChanges[]>>,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const ownSchema = await currentSchema(db);
  const caches = [...new Set(Object.values(channels).flat())];
  const stops = await Promise.all(
    Object.entries(channels).map(([channel, moved]) =>
      notifications.listen(channel, {
        onNotification(payload) {
          const parsed = payloadSchema.safeParse(jsonOrUndefined(payload));
          if (!parsed.success) {
            log.warn({ channel, payload }, 'ignored a malformed change notification');
            return;
          }
          if (parsed.data.schema !== ownSchema) return;
          for (const cache of moved) cache.changed(parsed.data.tenantId);
        },
        onConnectionLost: () => {
          for (const cache of moved) cache.distrust();
        },
        onReconnected: () => {
          for (const cache of moved) cache.trust();
        },
      }),
    ),
  );
  for (const cache of caches) cache.trust();
  return async () => {
    for (const cache of caches) cache.distrust();
    await Promise.all(stops.map((stop) => stop()));
  };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
