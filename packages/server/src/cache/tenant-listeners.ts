/** Callbacks kept per tenant, for what pushes to a tenant's open clients. */
export class TenantListeners<L> {
  private readonly byTenant = new Map<number, Set<L>>();

  /** Keeps a listener of the tenant; the function it returns removes it. */
  add(tenantId: number, listener: L): () => void {
    let listeners = this.byTenant.get(tenantId);
    if (!listeners) {
      listeners = new Set();
      this.byTenant.set(tenantId, listeners);
    }
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
      if (listeners.size === 0 && this.byTenant.get(tenantId) === listeners) this.byTenant.delete(tenantId);
    };
  }

  /** The tenant's listeners now (a copy: one may remove itself while being called). */
  of(tenantId: number): L[] {
    return [...(this.byTenant.get(tenantId) ?? [])];
  }

  has(tenantId: number): boolean {
    return this.byTenant.has(tenantId);
  }

  tenants(): number[] {
    return [...this.byTenant.keys()];
  }

  /** How many listeners all tenants have. */
  count(): number {
    let listeners = 0;
    for (const set of this.byTenant.values()) listeners += set.size;
    return listeners;
  }
}
