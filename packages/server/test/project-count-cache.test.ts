import { describe, expect, it } from 'vitest';
import { ProjectCountCache } from '../src/projects/project-count-cache';

describe('ProjectCountCache', () => {
  const counter = (values: number[]) => {
    let calls = 0;
    return { count: async () => values[Math.min(calls++, values.length - 1)]!, calls: () => calls };
  };

  it('counts every time until changes can be heard', async () => {
    const cache = new ProjectCountCache();
    const c = counter([1, 2]);
    expect(await cache.count(3, 'state=3', c.count)).toBe(1);
    expect(await cache.count(3, 'state=3', c.count)).toBe(2);
  });

  it('keeps a count per tenant and filter until that tenant changes', async () => {
    const cache = new ProjectCountCache();
    cache.trust();
    const c = counter([10, 11, 12]);
    expect(await cache.count(3, 'state=3', c.count)).toBe(10);
    expect(await cache.count(3, 'state=3', c.count)).toBe(10);
    cache.changed(1);
    expect(await cache.count(3, 'state=3', c.count)).toBe(10);
    expect(await cache.count(3, 'state=5', c.count)).toBe(11);
    cache.changed(3);
    expect(await cache.count(3, 'state=3', c.count)).toBe(12);
    expect(c.calls()).toBe(3);
  });

  it('does not keep a count that a change overtook while it was counted', async () => {
    const cache = new ProjectCountCache();
    cache.trust();
    let calls = 0;
    const racing = async () => {
      calls++;
      cache.changed(3);
      return 5;
    };
    expect(await cache.count(3, '', racing)).toBe(5);
    expect(await cache.count(3, '', async () => 6)).toBe(6);
    expect(calls).toBe(1);
  });

  it('serves nothing while changes cannot be heard, and forgets what it had', async () => {
    const cache = new ProjectCountCache();
    cache.trust();
    await cache.count(3, '', async () => 1);
    cache.distrust();
    expect(await cache.count(3, '', async () => 2)).toBe(2);
    cache.trust();
    expect(await cache.count(3, '', async () => 3)).toBe(3);
  });

  it('expires counts after maxAgeMs and keeps at most maxEntries', async () => {
    let now = 0;
    const cache = new ProjectCountCache({ maxAgeMs: 1_000, maxEntries: 2, now: () => now });
    cache.trust();
    await cache.count(3, 'a', async () => 1);
    now = 999;
    expect(await cache.count(3, 'a', async () => 2)).toBe(1);
    now = 1_000;
    expect(await cache.count(3, 'a', async () => 3)).toBe(3);
    await cache.count(3, 'b', async () => 4);
    await cache.count(3, 'c', async () => 5);
    expect(await cache.count(3, 'a', async () => 6)).toBe(6);
  });
});
