/**
 * The totals of project lists, kept until a project of the tenant changes. Counting is the expensive
 * half of `Sproject/GetPaged`: the page stops after a few index entries, the count visits every match
 * (60k of 100k projects: ~23 ms). Staff page through the same filters again and again, while projects
 * change rarely in comparison.
 *
 * A count is served only while the tenant's generation is the one it was counted in. The generation
 * moves on (1) when this process answers a write of the tenant, before the reply leaves, so the writer's
 * next list is exact; (2) when the database notifies a change to the tenant's projects (migration 0006),
 * so changes by other processes, the seed or plain SQL count too. While notifications are down, nothing
 * is served from the cache. Entries also expire after `maxAgeMs`, as a last guard.
 */
export class ProjectCountCache {
  private readonly generations = new Map<number, number>();
  private readonly entries = new Map<string, { count: number; generation: number; at: number }>();
  /** Whether changes can be heard; off until listening starts and while the connection is lost. */
  private trusted = false;
  private epoch = 0;

  constructor(
    private readonly options: { maxAgeMs?: number; maxEntries?: number; now?: () => number } = {},
  ) {}

  /** The count for a tenant's normalised filter: cached, or computed by `count` and kept. */
  async count(tenantId: number, filterKey: string, count: () => Promise<number>): Promise<number> {
    if (!this.trusted) return count();
    const generation = this.generationOf(tenantId);
    const key = `${tenantId}\u0000${filterKey}`;
    const now = this.now();
    const hit = this.entries.get(key);
    if (hit && hit.generation === generation && now - hit.at < (this.options.maxAgeMs ?? 60_000)) {
      return hit.count;
    }
    const counted = await count();
    // A change while counting makes this count possibly stale: serve it once, do not keep it.
    if (this.trusted && this.generationOf(tenantId) === generation) {
      this.entries.delete(key);
      this.entries.set(key, { count: counted, generation, at: now });
      this.evict();
    }
    return counted;
  }

  /** A project of the tenant changed (or may have): its cached counts no longer hold. */
  changed(tenantId: number): void {
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** Changes can be heard from now on (listening started or resumed): every older count is dropped. */
  trust(): void {
    this.epoch++;
    this.entries.clear();
    this.trusted = true;
  }

  /** Changes can no longer be heard (connection lost): count every time until `trust()` again. */
  distrust(): void {
    this.trusted = false;
    this.entries.clear();
  }

  private generationOf(tenantId: number): number {
    return this.epoch * 1_000_000_000 + (this.generations.get(tenantId) ?? 0);
  }

  /** The oldest entries go first (Map keeps insertion order; a refreshed entry is re-inserted). */
  private evict(): void {
    const max = this.options.maxEntries ?? 10_000;
    for (const key of this.entries.keys()) {
      if (this.entries.size <= max) return;
      this.entries.delete(key);
    }
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
