import { describe, expect, it } from 'vitest';
import { creditCodeCheckCharacter, creditCodeProblem, creditCodeSchema } from './credit-code';

describe('the unified social credit code (GB 32100-2015)', () => {
  // Codes of real, registered organisations and the standard's own example: their check characters hold.
  it.each([
    '91350100M000100Y43',
    '914403001922038216',
    '91330100799655058B',
    '9144030071526726XG',
    '91110108551385082Q',
  ])('accepts %s', (code) => {
    expect(creditCodeProblem(code)).toBeNull();
  });

  it.each([
    ['91350100M000100Y44', '3'],
    ['914403001922038217', '6'],
    ['91330100799655058C', 'B'],
    ['9144030071526726X0', 'G'],
  ])('refuses %s, naming the check character %s', (code, expected) => {
    expect(creditCodeProblem(code)).toEqual({ kind: 'checkCharacter', expected });
  });

  it.each([
    ['too short', '91350100M000100Y4'],
    ['too long', '91350100M000100Y433'],
    ['a letter outside the alphabet (O)', '91350100O000100Y43'],
    ['a letter outside the alphabet (I)', '91350100M000100I43'],
    ['a letter in the division code', '9135010AM000100Y43'],
    ['lower case, unnormalised', '91350100m000100y43'],
  ])('refuses a code of the wrong shape: %s', (_case, code) => {
    expect(creditCodeProblem(code)).toEqual({ kind: 'format' });
  });

  it('weights each of the first 17 characters: changing any one changes the check character', () => {
    const body = '91350100M000100Y4';
    for (let index = 2; index < 8; index += 1) {
      const digit = body[index] === '9' ? '0' : String(Number(body[index]) + 1);
      const changed = `${body.slice(0, index)}${digit}${body.slice(index + 1)}`;
      expect(creditCodeCheckCharacter(changed), `position ${index + 1}`).not.toBe('3');
    }
  });

  it('the shared schema normalises spaces and case, then names the problem', () => {
    expect(creditCodeSchema.parse(' 91350100m000100y43 ')).toBe('91350100M000100Y43');
    expect(creditCodeSchema.safeParse('91350100M000100Y44').error?.issues[0]?.message).toBe(
      'has a wrong check character: the last one should be 3',
    );
    expect(creditCodeSchema.safeParse('123').error?.issues[0]?.message).toMatch(/^must be 18 characters/);
    expect(creditCodeSchema.safeParse('  ').error?.issues[0]?.message).toBe('is required');
  });
});
