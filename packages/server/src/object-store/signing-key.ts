import { createHmac, randomBytes } from 'node:crypto';
import type { AppDeps } from '../http/zod-app';

const SECRET_NAME = 'oss-signing-key';

/** The two uses of the signing secret get keys of their own, so one signature never passes as the other. */
export interface ObjectStoreKeys {
  readonly uploadPolicy: Buffer;
  readonly downloadUrl: Buffer;
}

const loaded = new WeakMap<AppDeps, Promise<ObjectStoreKeys>>();

/**
 * The object store's signing keys for one app, read once: derived from TENDER_OSS_SECRET, or else from a
 * secret generated on first use and kept in `server_secrets`, so that a restart (or a second process on
 * the same database) accepts the policies and download URLs signed before it.
 */
export function objectStoreKeysOf(deps: AppDeps): Promise<ObjectStoreKeys> {
  let keys = loaded.get(deps);
  if (!keys) {
    keys = loadKeys(deps);
    loaded.set(deps, keys);
    // A failed read (database briefly down) is retried by the next request instead of cached.
    keys.catch(() => loaded.delete(deps));
  }
  return keys;
}

async function loadKeys({ db, config }: AppDeps): Promise<ObjectStoreKeys> {
  const secret = config.ossSecret ? Buffer.from(config.ossSecret, 'utf8') : await persistedSecret(db);
  const derive = (purpose: string) => createHmac('sha256', secret).update(purpose).digest();
  return { uploadPolicy: derive('tender-oss/upload-policy'), downloadUrl: derive('tender-oss/download-url') };
}

async function persistedSecret(db: AppDeps['db']): Promise<Buffer> {
  // Insert-if-absent, then read back: concurrent first starts agree on whichever insert won.
  await db
    .insertInto('serverSecrets')
    .values({ name: SECRET_NAME, value: randomBytes(32).toString('base64url') })
    .onConflict((oc) => oc.column('name').doNothing())
    .execute();
  const row = await db
    .selectFrom('serverSecrets')
    .select('value')
    .where('name', '=', SECRET_NAME)
    .executeTakeFirstOrThrow();
  return Buffer.from(row.value, 'base64url');
}
