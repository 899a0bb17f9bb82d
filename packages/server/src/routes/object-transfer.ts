import { createHash } from 'node:crypto';
import type { Readable } from 'node:stream';
import { storedFileSchema, ValidationError } from '@tender/domain';
import { z } from 'zod';
import { KyselyObjectStore } from '../adapters/object-store/kysely-object-store';
import { auditOf } from '../audit/request-audit';
import { abp, ok } from '../http/envelope';
import type { AppDeps, ZodApp } from '../http/zod-app';
import { contentDisposition } from '../object-store/content-disposition';
import { acceptedContentType, servedInline } from '../object-store/content-types';
import { DOWNLOAD_PATH, verifyDownload } from '../object-store/download-url';
import { ContentTypeMismatchError, contentMatchesType } from '../object-store/magic-bytes';
import { assertKeyInDir, fileNameOfKey, validFileName } from '../object-store/object-keys';
import { PayloadTooLargeError, readBounded } from '../object-store/read-bounded';
import { objectStoreKeysOf } from '../object-store/signing-key';
import { UPLOAD_PATH } from '../object-store/upload-path';
import { verifyUploadPolicy } from '../object-store/upload-policy';

/**
 * The upload's fields travel in headers, the file as the raw body (see the README "Object store"):
 * the key and the file name percent-encoded (UTF-8), the policy and signature as GetSign gave them.
 */
const uploadHeaders = z.object({
  'x-oss-key': z.string().min(1).max(3072),
  'x-oss-policy': z.string().min(1).max(8192),
  'x-oss-signature': z.string().min(1).max(200),
  'x-oss-filename': z.string().min(1).max(2048).optional(),
  'content-type': z.string().min(1).max(200),
  'content-length': z.coerce.number().int().min(0).optional(),
});
const downloadParams = z.object({ id: z.coerce.number().int().positive() });
const downloadQuery = z.object({
  tenant: z.coerce.number().int().positive(),
  expires: z.coerce.number().int().positive(),
  signature: z.string().min(1).max(100),
});

function percentDecoded(field: string, value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    throw new ValidationError([{ field, message: 'must be percent-encoded UTF-8' }]);
  }
}

/** Download headers: the stored type, never sniffed; active types only as an attachment, sandboxed. */
function downloadHeaders(info: { fileName: string; contentType: string; size: number }) {
  const inline = servedInline(info.contentType);
  return {
    'content-type': info.contentType,
    'content-length': String(info.size),
    'content-disposition': contentDisposition(inline ? 'inline' : 'attachment', info.fileName),
    'x-content-type-options': 'nosniff',
    'cache-control': 'private, no-store',
    // Chromium's PDF viewer does not run in a sandboxed document; every other type gets the sandbox.
    ...(info.contentType === 'application/pdf'
      ? {}
      : { 'content-security-policy': "default-src 'none'; sandbox" }),
  };
}

/**
 * The object store's transfer routes, outside the bearer-token scope as on OSS: the browser posts the
 * file straight to GetSign's `host`, and download links work in `<a href>`. The signed policy or URL is
 * the only credential; the tenant comes from what was signed, never from the request.
 */
export async function registerObjectTransferRoutes(app: ZodApp, deps: AppDeps): Promise<void> {
  const { db, config } = deps;

  await app.register(async (scope: ZodApp) => {
    // Any content type reaches the upload handler as an unread stream: it checks the policy first, then
    // reads at most the signed size.
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', (_request, payload, done) => done(null, payload));

    scope.post(
      UPLOAD_PATH,
      {
        config: { access: 'anonymous' },
        schema: { tags: ['AbpAliOss'], response: { 200: abp(storedFileSchema) } },
      },
      async (request, reply) => {
        try {
          const headers = uploadHeaders.parse(request.headers);
          const keys = await objectStoreKeysOf(deps);
          const policy = verifyUploadPolicy(
            keys.uploadPolicy,
            headers['x-oss-policy'],
            headers['x-oss-signature'],
            config.clock(),
          );
          const key = percentDecoded('x-oss-key', headers['x-oss-key']);
          assertKeyInDir(key, policy.dir);
          const contentType = acceptedContentType(headers['content-type'], policy.contentTypes);
          const fileName = headers['x-oss-filename']
            ? percentDecoded('x-oss-filename', headers['x-oss-filename'])
            : fileNameOfKey(key);
          if (!validFileName(fileName)) {
            throw new ValidationError([{ field: 'x-oss-filename', message: 'must be a plain file name' }]);
          }
          if ((headers['content-length'] ?? 0) > policy.maxSize)
            throw new PayloadTooLargeError(policy.maxSize);
          const body = request.body as Readable | undefined;
          const content = body ? await readBounded(body, policy.maxSize) : Buffer.alloc(0);
          if (content.length === 0) throw new ValidationError([{ field: 'file', message: 'is empty' }]);
          const mediaType = contentType.split(';')[0]!;
          if (!contentMatchesType(mediaType, content)) throw new ContentTypeMismatchError(mediaType);
          // The signed policy, not a session, says who uploads into which tenant (ADR 0012).
          auditOf(request).by({ tenantId: policy.tenantId, userId: policy.userId });
          const stored = {
            key,
            dir: policy.dir,
            fileName,
            contentType,
            size: content.length,
            sha256: createHash('sha256').update(content).digest('hex'),
            creatorUserId: policy.userId,
          };
          const id = await new KyselyObjectStore(db, policy.tenantId).insert(
            { ...stored, content },
            config.clock(),
          );
          return ok({ id, ...stored });
        } catch (error) {
          // The body may be partly unread: close the connection rather than drain an attacker's upload.
          reply.header('connection', 'close');
          throw error;
        }
      },
    );
  });

  app.get(
    `${DOWNLOAD_PATH}/:id`,
    {
      config: { access: 'anonymous' },
      schema: { tags: ['AbpAliOss'], params: downloadParams, querystring: downloadQuery },
    },
    async (request, reply) => {
      const { tenant, expires, signature } = request.query;
      const grant = { tenantId: tenant, objectId: request.params.id, expires };
      verifyDownload((await objectStoreKeysOf(deps)).downloadUrl, grant, signature, config.clock());
      const { info, content } = await new KyselyObjectStore(db, tenant).content(grant.objectId);
      return reply
        .headers(downloadHeaders(info))
        .send(Buffer.from(content.buffer, content.byteOffset, content.byteLength));
    },
  );
}
