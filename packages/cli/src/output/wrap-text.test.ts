import { describe, expect, it } from 'vitest';
import { displayWidth, wrapText } from './wrap-text';

describe('wrapText', () => {
  it('breaks English at spaces, keeping every word, none of the lines wider than asked', () => {
    const text = 'The last day a clarification or change that may affect the bids can be published';
    const lines = wrapText(text, 24).split('\n');
    expect(lines).toEqual([
      'The last day a',
      'clarification or change',
      'that may affect the bids',
      'can be published',
    ]);
    expect(lines.join(' ')).toBe(text);
  });

  it('breaks Chinese between any two characters, by columns (two a character), losing none', () => {
    const text = '可能影响投标文件编制的澄清或修改，最迟于此日发出';
    const lines = wrapText(text, 20).split('\n');
    expect(lines.every((line) => displayWidth(line) <= 20)).toBe(true);
    expect(lines.join('')).toBe(text);
    expect(lines[0]).toBe('可能影响投标文件编制');
  });

  it('keeps closing punctuation on the line before, and a word longer than the width whole', () => {
    expect(wrapText('投标文件编制的澄清，最迟', 14)).toBe('投标文件编制的\n澄清，最迟');
    expect(wrapText('修改澄清文件，', 12)).toBe('修改澄清文件，');
    expect(wrapText('Implementing Regulations', 8)).toBe('Implementing\nRegulations');
    // An opening bracket goes with the character after it; a closing one stays with the one before.
    expect(wrapText('to challenge them (质疑) in', 19)).toBe('to challenge them\n(质疑) in');
    expect(wrapText('them (质疑) in', 10)).toBe('them (质疑)\nin');
    expect(wrapText('提出异议（政府', 10)).toBe('提出异议\n（政府');
  });

  it('measures colour codes as nothing and wide characters as two columns', () => {
    expect(displayWidth('\u001b[31mmissed\u001b[39m')).toBe(6);
    expect(displayWidth('第二十四条')).toBe(10);
    expect(displayWidth('art. 24')).toBe(7);
  });
});
