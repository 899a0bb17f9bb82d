import { describe, expect, it } from 'vitest';
import { NotFoundError, NotPermittedError, ValidationError } from '../shared/errors';
import { ACTORS, aSession } from '../testing/builders';
import { InMemoryAuthGateway } from '../testing/in-memory-session';
import { ResolveTenant } from './resolve-tenant';

function world() {
  const auth = new InMemoryAuthGateway([aSession(ACTORS.admin, 3), aSession(ACTORS.admin, 1)]);
  let lookups = 0;
  const lookUp = auth.isTenantAvailable.bind(auth);
  auth.isTenantAvailable = (name) => {
    lookups++;
    return lookUp(name);
  };
  return { auth, resolve: new ResolveTenant(auth), lookups: () => lookups };
}

describe('ResolveTenant (§7 Account/IsTenantAvailable)', () => {
  it('takes all digits as an id, without asking the server', async () => {
    const { resolve, lookups } = world();
    expect(await resolve.execute(' 42 ')).toEqual({ id: 42 });
    expect(lookups()).toBe(0);
  });

  it('looks a name up in any letter case', async () => {
    const { resolve } = world();
    expect(await resolve.execute('default')).toEqual({ id: 3, name: 'default' });
    expect(await resolve.execute(' TENANT-1 ')).toEqual({ id: 1, name: 'TENANT-1' });
  });

  it('an unknown name is NotFoundError naming the tenant', async () => {
    const error = await world()
      .resolve.execute('nowhere')
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.message).toContain('nowhere');
  });

  it('an inactive tenant is NotPermittedError', async () => {
    const { auth, resolve } = world();
    const tenant = auth.tenants.find((t) => t.id === 1);
    if (tenant) tenant.isActive = false;
    const error = await resolve.execute('tenant-1').catch((e) => e);
    expect(error).toBeInstanceOf(NotPermittedError);
    expect(error.message).toBe('tenant is inactive');
  });

  it('an empty or over-long name is a ValidationError on tenancyName, before any lookup', async () => {
    const { resolve, lookups } = world();
    for (const name of ['  ', 'x'.repeat(65)]) {
      const error = await resolve.execute(name).catch((e) => e);
      expect(error).toBeInstanceOf(ValidationError);
      expect(error.fields.map((f: { field: string }) => f.field)).toEqual(['tenancyName']);
    }
    expect(lookups()).toBe(0);
  });
});
