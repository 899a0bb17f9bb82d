import { type FileStorage, UnavailableError, type UploadRequest, type UploadSignature } from '@tender/domain';
import type { HttpClient } from './http-client';

const OSS = '/api/services/app/AbpAliOss';

/** The object store behind project files (§7 AbpAliOss GetSign, GetDownUrl, Delete). */
export class HttpFileStorage implements FileStorage {
  constructor(private readonly api: HttpClient) {}

  getUploadSign(request: UploadRequest): Promise<UploadSignature> {
    return this.api.get(`${OSS}/GetSign`, { params: { ...request } });
  }

  async getDownloadUrl(fileId: string): Promise<string> {
    const reply = await this.api.get(`${OSS}/GetDownUrl`, {
      params: { id: fileId },
      notFound: { entity: 'File', id: fileId },
    });
    // The reply is the URL itself, or an object carrying it.
    const url = typeof reply === 'string' ? reply : (reply as { url?: unknown } | null)?.url;
    if (typeof url !== 'string' || url === '') {
      throw new UnavailableError('The API server sent no download address for the file');
    }
    return url;
  }

  async delete(fileId: string): Promise<void> {
    await this.api.delete(`${OSS}/Delete`, {
      params: { id: fileId },
      notFound: { entity: 'File', id: fileId },
    });
  }
}
