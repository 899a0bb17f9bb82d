import type { Page } from 'playwright-core';

/**
 * What a zh-CN user would read in English on the page: visible texts, placeholders, tooltips' titles and
 * accessible names (antd's icons aside) holding a Latin word of three letters or more and no Chinese.
 * Codes (a business number such as E2E-1700000000-3), e-mail and web addresses and the product's name are
 * not English prose.
 */
export function englishOnScreen(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const NOT_PROSE = [/^[A-Z0-9][A-Z0-9\-_/.:]*$/, /^\S+@\S+$/, /^https?:\/\//, /^Tender$/];
    // The language switch names the other language in its own words ("English"); antd's number spinners
    // carry rc-input-number's fixed names ("Increase Value"), which its locale does not translate.
    const EXEMPT = '[data-testid="language-switch"], .ant-input-number-action';
    const isEnglish = (text: string) =>
      /[A-Za-z]{3,}/.test(text) &&
      !/\p{Script=Han}/u.test(text) &&
      !NOT_PROSE.some((pattern) => pattern.test(text));
    const found = new Set<string>();
    const note = (text: string | null | undefined) => {
      const trimmed = text?.trim();
      if (trimmed && isEnglish(trimmed)) found.add(trimmed);
    };
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (
        parent &&
        !['SCRIPT', 'STYLE'].includes(parent.tagName) &&
        parent.checkVisibility() &&
        !parent.closest(EXEMPT)
      )
        note(node.textContent);
    }
    // antd's icons name themselves in English (aria-label="setting"): decoration inside a named control.
    for (const element of document.querySelectorAll<HTMLElement>('[placeholder], [title], [aria-label]')) {
      if (!element.checkVisibility() || element.classList.contains('anticon') || element.closest(EXEMPT))
        continue;
      note(element.getAttribute('placeholder'));
      note(element.getAttribute('title'));
      note(element.getAttribute('aria-label'));
    }
    return [...found];
  });
}
