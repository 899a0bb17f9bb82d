import { describe, expect, it } from 'vitest';
import { correctMenu } from './correct-menu';

// §2: "Correct dropdown: correct notice, project clarification, bid exception. Bid exception appears only
// when the user may modify."
describe('correctMenu (§2)', () => {
  it('has all three entries for a user who may modify', () => {
    expect(correctMenu({ mayModify: true }).map((e) => [e.key, e.path ?? null])).toEqual([
      ['correctNotice', '/modify-notice'],
      ['projectClarification', '/project-clarification'],
      ['bidException', null],
    ]);
  });

  it('drops bid exception for a user who may not modify', () => {
    expect(correctMenu({ mayModify: false }).map((e) => e.key)).toEqual([
      'correctNotice',
      'projectClarification',
    ]);
  });

  it('labels entries in both languages', () => {
    expect(correctMenu({ mayModify: true }).every((e) => e.label.en !== '' && e.label.zh !== '')).toBe(true);
  });
});
