import { describe, expect, it } from 'vitest';
import { createAdministrator } from '../src/seed/create-admin';
import { call, useTestApp } from './harness';

const harness = useTestApp();

describe('create-admin (the first administrator of a production deployment)', () => {
  it('creates the tenant and an Admin who can log in', async () => {
    const created = await createAdministrator(harness.database.db, {
      tenant: 'acme-agency',
      userName: 'root',
      password: 'Long-enough-1',
    });
    expect(created.createdTenant).toBe(true);
    expect(created.tenantId).not.toBe(1);
    expect(created.tenantId).not.toBe(3);
    const login = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: created.tenantId,
      payload: { userNameOrEmailAddress: 'root', password: 'Long-enough-1' },
    });
    expect(login.statusCode).toBe(200);
    const session = await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/Session/GetCurrentLoginInformations',
      token: login.json().result.accessToken,
    });
    expect(session.json().result).toMatchObject({
      tenant: { tenancyName: 'acme-agency' },
      roleNames: ['Admin'],
    });
  });

  it('adds an administrator to an existing tenant by id, reusing its Admin role', async () => {
    const created = await createAdministrator(harness.database.db, {
      tenant: '3',
      userName: 'second-admin',
      password: 'Long-enough-2',
    });
    expect(created).toMatchObject({ tenantId: 3, createdTenant: false });
  });

  it('refuses a short password and a duplicate user', async () => {
    await expect(
      createAdministrator(harness.database.db, { tenant: '3', userName: 'x', password: 'short' }),
    ).rejects.toThrow(/8 characters/);
    await expect(
      createAdministrator(harness.database.db, { tenant: '3', userName: 'ADMIN', password: 'Long-enough-3' }),
    ).rejects.toThrow(/already exists/);
  });
});
