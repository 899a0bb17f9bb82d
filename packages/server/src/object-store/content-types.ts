import { NotPermittedError } from '@tender/domain';

/**
 * The types the store accepts: office documents, PDF and OFD, images, archives, plain text and CSV, and
 * HTML (notice attachments). Anything else (scripts, SVG, executables) is refused at upload.
 */
export const UPLOAD_CONTENT_TYPES: readonly string[] = [
  'application/pdf',
  'application/ofd',
  'application/msword',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.ms-excel',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.ms-powerpoint',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/zip',
  'application/x-zip-compressed',
  'application/vnd.rar',
  'application/x-rar-compressed',
  'application/x-7z-compressed',
  'application/octet-stream',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
  'text/csv',
  'text/html',
];

/**
 * Passive types a browser may show in place. Everything else — HTML above all — is served as an
 * attachment, so a stored file never runs as a page of this origin.
 */
const INLINE_CONTENT_TYPES = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'text/plain',
]);

const CONTENT_TYPE =
  /^([a-z0-9][a-z0-9!#$&^_.+-]{0,63}\/[a-z0-9][a-z0-9!#$&^_.+-]{0,126})(?:\s*;\s*charset="?([a-z0-9_-]{1,40})"?)?$/;

/**
 * The content type to store: the media type in lower case, with its charset if one was sent. A header
 * with other parameters, or a type outside the policy's list, is refused like OSS refuses a policy breach.
 */
export function acceptedContentType(header: string, allowed: readonly string[]): string {
  const match = CONTENT_TYPE.exec(header.trim().toLowerCase());
  const essence = match?.[1];
  if (!essence || !allowed.includes(essence)) {
    throw new NotPermittedError(`The upload policy does not allow the content type '${header}'`);
  }
  return match[2] ? `${essence}; charset=${match[2]}` : essence;
}

/** Whether the stored type may be shown inline (see INLINE_CONTENT_TYPES). */
export function servedInline(contentType: string): boolean {
  return INLINE_CONTENT_TYPES.has(contentType.split(';')[0]!.trim());
}
