import { createHmac, randomBytes } from 'node:crypto';
import { KyselyServerSecretStore } from '../adapters/object-store/kysely-server-secret-store';
import { outsideRequestUnit } from '../db/request-units';
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
    // Kept for the process's life: a secret created now must not roll back with the request that asked
    // first (ADR 0012), so it is read and created outside the request's unit of work.
    keys = outsideRequestUnit(() => loadKeys(deps));
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
  const value = await new KyselyServerSecretStore(db).getOrCreate(
    SECRET_NAME,
    randomBytes(32).toString('base64url'),
  );
  return Buffer.from(value, 'base64url');
}
