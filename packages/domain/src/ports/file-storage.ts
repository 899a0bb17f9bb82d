/** A signed upload policy (§7 AbpAliOss/GetSign): the client posts the file with these fields to `host`. */
export interface UploadSignature {
  host: string;
  dir: string;
  key: string;
  policy: string;
  signature: string;
  accessId: string;
  expire: number;
  maxSize: number;
}

export interface UploadRequest {
  dir: string;
  fileName: string;
  contentType: string;
  size: number;
}

/** The object store behind project files (§7 AbpAliOss). */
export interface FileStorage {
  getUploadSign(request: UploadRequest): Promise<UploadSignature>;
  /** An expiring signed URL for a stored file. */
  getDownloadUrl(fileId: string): Promise<string>;
  delete(fileId: string): Promise<void>;
}
export const FileStorage = Symbol.for('tender.FileStorage');
