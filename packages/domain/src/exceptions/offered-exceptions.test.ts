import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mayJump } from '../permissions/may-jump';
import { offeredExceptions } from './offered-exceptions';

describe('offeredExceptions (§2, §6)', () => {
  it('offers all seven to a user who may modify and may jump, without blockers', () => {
    expect(offeredExceptions({ mayModify: true, mayJump: true, hasBlockers: false })).toEqual([
      'processJump',
      'editInformation',
      'terminate',
      'retender',
      'reevaluate',
      'changeMethod',
      'cancel',
    ]);
  });

  // "Process jump is available only to the Admin role or the project's projectManager; otherwise it is
  // removed from the exception list."
  it('removes process jump for anyone else', () => {
    expect(offeredExceptions({ mayModify: true, mayJump: false, hasBlockers: false })).toEqual([
      'editInformation',
      'terminate',
      'retender',
      'reevaluate',
      'changeMethod',
      'cancel',
    ]);
  });

  // "While blocking messages exist, the exceptions shown are only terminate project and re-tender."
  it.each([true, false])('offers only terminate and re-tender while blocked (mayJump %s)', (jump) => {
    expect(offeredExceptions({ mayModify: true, mayJump: jump, hasBlockers: true })).toEqual([
      'terminate',
      'retender',
    ]);
  });

  // "Bid exception appears only when the user may modify."
  it.each([
    [true, true],
    [true, false],
    [false, true],
    [false, false],
  ])('offers nothing to a user who may not modify (mayJump %s, blockers %s)', (jump, blocked) => {
    expect(offeredExceptions({ mayModify: false, mayJump: jump, hasBlockers: blocked })).toEqual([]);
  });

  it('never offers process jump to a user who is neither Admin nor the projectManager', () => {
    fc.assert(
      fc.property(
        fc.subarray(['admin', 'Staff', 'Agent', 'ADMIN', 'administrator']),
        fc.integer({ min: 1, max: 20 }),
        fc.option(fc.integer({ min: 1, max: 20 }), { nil: null }),
        fc.boolean(),
        fc.boolean(),
        (roleNames, userId, projectManager, mayModify, hasBlockers) => {
          fc.pre(projectManager !== userId);
          const jump = mayJump({ roleNames, userId }, { projectManager });
          expect(offeredExceptions({ mayModify, mayJump: jump, hasBlockers })).not.toContain('processJump');
        },
      ),
    );
  });

  it('offers only a subset of terminate and re-tender while blockers exist', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (mayModify, jump) => {
        for (const kind of offeredExceptions({ mayModify, mayJump: jump, hasBlockers: true })) {
          expect(['terminate', 'retender']).toContain(kind);
        }
      }),
    );
  });
});
