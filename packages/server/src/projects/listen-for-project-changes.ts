import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentSchema } from '../db/current-schema';
import type { DatabaseNotifications } from '../db/notifications';
import type { Database } from '../db/schema';
import type { ProjectCountCache } from './project-count-cache';

/** The channel the trigger of migration 0006 notifies on every change to a project. */
export const PROJECTS_CHANNEL = 'tender_projects';

const payloadSchema = z.object({ schema: z.string(), tenantId: z.number().int() });

/** Feeds the database's project-change notifications of this process's schema to the count cache. */
export async function listenForProjectChanges(
  notifications: DatabaseNotifications,
  db: Kysely<Database>,
  counts: ProjectCountCache,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const ownSchema = await currentSchema(db);
  const stop = await notifications.listen(PROJECTS_CHANNEL, {
    onNotification(payload) {
      const parsed = payloadSchema.safeParse(jsonOrUndefined(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'ignored a malformed project notification');
        return;
      }
      if (parsed.data.schema === ownSchema) counts.changed(parsed.data.tenantId);
    },
    onConnectionLost: () => counts.distrust(),
    onReconnected: () => counts.trust(),
  });
  counts.trust();
  return async () => {
    counts.distrust();
    await stop();
  };
}

function jsonOrUndefined(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
