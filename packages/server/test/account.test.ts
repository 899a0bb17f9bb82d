import { describe, expect, it } from 'vitest';
import { DEMO_TENANTS } from '../src/seed/seed-demo';
import { call, useTestApp } from './harness';

const IS_TENANT_AVAILABLE = '/api/services/app/Account/IsTenantAvailable';
const TENANT_1 = DEMO_TENANTS.find((t) => t.id === 1)?.tenancyName ?? 'missing';

const harness = useTestApp();

const isTenantAvailable = (payload: object, tenantId?: number) =>
  call(harness.app, { method: 'POST', url: IS_TENANT_AVAILABLE, payload, tenantId });

describe('POST /api/services/app/Account/IsTenantAvailable (ABP), anonymous', () => {
  it('finds the default tenant without a token: state 1 (Available) and its id', async () => {
    const reply = await isTenantAvailable({ tenancyName: 'Default' });
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.json()).toEqual({
      success: true,
      result: { state: 1, tenantId: 3 },
      error: null,
      unAuthorizedRequest: false,
      __abp: true,
    });
  });

  it('matches the tenancy name in any letter case and trims it, whatever tenant the header names', async () => {
    for (const name of [TENANT_1, `  ${TENANT_1.toUpperCase()} `]) {
      const reply = await isTenantAvailable({ tenancyName: name }, 3);
      expect(reply.json().result, name).toEqual({ state: 1, tenantId: 1 });
    }
    expect((await isTenantAvailable({ tenancyName: 'dEfAuLt' }, 1)).json().result).toEqual({
      state: 1,
      tenantId: 3,
    });
  });

  it('an unknown name is state 3 (NotFound) with no id', async () => {
    const reply = await isTenantAvailable({ tenancyName: 'nowhere' });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toEqual({ state: 3, tenantId: null });
  });

  it('an empty or missing name is a 400 naming tenancyName', async () => {
    for (const payload of [{ tenancyName: '   ' }, {}, { tenancyName: 'x'.repeat(65) }]) {
      const reply = await isTenantAvailable(payload);
      expect(reply.statusCode, JSON.stringify(payload)).toBe(400);
      expect(reply.json()).toMatchObject({ success: false, error: { code: 'VALIDATION' } });
      expect(reply.json().error.validationErrors[0].members).toEqual(['tenancyName']);
    }
  });

  // Last: it deactivates tenant 1 in this file's database.
  it('an inactive tenant is state 2 (InActive) with no id', async () => {
    await harness.database.db.updateTable('tenants').set({ isActive: false }).where('id', '=', 1).execute();
    const reply = await isTenantAvailable({ tenancyName: TENANT_1 });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toEqual({ state: 2, tenantId: null });
  });
});
