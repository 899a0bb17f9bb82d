import { describe, expect, it } from 'vitest';
import { decideTemplateVersion } from '../flow-templates/decide-flow-template';
import { decideLastAdmin } from '../users/decide-last-admin';
import {
  isRefusal,
  REFUSAL_MESSAGES,
  refusal,
  refusalMessageIn,
  translateRefusalMessage,
} from './refusal-messages';
import { translateValidationMessage } from './validation-messages';

const HAN = /\p{Script=Han}/u;
const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);

describe('the refusal catalogue', () => {
  it('has every refusal in both languages, the Chinese written in Chinese', () => {
    for (const [code, label] of Object.entries(REFUSAL_MESSAGES)) {
      expect(label.en, code).not.toBe('');
      expect(label.zh, code).toMatch(HAN);
      // The Chinese may leave out a wire code (a record type), never name a value the English lacks.
      for (const name of placeholders(label.zh)) expect(placeholders(label.en), code).toContain(name);
    }
  });

  it('knows each of its own refusals back from the English, whatever the values', () => {
    for (const [code, label] of Object.entries(REFUSAL_MESSAGES)) {
      const values = Object.fromEntries(placeholders(label.en).map((name) => [name, `<${name}>`]));
      const english = refusal(code as keyof typeof REFUSAL_MESSAGES, values);
      expect(translateRefusalMessage(english, 'en'), code).toBe(english);
      expect(translateRefusalMessage(english, 'zh-CN'), code).toMatch(HAN);
    }
  });

  it('translates a refusal from its English into Chinese, values and all', () => {
    expect(refusalMessageIn(refusal('staleUser', { user: 'agent', version: 4 }), 'zh-CN')).toBe(
      '用户 agent 在您读取后已被他人修改（现为第 4 版）：请重新加载后再修改',
    );
    expect(
      refusalMessageIn('The flow has moved on from the step 报名: its signUp records are read-only', 'zh-CN'),
    ).toBe('流程已离开环节“报名”：该环节的记录只读');
    expect(refusalMessageIn('The business number P-7 is already used by another project', 'zh-CN')).toBe(
      '业务编号 P-7 已被其他项目使用',
    );
    expect(refusalMessageIn('Your roles do not grant project.add or project.edit', 'zh-CN')).toBe(
      '您的角色没有 project.add or project.edit 权限',
    );
  });

  it("is the wording of the domain's own refusals", () => {
    const lastAdmin = decideLastAdmin(
      { userName: 'admin', isActive: true, roleNames: ['Admin'] },
      { kind: 'deactivate' },
      1,
    );
    expect(lastAdmin.allowed ? '' : refusalMessageIn(lastAdmin.message, 'zh-CN')).toMatch(
      /^admin 是本租户最后一位启用的 Admin，不能停用/,
    );
    const stale = decideTemplateVersion('公开招标', 2, 3);
    expect(stale.allowed ? '' : refusalMessageIn(stale.message, 'zh-CN')).toBe(
      '公开招标的流程模板在您打开第 2 版后已被修改（现为第 3 版）：请重新加载后再修改',
    );
  });

  it('tells one refusal from another, whatever fills it (isRefusal)', () => {
    const taken = refusal('businessNumberTaken', { number: 'ZB-2026-001' });
    expect(isRefusal(taken, 'businessNumberTaken')).toBe(true);
    expect(isRefusal(`  ${taken}\n`, 'businessNumberTaken')).toBe(true);
    expect(isRefusal(refusal('bidPackageHoldsBonds'), 'businessNumberTaken')).toBe(false);
    expect(isRefusal('Something else went wrong', 'bidPackageHoldsBonds')).toBe(false);
  });

  it('shows a message it does not know as written', () => {
    expect(refusalMessageIn('Task 7 is already completed', 'zh-CN')).toBe('Task 7 is already completed');
    expect(translateRefusalMessage('Task 7 is already completed', 'en')).toBeUndefined();
  });

  it('shares its matching with the validation catalogue, neither knowing the other', () => {
    expect(translateValidationMessage(refusal('publishedNotice'), 'zh-CN')).toBeUndefined();
    expect(translateRefusalMessage('is required', 'zh-CN')).toBeUndefined();
  });
});
