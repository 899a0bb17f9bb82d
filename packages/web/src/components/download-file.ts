/** The byte order mark spreadsheet programs need to read UTF-8 (Chinese names) correctly. */
const BOM = '\uFEFF';

/**
 * Saves text as a file through the browser's own download: a Blob behind an `<a download>` click. A
 * fetched text may have lost its byte order mark on decoding, so a CSV gets it back.
 */
export function downloadText(text: string, fileName: string, type = 'text/csv;charset=utf-8'): void {
  const body = type.startsWith('text/csv') && !text.startsWith(BOM) ? `${BOM}${text}` : text;
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
