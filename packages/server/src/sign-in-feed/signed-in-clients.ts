import type { HearsTenantChanges } from '../cache/tenant-change-cache';

/** Makes one client check its token again (it closes itself if the token no longer holds). */
export type Recheck = () => void;

/**
 * The sign-in feed's authenticated clients by tenant. A socket is authenticated once, when it opens,
 * but may stay open for days: so every identity change the database reports for a tenant (a token
 * revoked at logout, a user or tenant deactivated, a role taken away: migration 0009) makes each of
 * that tenant's clients check its token again, and a socket never outlives the token it was opened
 * with. While the reports may be lost (the listening connection dropped), nothing is known to have
 * changed; once they are back, every client checks, since a change may have gone unreported.
 */
export class SignedInClients implements HearsTenantChanges {
  private readonly byTenant = new Map<number, Set<Recheck>>();
  private trusted = false;

  /** Registers a client; the function it returns removes it. */
  add(tenantId: number, recheck: Recheck): () => void {
    let clients = this.byTenant.get(tenantId);
    if (!clients) {
      clients = new Set();
      this.byTenant.set(tenantId, clients);
    }
    clients.add(recheck);
    return () => {
      clients.delete(recheck);
      if (clients.size === 0 && this.byTenant.get(tenantId) === clients) this.byTenant.delete(tenantId);
    };
  }

  changed(tenantId: number): void {
    for (const recheck of [...(this.byTenant.get(tenantId) ?? [])]) recheck();
  }

  trust(): void {
    if (this.trusted) return;
    this.trusted = true;
    for (const tenantId of [...this.byTenant.keys()]) this.changed(tenantId);
  }

  distrust(): void {
    this.trusted = false;
  }
}
