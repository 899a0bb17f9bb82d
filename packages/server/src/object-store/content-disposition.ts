/** RFC 5987 `ext-value` encoding: UTF-8, percent-encoded beyond the attr-chars. */
function encodeExtValue(value: string): string {
  return encodeURIComponent(value).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
}

/** A quoted-string fallback for old clients: printable ASCII only, quotes and backslashes replaced. */
function asciiFallback(value: string): string {
  const ascii = value.replace(/[^\x20-\x7e]/g, '_').replace(/["\\]/g, '_');
  return ascii.trim() === '' ? 'download' : ascii;
}

/**
 * The Content-Disposition of a download (RFC 6266 with an RFC 5987 `filename*`), so that names such as
 * `采购需求文件.pdf` arrive intact in every current browser and as a readable fallback elsewhere.
 */
export function contentDisposition(kind: 'inline' | 'attachment', fileName: string): string {
  return `${kind}; filename="${asciiFallback(fileName)}"; filename*=UTF-8''${encodeExtValue(fileName)}`;
}
