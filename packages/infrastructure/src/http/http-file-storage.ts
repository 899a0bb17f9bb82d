import {
  downloadUrlReplySchema,
  type FileStorage,
  type StoredFile,
  storedFileSchema,
  UnavailableError,
  type UploadRequest,
  type UploadSignature,
  uploadSignReplySchema,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const OSS = '/api/services/app/AbpAliOss';

/**
 * The object store behind project files (§7 AbpAliOss GetSign, GetDownUrl, Delete) and the signed upload
 * itself: the file is the raw body of a POST to the signature's `host`, with the key (percent-encoded),
 * policy and signature in `x-oss-*` headers — what a browser does with fetch or XMLHttpRequest.
 */
export class HttpFileStorage implements FileStorage {
  constructor(private readonly api: HttpClient) {}

  async getUploadSign(request: UploadRequest): Promise<UploadSignature> {
    // GetSign keeps OSS's wire name `accessid`; the port's is camel-cased.
    const { accessid, ...sign } = await this.api.get(`${OSS}/GetSign`, {
      params: { ...request },
      schema: uploadSignReplySchema,
    });
    return { ...sign, accessId: accessid };
  }

  upload(
    signature: UploadSignature,
    file: Blob,
    options: { fileName?: string; key?: string; onProgress?: (percent: number) => void } = {},
  ): Promise<StoredFile> {
    return this.api.post(signature.host, file, {
      // The signed policy is the credential; the store needs no session.
      anonymous: true,
      headers: {
        'Content-Type': file.type || 'application/octet-stream',
        'x-oss-key': encodeURIComponent(options.key ?? signature.key),
        'x-oss-policy': signature.policy,
        'x-oss-signature': signature.signature,
        ...(options.fileName ? { 'x-oss-filename': encodeURIComponent(options.fileName) } : {}),
      },
      schema: storedFileSchema,
      ...(options.onProgress ? { onUploadProgress: options.onProgress } : {}),
    });
  }

  async getDownloadUrl(fileId: string): Promise<string> {
    const reply = await this.api.get(`${OSS}/GetDownUrl`, {
      params: { id: fileId },
      notFound: { entity: 'File', id: fileId },
      schema: downloadUrlReplySchema,
    });
    return this.absolute(reply.url);
  }

  async delete(fileId: string): Promise<void> {
    await this.api.delete(`${OSS}/Delete`, {
      params: { id: fileId },
      notFound: { entity: 'File', id: fileId },
    });
  }

  /** The server answers origin-relative paths; a link opened outside this client needs the API's origin. */
  private absolute(url: string): string {
    if (!this.api.baseURL) return url;
    try {
      return new URL(url, `${this.api.baseURL}/`).toString();
    } catch {
      throw new UnavailableError(`The API server sent an unusable download address: ${url}`);
    }
  }
}
