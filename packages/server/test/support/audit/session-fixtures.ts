import { login } from '../../harness';
import { type FixtureWorld, fixtureHelpers, PASSWORD } from './fixture-helpers';
import type { WriteFixture } from './write-fixture';

/** The audit walk's fixtures of signing in and out: a login writes its user's row, a tenant check none. */
export function sessionFixtures(world: () => FixtureWorld): Record<string, WriteFixture> {
  const { mint } = fixtureHelpers(world);
  return {
    'POST /api/TokenAuth/Authenticate': {
      request: async () => ({
        url: '/api/TokenAuth/Authenticate',
        user: null,
        payload: { userNameOrEmailAddress: 'manager', password: PASSWORD },
      }),
      row: { userName: 'manager', entity: 'accessToken', entityId: null },
    },
    'POST /api/TokenAuth/ExternalAuthenticate': {
      request: async () => {
        const providerKey = mint();
        return {
          url: '/api/TokenAuth/ExternalAuthenticate',
          user: null,
          payload: { authProvider: 'UserCenter', providerKey, platformId: 'portal' },
          secrets: [providerKey],
        };
      },
      row: { userName: 'manager', entity: 'accessToken', entityId: null },
    },
    'POST /api/TokenAuth/ReloadAuthenticate': {
      request: async () => {
        const providerKey = mint();
        return {
          url: '/api/TokenAuth/ReloadAuthenticate',
          user: null,
          payload: { authProvider: 'UserCenter', providerKey, platformId: 'portal' },
          secrets: [providerKey],
        };
      },
      row: { userName: 'manager', entity: 'accessToken', entityId: null },
    },
    'POST /api/services/app/Account/IsTenantAvailable': {
      request: async () => ({
        url: '/api/services/app/Account/IsTenantAvailable',
        user: null,
        payload: { tenancyName: 'Default' },
      }),
      row: 'none',
    },
    'POST /auth/logout': {
      request: async () => {
        const { accessToken } = await login(world().api.app, 'viewer');
        return {
          url: '/auth/logout',
          headers: { authorization: `Bearer ${accessToken}` },
          user: null,
          secrets: [accessToken],
        };
      },
      row: { userName: 'viewer', entity: 'accessToken', entityId: /^\d+$/ },
    },
  };
}
