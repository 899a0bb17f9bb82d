import { randomUUID } from 'node:crypto';
import { NotPermittedError, ValidationError } from '@tender/domain';

/** A path segment: letters (any script), digits, `_`, `-`, `.` and spaces inside — never `.` or `..`. */
const SEGMENT = /^[\p{L}\p{N}_.\- ()（）]+$/u;
const MAX_DIR = 200;
const MAX_KEY = 1024;
const MAX_FILE_NAME = 255;

function validSegment(segment: string): boolean {
  return segment !== '.' && segment !== '..' && segment.trim() === segment && SEGMENT.test(segment);
}

/**
 * A directory as the store keeps it: relative segments ending in `/` (`projects/12/`). A leading `/`,
 * `..`, backslashes or control characters are refused, so a key can never escape its directory.
 */
export function normalizeDir(dir: string): string {
  const trimmed = dir.trim().replace(/\/+$/, '');
  const segments = trimmed.split('/');
  if (trimmed.length === 0 || trimmed.length > MAX_DIR || !segments.every(validSegment)) {
    throw new ValidationError([
      { field: 'dir', message: 'must be a relative path of letters, digits, _ - . (no .. or leading /)' },
    ]);
  }
  return `${trimmed}/`;
}

/**
 * A file name to keep and to offer on download: no path, no control or bidirectional characters, at most
 * 255 characters. A name that is not gives no part of a key (proposeKey) and is refused as x-oss-filename.
 */
export function validFileName(name: string): boolean {
  return (
    name.length > 0 &&
    name.length <= MAX_FILE_NAME &&
    name === name.trim() &&
    name !== '.' &&
    name !== '..' &&
    // biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what is refused
    !/[\u0000-\u001f\u007f/\\]/.test(name) &&
    // Bidirectional controls make `invoice\u202Efdp.exe` read as `invoiceexe.pdf`: a spoofed extension.
    !/[\u200e\u200f\u202a-\u202e\u2066-\u2069]/.test(name)
  );
}

/** A key the server proposes: the directory, a random part and the file name (kept readable). */
export function proposeKey(dir: string, fileName: string | undefined): string {
  return fileName && validFileName(fileName) ? `${dir}${randomUUID()}/${fileName}` : `${dir}${randomUUID()}`;
}

/**
 * Checks the key of an upload against the signed directory (the policy's `starts-with $key`): it must
 * start with the directory and every segment below it must be a plain name.
 */
export function assertKeyInDir(key: string, dir: string): void {
  const rest = key.startsWith(dir) ? key.slice(dir.length) : undefined;
  const inside =
    rest !== undefined &&
    key.length <= MAX_KEY &&
    rest.length > 0 &&
    rest.split('/').every((segment) => validFileName(segment));
  if (!inside) throw new NotPermittedError(`The upload policy does not allow the key '${key}'`);
}

/** The file name of a key: its last segment. */
export function fileNameOfKey(key: string): string {
  return key.slice(key.lastIndexOf('/') + 1);
}
