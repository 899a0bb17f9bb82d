import { describe, expect, it } from 'vitest';
import { BID_EXCEPTION_KINDS } from './bid-exceptions';
import { CONFIRM_QUESTIONS } from './confirm-questions';
import { type ConfirmableAction, needsConfirm } from './needs-confirm';

const ACTIONS: ConfirmableAction[] = ['next', 'jump', 'toClosing', 'selectException', ...BID_EXCEPTION_KINDS];

describe('the confirm questions (§5)', () => {
  it.each(ACTIONS.filter(needsConfirm))('asks %s naming the project, in both languages', (action) => {
    const question = CONFIRM_QUESTIONS[action]({ projectName: '示例项目', from: '报名', to: '资格审查结果' });
    expect(question.en).toContain('示例项目');
    expect(question.zh).toContain('示例项目');
    expect(question.zh).not.toEqual(question.en);
  });

  it('names both steps of a flow move', () => {
    const question = CONFIRM_QUESTIONS.next({ projectName: 'P', from: '报名', to: '资格审查结果' });
    expect(question.en).toContain('"报名"');
    expect(question.zh).toContain('“资格审查结果”');
    expect(CONFIRM_QUESTIONS.processJump({ projectName: 'P', from: 'a', to: 'b' })).toEqual(
      CONFIRM_QUESTIONS.jump({ projectName: 'P', from: 'a', to: 'b' }),
    );
  });
});
