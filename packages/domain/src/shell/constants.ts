/** Every business constant and limit of §9, in one place. */

/** HTTP timeout for every call (ms). */
export const HTTP_TIMEOUT_MS = 60_000;
/** Chunk (sub-application) load timeout (ms). */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

/** Token lifetime without rememberMe (s); with it, the server's expireInSeconds. */
export const TOKEN_LIFETIME_WITHOUT_REMEMBER_S = 24 * 60 * 60;

export const MODULE_LIST_PAGE_SIZE = 100;
export const FLOW_NODE_PAGE_SIZE = 100;
export const WORKFLOW_PROGRESS_PAGE_SIZE = 1000;
export const SIGN_IN_LIST_MAX = 500;
export const TABLE_DEFAULT_PAGE_SIZE = 10;

/** Minimum number of suppliers, approved suppliers, valid bids, sign-ins or passers for circulation (§5, §9). */
export const MIN_CIRCULATION_COUNT = 3;

/** The operation screen's info drawer closes itself after this long (ms). */
export const DRAWER_AUTO_CLOSE_MS = 2_000;
export const TAB_WIDTH_PX = 206;

/** The server clock is re-synchronised once local drift exceeds this (ms). */
export const CLOCK_RESYNC_DRIFT_MS = 2_000;
export const COUNTDOWN_TICK_MS = 1_000;

export const PROJECT_MODE_FIXED = 3;
/** Tenant id written into flow records by the legacy middleware (§9). */
export const FLOW_RECORD_TENANT_ID = 2109;
/** The tenant whose closing menu reads "archive". */
export const ARCHIVE_TENANT_ID = 1;
export const DEFAULT_TENANT_ID = 3;

export const BREAKPOINTS = { mobileMaxPx: 576, desktopMinPx: 1200 } as const;

export const DATE_FORMAT = 'YYYY-MM-DD';
export const DATE_TIME_FORMAT = 'YYYY-MM-DD HH:mm:ss';
export const FLOW_RECORD_TIME_FORMAT = 'YYYYMMDD HHmmss';

export const SIDEBAR_WIDTH_PX = 256;
export const SIDEBAR_COLLAPSED_WIDTH_PX = 80;
/** Right page padding, except on /create-project/index (§9). */
export const PAGE_PADDING_RIGHT_PX = 15;
export const PAGE_PADDING_EXEMPT_PATH = '/create-project/index';

/** Local storage keys (§9). */
export const STORAGE_KEYS = {
  accessToken: 'Abp.AuthToken',
  tokenExpiresAt: 'Abp.AuthToken.ExpiresAt',
  tenantId: 'Abp.TenantId',
  tenantName: 'Abp.TenantName',
  settings: 'tender.settings',
  sidebarCollapsed: 'tender.sidebarCollapsed',
  locale: 'tender.locale',
} as const;

/** After a 401 the notification stays this long before logout and the redirect to the user centre (§8). */
export const LOGOUT_REDIRECT_DELAY_MS = 1_500;
