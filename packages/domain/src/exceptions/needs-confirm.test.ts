import { describe, expect, it } from 'vitest';
import { needsConfirm, needsExtraInput } from './needs-confirm';

// §5: "Confirm prompts are shown for: next step, jump, terminate, cancel, to-closing, change method, and
// selecting an exception. Exceptions that need no extra input run the action after confirmation."
describe('needsConfirm (§5)', () => {
  it.each([
    'next',
    'jump',
    'processJump',
    'terminate',
    'cancel',
    'toClosing',
    'changeMethod',
    'selectException',
  ] as const)('%s asks for confirmation', (action) => {
    expect(needsConfirm(action)).toBe(true);
  });

  it.each(['retender', 'reevaluate', 'editInformation'] as const)(
    '%s relies on the selection prompt',
    (action) => {
      expect(needsConfirm(action)).toBe(false);
    },
  );
});

describe('needsExtraInput (§2 modals, §5)', () => {
  it.each([
    ['processJump', 'choose-step'],
    ['changeMethod', 'change-method-form'],
    ['editInformation', 'edit-page'],
    ['terminate', undefined],
    ['retender', undefined],
    ['reevaluate', undefined],
    ['cancel', undefined],
  ] as const)('%s → %s', (exception, expected) => {
    expect(needsExtraInput(exception)).toBe(expected);
  });
});
