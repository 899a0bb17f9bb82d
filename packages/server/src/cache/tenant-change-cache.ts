/**
 * Values read from the database and kept until their tenant's data changes: list totals and pages
 * (`Sproject/GetPaged`) and signed-in sessions. Staff page through the same lists and send the same token
 * again and again, while projects, users and tokens change rarely in comparison (what keeping them saves:
 * bench/README.md, `get-paged.ts`).
 *
 * An entry is served only while its tenant's generation is the one it was read in. A generation moves
 * on (1) when this process answers a write, before the reply leaves, so the writer's next read is exact;
 * (2) when the database notifies a change (migrations 0006 and 0009), so changes by other processes, the
 * seed or plain SQL count too. While notifications are down nothing is served. Entries also expire after
 * `maxAgeMs` as a last guard, and the oldest go first once `maxWeight` is reached.
 */
export interface TenantChangeCacheOptions<V> {
  readonly maxAgeMs?: number;
  /** The most the kept values may weigh together, in the units of `weigh`. */
  readonly maxWeight?: number;
  /** What one value weighs (default 1: maxWeight is then a number of entries). */
  readonly weigh?: (value: V) => number;
  readonly now?: () => number;
}

/** What the database's change notifications drive (src/cache/listen-for-tenant-changes.ts). */
export interface HearsTenantChanges {
  changed(tenantId: number): void;
  trust(): void;
  distrust(): void;
}

interface Entry<V> {
  readonly value: V;
  readonly tenantId: number;
  readonly generation: number;
  readonly at: number;
  readonly weight: number;
}

export class TenantChangeCache<V> implements HearsTenantChanges {
  private readonly generations = new Map<number, number>();
  private readonly entries = new Map<string, Entry<V>>();
  /** Whether changes can be heard; off until listening starts and while the connection is lost. */
  private trusted = false;
  private epoch = 0;
  /** Moves on every change of any tenant: a read that a change overtook is served once, never kept. */
  private changes = 0;
  private weight = 0;
  /** Lookups answered from the cache and not, since the process started (the metrics). */
  private readonly counts = { hits: 0, misses: 0 };

  constructor(private readonly options: TenantChangeCacheOptions<V> = {}) {}

  /** The kept value of a key, if it still holds. */
  peek(key: string): V | undefined {
    const value = this.held(key);
    if (value === undefined) this.counts.misses++;
    else this.counts.hits++;
    return value;
  }

  /** Lookups answered from the cache (hits) and not (misses) so far. */
  lookups(): { readonly hits: number; readonly misses: number } {
    return { ...this.counts };
  }

  private held(key: string): V | undefined {
    if (!this.trusted) return undefined;
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (hit.generation === this.generationOf(hit.tenantId) && this.now() - hit.at < this.maxAgeMs()) {
      return hit.value;
    }
    this.remove(key);
    return undefined;
  }

  /**
   * The kept value of a key, or the one `read` gives, kept for its tenant: a tenant id, or how to find
   * it in the value when it is only known once read (an access token's). Undefined is never kept.
   */
  async read<T extends V | undefined>(
    key: string,
    read: () => Promise<T>,
    tenant: number | ((value: V) => number),
  ): Promise<T | V> {
    const kept = this.peek(key);
    if (kept !== undefined) return kept;
    const changesBefore = this.changes;
    const epochBefore = this.epoch;
    const at = this.now();
    const value = await read();
    if (value !== undefined && this.trusted && this.changes === changesBefore && this.epoch === epochBefore) {
      this.keep(key, value, typeof tenant === 'number' ? tenant : tenant(value), at);
    }
    return value;
  }

  /** Data of the tenant changed (or may have): its kept values no longer hold. */
  changed(tenantId: number): void {
    this.changes++;
    this.generations.set(tenantId, (this.generations.get(tenantId) ?? 0) + 1);
  }

  /** Changes can be heard from now on (listening started or resumed): every older value is dropped. */
  trust(): void {
    this.epoch++;
    this.clear();
    this.trusted = true;
  }

  /** Changes can no longer be heard (connection lost): read every time until `trust()` again. */
  distrust(): void {
    this.trusted = false;
    this.epoch++;
    this.clear();
  }

  private keep(key: string, value: V, tenantId: number, at: number): void {
    this.remove(key);
    const weight = this.options.weigh?.(value) ?? 1;
    this.entries.set(key, { value, tenantId, generation: this.generationOf(tenantId), at, weight });
    this.weight += weight;
    // The oldest go first (a Map keeps insertion order; a refreshed entry is re-inserted).
    const max = this.options.maxWeight ?? 10_000;
    for (const oldest of this.entries.keys()) {
      if (this.weight <= max) return;
      this.remove(oldest);
    }
  }

  private remove(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.weight -= entry.weight;
  }

  private clear(): void {
    this.entries.clear();
    this.weight = 0;
  }

  private generationOf(tenantId: number): number {
    return this.epoch * 1_000_000_000 + (this.generations.get(tenantId) ?? 0);
  }

  private maxAgeMs(): number {
    return this.options.maxAgeMs ?? 60_000;
  }

  private now(): number {
    return this.options.now?.() ?? Date.now();
  }
}
