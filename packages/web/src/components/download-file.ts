import { CSV_BOM } from '@tender/domain';

/**
 * Saves text as a file through the browser's own download. A fetched text may have lost its byte order
 * mark on decoding, so a CSV gets it back (spreadsheet programs need it to read Chinese names).
 */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  downloadFile(
    type.startsWith('text/csv') && !text.startsWith(CSV_BOM) ? `${CSV_BOM}${text}` : text,
    fileName,
    type,
  );
}

/** Saves bytes or text as a file through the browser's own download: a Blob behind an `<a download>` click. */
export function downloadFile(body: BlobPart, fileName: string, type: string): void {
  const url = URL.createObjectURL(new Blob([body], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // The click has handed the Blob to the download; release it once that has started.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
}
