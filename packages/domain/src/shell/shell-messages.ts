import type { Label } from '../shared/labels';

/** After a 401 the notification stays this long before logout and the redirect to the user centre (§8). */
export const LOGOUT_REDIRECT_DELAY_MS = 1_500;

/**
 * The shell's fixed messages (§8 Error catalogue, §2 Settings drawer). Where the spec gives Chinese its
 * text is kept exactly as zh and English is our translation; where it gives English, the reverse.
 */
export const SHELL_MESSAGES = {
  /** HTTP 401 without an isLogin result; logout follows after LOGOUT_REDIRECT_DELAY_MS. */
  unauthorized: { en: 'Unauthorized: Authorization verification failed', zh: '未授权：授权验证失败' },
  /** HTTP 403: the notification's title, with the server message as its body. */
  forbiddenTitle: { en: 'Forbidden', zh: '禁止访问' },
  /** The user info fetch at route entry failed: title and body of the notification. */
  userInfoFailedTitle: { en: 'Error', zh: '错误' },
  userInfoFailed: {
    en: 'Failed to fetch user information, please try again',
    zh: '请求用户信息失败，请重试',
  },
  attachmentFailed: { en: 'Failed to fetch the attachment', zh: '获取附件失败' },
  themeUpdateFailed: { en: 'Failed to update theme', zh: '主题更新失败' },
  copyDone: { en: 'copy done', zh: '拷贝成功' },
  copyFailed: { en: 'copy failed', zh: '拷贝失败' },
} as const satisfies Record<string, Label>;
