import { describe, expect, it } from 'vitest';
import { LOGOUT_REDIRECT_DELAY_MS, SHELL_MESSAGES } from './shell-messages';

describe('SHELL_MESSAGES (§8 Error catalogue, §2 Settings drawer)', () => {
  it.each([
    // the spec's English texts, kept exactly as en
    ['unauthorized', 'en', 'Unauthorized: Authorization verification failed'],
    ['forbiddenTitle', 'en', 'Forbidden'],
    ['themeUpdateFailed', 'en', 'Failed to update theme'],
    ['copyDone', 'en', 'copy done'],
    ['copyFailed', 'en', 'copy failed'],
    // the spec's Chinese texts, kept exactly as zh
    ['userInfoFailedTitle', 'zh', '错误'],
    ['userInfoFailed', 'zh', '请求用户信息失败，请重试'],
    ['attachmentFailed', 'zh', '获取附件失败'],
    // the product's zh wording for the English ones
    ['unauthorized', 'zh', '未授权：授权验证失败'],
    ['themeUpdateFailed', 'zh', '主题更新失败'],
    ['copyDone', 'zh', '拷贝成功'],
    ['copyFailed', 'zh', '拷贝失败'],
  ] as const)('%s.%s is %j', (key, locale, text) => {
    expect(SHELL_MESSAGES[key][locale]).toBe(text);
  });

  it('has both languages everywhere', () => {
    for (const label of Object.values(SHELL_MESSAGES)) expect(label.en && label.zh).toBeTruthy();
  });
});

describe('LOGOUT_REDIRECT_DELAY_MS (§8 "then logout and redirect to the user centre after 1.5 s")', () => {
  it('is 1.5 s', () => {
    expect(LOGOUT_REDIRECT_DELAY_MS).toBe(1_500);
  });
});
