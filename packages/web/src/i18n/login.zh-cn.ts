import type { loginEn } from './login.en';

/** The login page's words in zh-CN (see login.en.ts); also part of the full zh-CN dictionary. */
export const loginZhCN: Record<keyof typeof loginEn, string> = {
  'app.name': '招标采购管理平台',
  'login.title': '登录',
  'login.userName': '用户名',
  'login.password': '密码',
  'login.rememberMe': '自动登录',
  'login.tenant': '租户',
  'login.tenantDefault': '默认租户',
  'login.submit': '登录',
  'login.userNameRequired': '请输入用户名',
  'login.passwordRequired': '请输入密码',
  'login.tenantInvalid': '租户名称最多 64 个字符',
  'login.failed': '登录失败',
  'login.refused.credentials': '用户名或密码错误，或账号已停用',
  'login.refused.tenantUnknown': '不存在名为“{tenant}”的租户',
  'login.refused.tenantInactive': '该租户已停用',
  'login.refused.unavailable': '无法连接服务器，请稍后重试',
  'login.refused.throttled': '此处登录失败次数过多，请 {minutes} 分钟后重试',
  'login.sso.inProgress': '正在通过 {provider} 登录…',
  'login.sso.failed': '单点登录失败',
  'login.sso.toForm': '改用密码登录',
  'header.language': '语言',
  'language.en': 'English',
  'language.zh-CN': '简体中文',
};
