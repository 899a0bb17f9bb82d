import { describe, expect, it } from 'vitest';
import { sanitizeUserHtml } from '../src/html/sanitize-user-html';

describe('sanitizeUserHtml', () => {
  it('keeps the editor’s structure and drops scripts, handlers and javascript: links', () => {
    const dirty =
      '<h2>更正</h2><p onclick="steal()">截止时间<strong>延长</strong></p><script>alert(1)</script>' +
      '<a href="javascript:alert(1)">x</a><a href="https://www.ccgp.gov.cn">网站</a><img src=x onerror=alert(1)>';
    expect(sanitizeUserHtml(dirty)).toBe(
      '<h2>更正</h2><p>截止时间<strong>延长</strong></p><a rel="noopener noreferrer">x</a>' +
        '<a href="https://www.ccgp.gov.cn" rel="noopener noreferrer">网站</a>',
    );
  });

  it('passes null and undefined through', () => {
    expect(sanitizeUserHtml(null)).toBeNull();
    expect(sanitizeUserHtml(undefined)).toBeUndefined();
  });
});
