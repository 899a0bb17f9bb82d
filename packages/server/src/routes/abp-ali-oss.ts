import {
  downloadUrlReplySchema,
  isAdmin,
  NotPermittedError,
  refusal,
  uploadSignReplySchema,
  ValidationError,
} from '@tender/domain';
import { z } from 'zod';
import { KyselyObjectStore } from '../adapters/object-store/kysely-object-store';
import { scopeOf } from '../adapters/request-scope';
import { sessionOf } from '../auth/authenticate-request';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { acceptedContentType, UPLOAD_CONTENT_TYPES } from '../object-store/content-types';
import { DOWNLOAD_URL_LIFETIME_S, signedDownloadPath } from '../object-store/download-url';
import { normalizeDir, proposeKey } from '../object-store/object-keys';
import { objectStoreKeysOf } from '../object-store/signing-key';
import { UPLOAD_PATH } from '../object-store/upload-path';
import { LOCAL_BUCKET, signUploadPolicy, UPLOAD_POLICY_LIFETIME_S } from '../object-store/upload-policy';

const BASE = '/api/services/app/AbpAliOss';
/** OSS's access key id; the local store has one key, so this only names it. */
const ACCESS_ID = 'tender-local';

const signQuery = z.object({
  dir: z.string().min(1).max(200),
  bucket: z
    .string()
    .regex(/^[a-z0-9][a-z0-9-]{1,61}[a-z0-9]$/, 'must be a bucket name')
    .optional(),
  /** Optional hints: the file about to be uploaded, so that a bad type or size fails before the upload. */
  fileName: z.string().max(255).optional(),
  contentType: z.string().max(200).optional(),
  size: z.coerce.number().int().positive().optional(),
});
/** An object id (all digits) or key (eHonors.fileId holds either). */
const referenceQuery = z.object({ id: z.string().trim().min(1).max(1024) });
/** The types a GetSign hint narrows the policy to; a refused hint is a 400 naming `contentType`. */
function policyContentTypes(hint: string | undefined): readonly string[] {
  if (hint === undefined) return UPLOAD_CONTENT_TYPES;
  try {
    return [acceptedContentType(hint, UPLOAD_CONTENT_TYPES).split(';')[0]!];
  } catch {
    throw new ValidationError([
      { field: 'contentType', message: `'${hint}' is not a type the store accepts` },
    ]);
  }
}

/**
 * AbpAliOss (§7) over the local object store: GetSign signs an OSS-style upload policy for the caller's
 * tenant, GetDownUrl gives an expiring signed URL, Delete removes an object. The bytes travel through
 * the routes of object-transfer.ts.
 */
export function registerAbpAliOssRoutes(app: ZodApp, deps: AppDeps): void {
  const { db, config } = deps;

  app.get(
    `${BASE}/GetSign`,
    {
      config: { access: 'file.add' },
      schema: { tags: ['AbpAliOss'], querystring: signQuery, response: { 200: abp(uploadSignReplySchema) } },
    },
    async (request) => {
      const session = sessionOf(request);
      const { fileName, size } = request.query;
      const dir = normalizeDir(request.query.dir);
      if (size !== undefined && size > config.uploadLimit) {
        throw new ValidationError([
          { field: 'size', message: `must be at most ${config.uploadLimit} bytes` },
        ]);
      }
      const contentTypes = policyContentTypes(request.query.contentType);
      const expire = Math.floor(config.clock().getTime() / 1000) + UPLOAD_POLICY_LIFETIME_S;
      const keys = await objectStoreKeysOf(deps);
      const signed = signUploadPolicy(keys.uploadPolicy, {
        expiresAt: new Date(expire * 1000),
        tenantId: session.tenantId,
        userId: session.userId,
        bucket: request.query.bucket ?? LOCAL_BUCKET,
        dir,
        maxSize: config.uploadLimit,
        contentTypes,
      });
      return ok({
        accessid: ACCESS_ID,
        host: UPLOAD_PATH,
        ...signed,
        expire,
        dir,
        key: proposeKey(dir, fileName),
        maxSize: config.uploadLimit,
        contentTypes: [...contentTypes],
      });
    },
  );

  app.get(
    `${BASE}/GetDownUrl`,
    {
      config: { access: 'file.get' },
      schema: {
        tags: ['AbpAliOss'],
        querystring: referenceQuery,
        response: { 200: abp(downloadUrlReplySchema) },
      },
    },
    async (request) => {
      const { tenantId } = sessionOf(request);
      const info = await new KyselyObjectStore(db, tenantId).info(request.query.id);
      const expire = Math.floor(config.clock().getTime() / 1000) + DOWNLOAD_URL_LIFETIME_S;
      const keys = await objectStoreKeysOf(deps);
      const url = signedDownloadPath(keys.downloadUrl, { tenantId, objectId: info.id, expires: expire });
      const { id, key, fileName, contentType, size } = info;
      return ok({ url, expire, id, key, fileName, contentType, size });
    },
  );

  app.delete(
    `${BASE}/Delete`,
    {
      config: { access: 'file.delete' },
      schema: { tags: ['AbpAliOss'], querystring: referenceQuery, response: { 200: abp(z.null()) } },
    },
    async (request) => {
      await db.transaction().execute(async (trx) => {
        const scope = await scopeOf(trx, sessionOf(request));
        const objects = new KyselyObjectStore(trx, scope.tenantId);
        const info = await objects.info(request.query.id);
        // A project's files are shared by its team: only the uploader or an Admin may remove one.
        if (info.creatorUserId !== scope.userId && !isAdmin(scope.roleNames)) {
          throw new NotPermittedError(refusal('fileUploaderOnly'));
        }
        await objects.delete(info.id);
      });
      return ok(null);
    },
  );
}
