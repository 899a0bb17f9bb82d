/** The browser's local storage keys (§9): the access token, the tenant, and the display settings. */
export const STORAGE_KEYS = {
  accessToken: 'Abp.AuthToken',
  tokenExpiresAt: 'Abp.AuthToken.ExpiresAt',
  tenantId: 'Abp.TenantId',
  tenantName: 'Abp.TenantName',
  settings: 'tender.settings',
  sidebarCollapsed: 'tender.sidebarCollapsed',
  locale: 'tender.locale',
} as const;
