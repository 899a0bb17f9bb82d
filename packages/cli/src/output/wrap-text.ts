/**
 * Wrapping long cell text for a drawn table: cli-table3's own wrap cuts Chinese text (it wraps at spaces
 * and truncates a longer run, losing characters), so tables wrap their cells here before drawing. Widths
 * are terminal columns: a CJK or full-width character takes two.
 */

// Escape sequences of colour take no columns.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching ANSI escapes is the point.
const ANSI = /\u001b\[[0-9;]*m/g;
/** Hangul, CJK, Yi, compatibility ideographs and forms, full-width forms: two columns each. */
const WIDE_RANGES =
  '\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6';
const WIDE = new RegExp(`[${WIDE_RANGES}]`, 'u');
/** Opening brackets (避尾点): a line does not end with one, so it goes with what follows it. */
const OPENERS = '(\\[（《「『【';
/**
 * One token: a wide character with any opening brackets and spaces before it, or a run of narrow
 * characters (a word) with the spaces before it. A line breaks only between tokens.
 */
const TOKENS = new RegExp(`\\s*[${OPENERS}]*[${WIDE_RANGES}]|\\s*[^\\s${WIDE_RANGES}]+|\\s+$`, 'gu');
/** Punctuation a line does not start with (避头点): it stays on the line before. */
const NO_LINE_START = new Set([...'，。；：、！？）》」』】),.;:!?]']);

/** The columns `text` takes on a terminal. */
export function displayWidth(text: string): number {
  let width = 0;
  for (const char of text.replace(ANSI, '')) width += WIDE.test(char) ? 2 : 1;
  return width;
}

/**
 * `text` in lines of at most `width` columns: broken at spaces between words and between any two Chinese
 * characters; a single word longer than the width keeps its own line. Existing line breaks are kept.
 */
export function wrapText(text: string, width: number): string {
  return text
    .split('\n')
    .map((paragraph) => wrapParagraph(paragraph, width))
    .join('\n');
}

function wrapParagraph(text: string, width: number): string {
  const lines: string[] = [];
  let line = '';
  for (const token of text.match(TOKENS) ?? []) {
    const joined = line + token;
    const fits = displayWidth(joined.trimEnd()) <= width;
    if (line === '' || fits || NO_LINE_START.has(token.trimStart()[0] ?? '')) {
      line = line === '' ? token.trimStart() : joined;
    } else {
      lines.push(line.trimEnd());
      line = token.trimStart();
    }
  }
  if (line.trim() !== '' || lines.length === 0) lines.push(line.trimEnd());
  return lines.join('\n');
}
