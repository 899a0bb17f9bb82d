/**
 * How many journeys run side by side (vitest.config.ts maxWorkers), each worker against a server of its
 * own (global-setup.ts). A journey mostly waits on the server and the page: one alone leaves about a third
 * of the two cores idle.
 */
export const E2E_WORKERS = 2;
