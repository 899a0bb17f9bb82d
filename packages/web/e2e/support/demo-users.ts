/** The demo accounts the server seeds (packages/server/src/seed/seed-demo.ts), all with this password. */
export const DEMO_PASSWORD = '123qwe';
export type DemoUser = 'admin' | 'manager' | 'agent' | 'viewer';
