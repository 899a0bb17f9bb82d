import {
  type FileStorage,
  NotFoundError,
  type StoredFile,
  type UploadRequest,
  type UploadSignature,
} from '@tender/domain';

/**
 * How uploads behave, for the upload widget's states in Storybook: done at once, stalled halfway (an
 * upload in progress), or refused by the store.
 */
export type InMemoryUploads = 'instant' | 'stall' | 'fail';

/** Signs nothing and stores names only: enough for upload widgets and file lists in Storybook. */
export class InMemoryFileStorage implements FileStorage {
  readonly files = new Set<string>();
  private nextId = 1;

  constructor(private readonly uploads: InMemoryUploads = 'instant') {}

  async getUploadSign(request: UploadRequest): Promise<UploadSignature> {
    const dir = `${request.dir.replace(/\/+$/, '')}/`;
    return {
      host: 'memory://files',
      dir,
      key: `${dir}${request.fileName ?? `file-${this.nextId}`}`,
      policy: 'in-memory',
      signature: 'in-memory',
      accessId: 'in-memory',
      expire: Math.floor(Date.now() / 1000) + 300,
      maxSize: request.size ?? 20 * 1024 * 1024,
      contentTypes: request.contentType ? [request.contentType] : [],
    };
  }

  async upload(
    signature: UploadSignature,
    file: Blob,
    options: { fileName?: string; key?: string; onProgress?: (percent: number) => void } = {},
  ): Promise<StoredFile> {
    if (this.uploads === 'fail') throw new Error('The store refused the upload (in-memory: uploads fail)');
    if (this.uploads === 'stall') {
      options.onProgress?.(50);
      return new Promise(() => {});
    }
    options.onProgress?.(100);
    const key = options.key ?? signature.key;
    this.files.add(key);
    return {
      id: this.nextId++,
      key,
      fileName: options.fileName ?? key.slice(key.lastIndexOf('/') + 1),
      contentType: file.type || 'application/octet-stream',
      size: file.size,
      sha256: '',
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
