import type { accountEn } from './account.en';

/** zh-CN wording of a user's own account. */
export const accountZhCN: Record<keyof typeof accountEn, string> = {
  'account.changePassword': '修改密码',
  'account.menu': '{name} 的账号',
  'account.changePassword.title': '修改您的密码',
  'account.changePassword.required': '管理员为您设置了临时密码，请先设置您自己的密码再继续。',
  'account.currentPassword': '当前密码',
  'account.newPassword': '新密码',
  'account.confirmPassword': '确认新密码',
  'account.passwordRule': '至少 8 个字符，且不能与用户名相同。',
  'account.passwordsDiffer': '确认密码须与新密码一致',
  'account.submit': '修改密码',
  'account.changed': '密码已修改',
  'account.signOutInstead': '退出登录',
  'account.cancel': '取消',
} as const;
