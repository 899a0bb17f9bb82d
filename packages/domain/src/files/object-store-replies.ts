import { z } from 'zod';

/**
 * The wire contract of the object store (§7 AbpAliOss), shared by the server that answers and the HTTP
 * adapter that reads. GetSign keeps Aliyun OSS's field names (`accessid`, `expire` in unix seconds).
 */
export const uploadSignReplySchema = z.object({
  accessid: z.string(),
  host: z.string().min(1),
  policy: z.string().min(1),
  signature: z.string().min(1),
  expire: z.number().int(),
  dir: z.string(),
  key: z.string().min(1),
  maxSize: z.number().int().positive(),
  contentTypes: z.array(z.string()),
});

/** What an upload stores: `key` is what a project file's `fileId` holds (§3 eHonors). */
export const storedFileSchema = z.object({
  id: z.number().int().positive(),
  key: z.string(),
  fileName: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
});

/** GetDownUrl: an expiring signed URL (origin-relative) and the file it opens. */
export const downloadUrlReplySchema = storedFileSchema.omit({ sha256: true }).extend({
  url: z.string().min(1),
  expire: z.number().int(),
});
