import { describe, expect, it } from 'vitest';
import { browserLocale, storedLocale } from './locale-preference';

describe('the language a first visit opens in', () => {
  it('is zh-CN for a browser whose first language is Chinese', () => {
    for (const first of ['zh', 'zh-CN', 'zh-Hans', 'zh-Hans-CN', 'ZH-cn']) {
      expect(browserLocale([first, 'en-US']), first).toBe('zh-CN');
    }
  });

  it('is English, the default (§9), for every other browser, even one that reads Chinese second', () => {
    for (const languages of [['en-US', 'zh-CN'], ['de-DE'], ['zhx'], [], undefined]) {
      expect(browserLocale(languages), String(languages)).toBe('en');
    }
  });

  it('follows the browser only while nothing was chosen (no storage here: nothing was)', () => {
    expect(storedLocale(['zh-CN'])).toBe('zh-CN');
    expect(storedLocale(['en-GB'])).toBe('en');
  });
});
