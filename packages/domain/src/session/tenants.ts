/** The tenant a client names before anyone has signed in (§9 "Default tenant id 3"). */
export const DEFAULT_TENANT_ID = 3;

/** The tenant whose closing area is called archive (§2, §9 "Tenant 1 shows the closing menu as archive"). */
export const ARCHIVE_TENANT_ID = 1;
