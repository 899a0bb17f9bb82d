import type { HearsTenantChanges } from '../cache/tenant-change-cache';
import { TenantListeners } from '../cache/tenant-listeners';

/** Makes one client check its token again (it closes itself if the token no longer holds). */
export type Recheck = () => void;

/**
 * The authenticated clients that stay open (the sign-in feed's sockets, the project-change streams) by
 * tenant. A socket is authenticated once, when it opens,
 * but may stay open for days: so every identity change the database reports for a tenant (a token
 * revoked at logout, a user or tenant deactivated, a role taken away: migration 0009) makes each of
 * that tenant's clients check its token again, and a socket never outlives the token it was opened
 * with. While the reports may be lost (the listening connection dropped), nothing is known to have
 * changed; once they are back, every client checks, since a change may have gone unreported.
 */
export class SignedInClients implements HearsTenantChanges {
  private readonly clients = new TenantListeners<Recheck>();
  private trusted = false;

  /** Registers a client; the function it returns removes it. */
  add(tenantId: number, recheck: Recheck): () => void {
    return this.clients.add(tenantId, recheck);
  }

  changed(tenantId: number): void {
    for (const recheck of this.clients.of(tenantId)) recheck();
  }

  trust(): void {
    if (this.trusted) return;
    this.trusted = true;
    for (const tenantId of this.clients.tenants()) this.changed(tenantId);
  }

  distrust(): void {
    this.trusted = false;
  }
}
