import { describe, expect, it } from 'vitest';
import { BID_EXCEPTION_KINDS, BID_EXCEPTIONS, isBidException } from './bid-exceptions';

// §2: "Bid exception modal choices: process jump, edit information, terminate project, re-tender,
// re-evaluate, change tendering method, cancel project."
describe('BID_EXCEPTIONS (§2)', () => {
  it('lists the seven choices in the modal order with their Chinese names', () => {
    expect(BID_EXCEPTION_KINDS).toEqual([
      'processJump',
      'editInformation',
      'terminate',
      'retender',
      'reevaluate',
      'changeMethod',
      'cancel',
    ]);
    expect(BID_EXCEPTION_KINDS.map((kind) => BID_EXCEPTIONS[kind].zh)).toEqual([
      '流程跳转',
      '修改信息',
      '终止项目',
      '重新招标',
      '重新评标',
      '变更招标方式',
      '取消项目',
    ]);
  });

  it.each([
    ['terminate', true],
    ['cancel', true],
    ['toString', false],
    ['', false],
    [7, false],
  ])('isBidException(%j) → %s', (value, expected) => {
    expect(isBidException(value)).toBe(expected);
  });
});
