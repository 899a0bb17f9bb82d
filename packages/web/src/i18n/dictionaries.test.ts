import { REFUSAL_MESSAGES, VALIDATION_MESSAGES } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { en } from './en';
import { loginEn } from './login.en';
import { loginZhCN } from './login.zh-cn';
import { zhCN } from './zh-cn';

/**
 * zh-CN texts that may read as the English does: a language's name is written in that language, so the
 * switch offers "English" to a Chinese reader and "简体中文" to an English one.
 */
const SAME_IN_BOTH = new Set(['language.en', 'language.zh-CN']);

const HAN = /\p{Script=Han}/u;
/** Whether a text has English words, leaving out its `{placeholders}` (filled with data, not wording). */
const hasLatinWords = (text: string) => /[A-Za-z]{2,}/.test(text.replace(/\{\w+\}/g, ''));

function untranslated(english: Readonly<Record<string, string>>, chinese: Readonly<Record<string, string>>) {
  return Object.keys(english).filter((key) => {
    const zh = chinese[key];
    if (zh === undefined || zh.trim() === '') return true;
    if (SAME_IN_BOTH.has(key)) return false;
    // Identical text with words in it, or English words and not one Chinese character: not translated.
    return (zh === english[key] && hasLatinWords(zh)) || (hasLatinWords(zh) && !HAN.test(zh));
  });
}

describe('the zh-CN dictionary against the English one', () => {
  it('has exactly the English keys', () => {
    expect(Object.keys(zhCN).sort()).toEqual(Object.keys(en).sort());
    expect(Object.keys(loginZhCN).sort()).toEqual(Object.keys(loginEn).sort());
  });

  it('translates every text: none empty, none left in English', () => {
    expect(untranslated(en, zhCN)).toEqual([]);
  });

  it('keeps the placeholders of every text', () => {
    const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
    const lost = Object.keys(en).filter(
      (key) =>
        JSON.stringify(placeholders(en[key as keyof typeof en])) !==
        JSON.stringify(placeholders(zhCN[key as keyof typeof en])),
    );
    expect(lost).toEqual([]);
  });

  it('has the allowed exceptions still in the dictionary, so the list cannot rot', () => {
    for (const key of SAME_IN_BOTH) expect(Object.keys(en)).toContain(key);
  });
});

describe.each([
  ["the domain's validation catalogue (the forms' field messages)", VALIDATION_MESSAGES],
  ["the domain's refusal catalogue (the server's 409s and 403s, §8)", REFUSAL_MESSAGES],
])('%s', (_, catalogue) => {
  it('has every message in Chinese', () => {
    const notChinese = Object.entries(catalogue)
      .filter(([, label]) => !HAN.test(label.zh))
      .map(([code]) => code);
    expect(notChinese).toEqual([]);
  });
});
