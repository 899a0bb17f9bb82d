import { NotPermittedError } from '@tender/domain';
import { hmacSha256, signatureMatches } from './hmac';

/** How long a download URL works. */
export const DOWNLOAD_URL_LIFETIME_S = 15 * 60;
/** Where stored objects are served (outside the bearer-token scope: a link or `<a download>` carries no header). */
export const DOWNLOAD_PATH = '/api/oss/download';

/** What a download URL grants: one object of one tenant until `expires` (unix seconds). */
export interface DownloadGrant {
  readonly tenantId: number;
  readonly objectId: number;
  readonly expires: number;
}

function message(grant: DownloadGrant): string {
  return `${grant.tenantId}\n${grant.objectId}\n${grant.expires}`;
}

/** The signed path of a grant, relative to the API's origin. */
export function signedDownloadPath(key: Buffer, grant: DownloadGrant): string {
  const signature = hmacSha256(key, message(grant)).toString('base64url');
  const query = new URLSearchParams({
    tenant: String(grant.tenantId),
    expires: String(grant.expires),
    signature,
  });
  return `${DOWNLOAD_PATH}/${grant.objectId}?${query}`;
}

/** Checks a download URL: a changed id, tenant or expiry, or a late visit, is 403. */
export function verifyDownload(key: Buffer, grant: DownloadGrant, signature: string, now: Date): void {
  if (!signatureMatches(hmacSha256(key, message(grant)), signature, 'base64url')) {
    throw new NotPermittedError('The download link is not valid');
  }
  if (grant.expires * 1000 <= now.getTime()) throw new NotPermittedError('The download link has expired');
}
