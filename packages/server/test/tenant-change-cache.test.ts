import { describe, expect, it } from 'vitest';
import { TenantChangeCache } from '../src/cache/tenant-change-cache';

describe('TenantChangeCache', () => {
  const reader = (values: number[]) => {
    let calls = 0;
    return { read: async () => values[Math.min(calls++, values.length - 1)]!, calls: () => calls };
  };

  it('reads every time until changes can be heard', async () => {
    const cache = new TenantChangeCache<number>();
    const r = reader([1, 2]);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(1);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(2);
  });

  it('keeps a value per key until its tenant changes', async () => {
    const cache = new TenantChangeCache<number>();
    cache.trust();
    const r = reader([10, 11, 12]);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(10);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(10);
    cache.changed(1);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(10);
    expect(await cache.read('3/state=5', r.read, 3)).toBe(11);
    cache.changed(3);
    expect(await cache.read('3/state=3', r.read, 3)).toBe(12);
    expect(r.calls()).toBe(3);
  });

  it('learns the tenant from the value when only the value knows it', async () => {
    const cache = new TenantChangeCache<{ tenantId: number; name: string }>();
    cache.trust();
    await cache.read(
      'token-a',
      async () => ({ tenantId: 7, name: 'a' }),
      (v) => v.tenantId,
    );
    expect(cache.peek('token-a')?.name).toBe('a');
    cache.changed(3);
    expect(cache.peek('token-a')?.name).toBe('a');
    cache.changed(7);
    expect(cache.peek('token-a')).toBeUndefined();
  });

  it('never keeps undefined (an unknown token is asked again)', async () => {
    const cache = new TenantChangeCache<number>();
    cache.trust();
    let calls = 0;
    const unknown = async () => {
      calls++;
      return undefined;
    };
    expect(await cache.read('x', unknown, 3)).toBeUndefined();
    expect(await cache.read('x', unknown, 3)).toBeUndefined();
    expect(calls).toBe(2);
  });

  it('does not keep a value that a change of any tenant overtook while it was read', async () => {
    const cache = new TenantChangeCache<number>();
    cache.trust();
    let calls = 0;
    const racing = async () => {
      calls++;
      cache.changed(9);
      return 5;
    };
    expect(await cache.read('k', racing, 3)).toBe(5);
    expect(await cache.read('k', async () => 6, 3)).toBe(6);
    expect(await cache.read('k', async () => 7, 3)).toBe(6);
    expect(calls).toBe(1);
  });

  it('serves nothing while changes cannot be heard, and forgets what it had', async () => {
    const cache = new TenantChangeCache<number>();
    cache.trust();
    await cache.read('k', async () => 1, 3);
    cache.distrust();
    expect(await cache.read('k', async () => 2, 3)).toBe(2);
    cache.trust();
    expect(await cache.read('k', async () => 3, 3)).toBe(3);
  });

  it('does not keep a value read across a lost connection', async () => {
    const cache = new TenantChangeCache<number>();
    cache.trust();
    const value = await cache.read(
      'k',
      async () => {
        cache.distrust();
        cache.trust();
        return 1;
      },
      3,
    );
    expect(value).toBe(1);
    expect(cache.peek('k')).toBeUndefined();
  });

  it('expires values after maxAgeMs and drops the oldest beyond maxWeight', async () => {
    let now = 0;
    const cache = new TenantChangeCache<string>({
      maxAgeMs: 1_000,
      maxWeight: 10,
      weigh: (value) => value.length,
      now: () => now,
    });
    cache.trust();
    await cache.read('a', async () => 'aaaa', 3);
    now = 999;
    expect(await cache.read('a', async () => 'xxxx', 3)).toBe('aaaa');
    now = 1_000;
    expect(await cache.read('a', async () => 'AAAA', 3)).toBe('AAAA');
    await cache.read('b', async () => 'bbbb', 3);
    expect(cache.peek('a')).toBe('AAAA');
    await cache.read('c', async () => 'cccc', 3); // 12 > 10: the oldest ('a') goes
    expect(cache.peek('a')).toBeUndefined();
    expect(cache.peek('b')).toBe('bbbb');
    expect(cache.peek('c')).toBe('cccc');
  });
});
