// The public entry of @tender/server: build the app in-process, configure it, open its database.
export { type BuildAppOptions, buildApp } from './app';
export { type HandoverPayload, mintHandoverToken, verifyHandoverToken } from './auth/handover-token';
export { type Clock, type Config, loadConfig, systemClock } from './config';
export { type DatabaseHandle, openDatabase } from './db/database';
export { migrateToLatest } from './db/migrate';
export { DEMO_PASSWORD, DEMO_TENANTS, DEMO_USERS, seedDemo } from './seed/seed-demo';
