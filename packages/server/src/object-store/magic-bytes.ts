/**
 * What a file of each accepted type begins with (its "magic bytes"), so that a declared content type
 * that does not match the bytes is refused (ASVS V5.2): a script uploaded as a PNG, an executable as a
 * PDF. Office's OOXML and OFD files are zip containers; the older Office formats are OLE2 compound files.
 * Text may be anything without NUL bytes; application/octet-stream says nothing, so it checks nothing.
 */
const ZIP = [
  [0x50, 0x4b, 0x03, 0x04],
  [0x50, 0x4b, 0x05, 0x06],
];
const OLE2 = [[0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]];
const ascii = (text: string) => [...text].map((c) => c.charCodeAt(0));
const RAR = [ascii('Rar!\x1a\x07')];

const SIGNATURES: Readonly<Record<string, readonly (readonly number[])[]>> = {
  'application/pdf': [ascii('%PDF-')],
  'application/ofd': ZIP,
  'application/zip': ZIP,
  'application/x-zip-compressed': ZIP,
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': ZIP,
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet': ZIP,
  'application/vnd.openxmlformats-officedocument.presentationml.presentation': ZIP,
  'application/msword': OLE2,
  'application/vnd.ms-excel': OLE2,
  'application/vnd.ms-powerpoint': OLE2,
  'application/vnd.rar': RAR,
  'application/x-rar-compressed': RAR,
  'application/x-7z-compressed': [[0x37, 0x7a, 0xbc, 0xaf, 0x27, 0x1c]],
  'image/png': [[0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]],
  'image/jpeg': [[0xff, 0xd8, 0xff]],
  'image/gif': [ascii('GIF87a'), ascii('GIF89a')],
};

const TEXT_TYPES = new Set(['text/plain', 'text/csv', 'text/html']);

const startsWith = (content: Uint8Array, signature: readonly number[]) =>
  content.length >= signature.length && signature.every((byte, i) => content[i] === byte);

/** Whether `content` is what its declared media type (without parameters) says it is. */
export function contentMatchesType(mediaType: string, content: Uint8Array): boolean {
  if (mediaType === 'image/webp') {
    return startsWith(content, ascii('RIFF')) && startsWith(content.subarray(8), ascii('WEBP'));
  }
  if (TEXT_TYPES.has(mediaType)) return !content.includes(0);
  const signatures = SIGNATURES[mediaType];
  return signatures === undefined || signatures.some((signature) => startsWith(content, signature));
}

/** A declared content type its bytes contradict: 415, and nothing is stored. */
export class ContentTypeMismatchError extends Error {
  readonly statusCode = 415;
  constructor(mediaType: string) {
    super(`The file's content is not ${mediaType}, as its Content-Type says`);
    this.name = 'ContentTypeMismatchError';
  }
}
