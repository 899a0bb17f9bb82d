import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { currentSchema } from '../db/current-schema';
import type { DatabaseNotifications } from '../db/notifications';
import type { Database } from '../db/schema';
import type { SignInBroadcaster } from './sign-in-broadcaster';

/** The channel the trigger of migration 0002 notifies on every change to a sign-in record. */
export const SIGN_IN_CHANNEL = 'tender_sign_in';

const payloadSchema = z.object({
  schema: z.string(),
  tenantId: z.number().int(),
  projectId: z.number().int(),
});

/**
 * Routes the database's sign-in notifications to the broadcaster. All schemas of a database share
 * the channel (tests run many at once), so a process keeps only those of the schema its tables are
 * in. Resolves to the function that stops listening.
 */
export async function listenForSignIns(
  notifications: DatabaseNotifications,
  db: Kysely<Database>,
  broadcaster: SignInBroadcaster,
  log: FastifyBaseLogger,
): Promise<() => Promise<void>> {
  const ownSchema = await currentSchema(db);
  return notifications.listen(SIGN_IN_CHANNEL, {
    onNotification(payload) {
      const parsed = payloadSchema.safeParse(safeJson(payload));
      if (!parsed.success) {
        log.warn({ payload }, 'ignored a malformed sign-in notification');
        return;
      }
      if (parsed.data.schema !== ownSchema) return;
      broadcaster.changed(parsed.data.tenantId, parsed.data.projectId);
    },
    onConnectionLost(error) {
      log.warn({ err: error }, 'lost the sign-in notification connection; reconnecting');
    },
    onReconnected() {
      log.info('sign-in notifications are back; refreshing every sign-in list');
      broadcaster.changedEverywhere();
    },
  });
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}
