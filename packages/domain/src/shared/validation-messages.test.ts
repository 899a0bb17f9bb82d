import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { projectInputSchema } from '../projects/project';
import { createUserSchema } from '../users/user';
import { fieldErrorsOf } from './errors';
import {
  fieldMessage,
  issueMessage,
  must,
  translateValidationMessage,
  VALIDATION_MESSAGES,
} from './validation-messages';

const HAN = /\p{Script=Han}/u;

describe('the validation catalogue', () => {
  it('has every message in both languages, the Chinese written in Chinese', () => {
    for (const [code, label] of Object.entries(VALIDATION_MESSAGES)) {
      expect(label.en, code).not.toBe('');
      expect(label.zh, code).toMatch(HAN);
      // The same placeholders on both sides, or a value would go missing in one language.
      const placeholders = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((m) => m[1]).sort();
      expect(placeholders(label.zh), code).toEqual(placeholders(label.en));
    }
  });

  it('translates a message back from its English, values and all', () => {
    expect(translateValidationMessage(must('required'), 'zh-CN')).toBe('不能为空');
    expect(translateValidationMessage(must('maxChars', { max: 200 }), 'zh-CN')).toBe('最多 200 个字符');
    expect(translateValidationMessage(must('unknownRoles', { list: 'Auditor' }), 'zh-CN')).toBe(
      '不是本租户的角色：Auditor',
    );
    expect(translateValidationMessage('something else entirely', 'zh-CN')).toBeUndefined();
  });

  it('puts the field first, and never leaves an English sentence in zh-CN', () => {
    expect(fieldMessage('Project name', must('required'), 'en')).toBe('Project name is required');
    expect(fieldMessage('项目名称', must('required'), 'zh-CN')).toBe('项目名称不能为空');
    expect(fieldMessage('权限', 'a sentence of its own', 'zh-CN')).toBe('权限格式不正确');
    expect(fieldMessage('Permissions', 'a sentence of its own', 'en')).toBe(
      'Permissions a sentence of its own',
    );
  });

  it("keeps the spec's own Chinese messages as given, in both languages (§5)", () => {
    expect(fieldMessage('非招标方式', '请选择非招标方式', 'zh-CN')).toBe('请选择非招标方式');
    expect(fieldMessage('Non-tendering method', '请选择非招标方式', 'en')).toBe('请选择非招标方式');
  });

  it("words zod's own defaults in the catalogue, so the server answers with them too", () => {
    const issues = z
      .object({ name: z.string().max(3), count: z.number().min(2), mail: z.email(), kind: z.enum(['a']) })
      .safeParse({ name: 'long', count: 1, mail: 'x', kind: 'b' }).error?.issues;
    expect(fieldErrorsOf(issues ?? [])).toEqual([
      { field: 'name', message: 'must have at most 3 characters' },
      { field: 'count', message: 'must be at least 2' },
      { field: 'mail', message: 'is not a valid e-mail address' },
      { field: 'kind', message: 'is not one of the choices' },
    ]);
    expect(issueMessage({ code: 'custom', message: 'a sentence of its own' })).toBe('a sentence of its own');
  });

  it("covers what the forms' schemas say about empty and malformed input", () => {
    const known = (issues: readonly { message: string }[] | undefined) =>
      (issues ?? []).map((issue) => [issue.message, translateValidationMessage(issue.message, 'zh-CN')]);
    const project = projectInputSchema.safeParse({ projectName: '', agencyEMail: 'not-mail' });
    for (const [message, zh] of known(project.error?.issues.map((i) => ({ message: issueMessage(i) })))) {
      expect(zh, message).toMatch(HAN);
    }
    const user = createUserSchema.safeParse({ userName: 'a b', name: '', emailAddress: 'x' });
    for (const [message, zh] of known(user.error?.issues.map((i) => ({ message: issueMessage(i) })))) {
      expect(zh, message).toMatch(HAN);
    }
  });
});
