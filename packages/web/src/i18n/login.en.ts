/**
 * The words of the login page (§2 /user/login) and its frame, on their own: the login is every visitor's
 * first load, and its entry (src/login-entry) carries these instead of the whole dictionary.
 */
export const loginEn = {
  'app.name': 'Tender',
  'login.title': 'Sign in',
  'login.userName': 'User name',
  'login.password': 'Password',
  'login.rememberMe': 'Remember me',
  'login.tenant': 'Tenant',
  'login.tenantDefault': 'Default tenant',
  'login.submit': 'Sign in',
  'login.userNameRequired': 'Please enter your user name',
  'login.passwordRequired': 'Please enter your password',
  'login.tenantInvalid': 'The tenant name has at most 64 characters',
  'login.failed': 'Sign-in failed',
  'login.refused.credentials': 'The user name or password is wrong, or the account is deactivated',
  'login.refused.tenantUnknown': 'There is no tenant named "{tenant}"',
  'login.refused.tenantInactive': 'This tenant is deactivated',
  'login.refused.unavailable': 'The server cannot be reached; try again in a moment',
  'login.refused.throttled': 'Too many failed sign-ins from here. Try again in {minutes} min.',
  'login.sso.inProgress': 'Signing you in through {provider}…',
  'login.sso.failed': 'Single sign-on failed',
  'login.sso.toForm': 'Sign in with a password instead',
  'header.language': 'Language',
  'language.en': 'English',
  'language.zh-CN': '简体中文',
} as const;
