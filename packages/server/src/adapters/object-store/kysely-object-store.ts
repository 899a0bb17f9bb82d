import { ConflictError, NotFoundError } from '@tender/domain';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';

/** A stored object without its bytes. */
export interface StoredObjectInfo {
  readonly id: number;
  readonly key: string;
  readonly dir: string;
  readonly fileName: string;
  readonly contentType: string;
  readonly size: number;
  readonly sha256: string;
  readonly creatorUserId: number | null;
}

export interface NewStoredObject extends Omit<StoredObjectInfo, 'id'> {
  readonly content: Buffer;
}

const INFO = [
  'id',
  'objectKey as key',
  'dir',
  'fileName',
  'contentType',
  'size',
  'sha256',
  'creatorUserId',
] as const;

/**
 * The objects of one tenant (table stored_objects). An object is named by its id or by its key — project
 * files (eHonors.fileId) may hold either. A key always contains `/` (it starts with its directory), so an
 * all-digit reference is an id.
 */
export class KyselyObjectStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly tenantId: number,
  ) {}

  private byReference(reference: string) {
    const query = this.db.selectFrom('storedObjects').where('tenantId', '=', this.tenantId);
    return /^\d{1,15}$/.test(reference)
      ? query.where('id', '=', Number(reference))
      : query.where('objectKey', '=', reference);
  }

  /** The object's description; another tenant's object is as missing as a deleted one. */
  async info(reference: string): Promise<StoredObjectInfo> {
    const row = await this.byReference(reference).select(INFO).executeTakeFirst();
    if (!row) throw new NotFoundError('File', reference);
    return row;
  }

  async content(id: number): Promise<{ info: StoredObjectInfo; content: Uint8Array }> {
    const row = await this.byReference(String(id))
      .select([...INFO, 'content'])
      .executeTakeFirst();
    if (!row) throw new NotFoundError('File', id);
    const { content, ...info } = row;
    return { info, content };
  }

  /** Stores a new object; an existing key is never overwritten (409), so no upload replaces another's file. */
  async insert(object: NewStoredObject, now: Date): Promise<number> {
    const row = await this.db
      .insertInto('storedObjects')
      .values({
        tenantId: this.tenantId,
        objectKey: object.key,
        dir: object.dir,
        fileName: object.fileName,
        contentType: object.contentType,
        size: object.size,
        sha256: object.sha256,
        content: object.content,
        creationTime: now,
        creatorUserId: object.creatorUserId,
      })
      .onConflict((oc) => oc.columns(['tenantId', 'objectKey']).doNothing())
      .returning('id')
      .executeTakeFirst();
    if (!row) throw new ConflictError(`An object with the key '${object.key}' already exists`);
    return row.id;
  }

  async delete(id: number): Promise<void> {
    const result = await this.db
      .deleteFrom('storedObjects')
      .where('tenantId', '=', this.tenantId)
      .where('id', '=', id)
      .executeTakeFirst();
    if (result.numDeletedRows === 0n) throw new NotFoundError('File', id);
  }
}
