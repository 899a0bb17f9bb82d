/**
 * What the login form submits (§2 /user/login): the checked draft (login-draft.ts), which the form
 * sends to LogIn. A file of its own, so the form and its checks do not import each other.
 */
export interface LoginValues {
  userName: string;
  password: string;
  rememberMe: boolean;
  /**
   * The tenant by its name (tenancyName, any letter case; digits name an id), as LogIn resolves it the
   * way the CLI does; absent for the default tenant 3 (§9).
   */
  tenantName?: string;
}
