import { type FileStorage, NotFoundError, type UploadRequest, type UploadSignature } from '@tender/domain';

/** Signs nothing and stores names only: enough for upload widgets and file lists in Storybook. */
export class InMemoryFileStorage implements FileStorage {
  readonly files = new Set<string>();

  async getUploadSign(request: UploadRequest): Promise<UploadSignature> {
    const key = `${request.dir.replace(/\/+$/, '')}/${request.fileName}`;
    this.files.add(key);
    return {
      host: 'memory://files',
      dir: request.dir,
      key,
      policy: 'in-memory',
      signature: 'in-memory',
      accessId: 'in-memory',
      expire: Math.floor(Date.now() / 1000) + 300,
      maxSize: request.size,
    };
  }

  async getDownloadUrl(fileId: string): Promise<string> {
    if (!this.files.has(fileId)) throw new NotFoundError('File', fileId);
    return `memory://files/${encodeURIComponent(fileId)}`;
  }

  async delete(fileId: string): Promise<void> {
    if (!this.files.delete(fileId)) throw new NotFoundError('File', fileId);
  }
}
