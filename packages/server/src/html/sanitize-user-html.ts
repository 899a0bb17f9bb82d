import sanitizeHtml from 'sanitize-html';

/**
 * The HTML staff may write in notices and clarifications (the rich-text editor's output): text
 * structure, emphasis, lists, tables and links. Scripts, styles, event handlers, frames and
 * `javascript:` URLs are dropped on write, so no reader ever receives them — the UI sanitises again
 * when it shows the content.
 */
const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'h1',
    'h2',
    'h3',
    'h4',
    'strong',
    'b',
    'em',
    'i',
    'u',
    's',
    'blockquote',
    'code',
    'pre',
    'ul',
    'ol',
    'li',
    'hr',
    'a',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'span',
  ],
  allowedAttributes: { a: ['href', 'target', 'rel'], th: ['colspan', 'rowspan'], td: ['colspan', 'rowspan'] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: { a: sanitizeHtml.simpleTransform('a', { rel: 'noopener noreferrer' }) },
};

export function sanitizeUserHtml(html: string): string;
export function sanitizeUserHtml(html: string | null | undefined): string | null | undefined;
export function sanitizeUserHtml(html: string | null | undefined): string | null | undefined {
  return typeof html === 'string' ? sanitizeHtml(html, OPTIONS) : html;
}
