import type { z } from 'zod';
import type { storedFileSchema } from '../files/object-store-replies';

/**
 * A signed upload policy (§7 AbpAliOss/GetSign), as Aliyun OSS's PostObject flow has it: the client sends
 * the file with these fields straight to `host`, and the store checks the signature, the expiry, the size
 * limit, the content types and that `key` lies inside `dir`.
 */
export interface UploadSignature {
  /** Where to send the file: absolute, or relative to the API's origin. */
  host: string;
  dir: string;
  /** A key the store proposes inside `dir`; any other key inside `dir` is accepted too. */
  key: string;
  policy: string;
  signature: string;
  accessId: string;
  /** Unix seconds after which the policy is refused. */
  expire: number;
  maxSize: number;
  contentTypes: string[];
}

/** GetSign's parameters: the directory, and hints about the file so a bad type or size fails early. */
export interface UploadRequest {
  dir: string;
  fileName?: string;
  contentType?: string;
  size?: number;
}

/** A stored file; its `key` is what a project file's `fileId` holds (§3 eHonors). */
export type StoredFile = z.infer<typeof storedFileSchema>;

/** The object store behind project files (§7 AbpAliOss). */
export interface FileStorage {
  getUploadSign(request: UploadRequest): Promise<UploadSignature>;
  /** Sends a file under a signature from getUploadSign, to its proposed key unless one is given. */
  upload(
    signature: UploadSignature,
    file: Blob,
    options?: {
      fileName?: string;
      key?: string;
      /** Called as the bytes go out, with the share sent so far, 0–100. */
      onProgress?: (percent: number) => void;
    },
  ): Promise<StoredFile>;
  /** An expiring signed URL for a stored file, named by its key (fileId) or id. */
  getDownloadUrl(fileId: string): Promise<string>;
  delete(fileId: string): Promise<void>;
}
export const FileStorage = Symbol.for('tender.FileStorage');
