import type { HearsTenantChanges } from '../cache/tenant-change-cache';
import { TenantListeners } from '../cache/tenant-listeners';

/** Tells one open stream that its tenant's projects changed. */
export type ProjectsChanged = () => void;

/** How long a burst of changes (an import, a flow move writing several rows) is gathered into one push. */
const GATHER_MS = 150;

/**
 * The open project-change streams by tenant (ProjectChanges/Watch). The database reports every change of
 * a project (migration 0006), whichever process or user made it; each tenant's streams then hear one
 * push per burst. When the reports come back after a loss, every stream is pushed once, since a change
 * may have gone unreported meanwhile.
 */
export class ProjectChangeStreams implements HearsTenantChanges {
  private readonly streams = new TenantListeners<ProjectsChanged>();
  private readonly gathering = new Map<number, ReturnType<typeof setTimeout>>();
  private trusted = false;

  /** Registers a stream; the function it returns removes it. */
  add(tenantId: number, pushed: ProjectsChanged): () => void {
    return this.streams.add(tenantId, pushed);
  }

  /** How many streams are open (the metrics). */
  openCount(): number {
    return this.streams.count();
  }

  changed(tenantId: number): void {
    if (!this.streams.has(tenantId) || this.gathering.has(tenantId)) return;
    const timer = setTimeout(() => {
      this.gathering.delete(tenantId);
      for (const pushed of this.streams.of(tenantId)) pushed();
    }, GATHER_MS);
    timer.unref();
    this.gathering.set(tenantId, timer);
  }

  trust(): void {
    if (this.trusted) return;
    this.trusted = true;
    for (const tenantId of this.streams.tenants()) this.changed(tenantId);
  }

  distrust(): void {
    this.trusted = false;
  }

  /** Stops the pending pushes (the server is closing). */
  close(): void {
    for (const timer of this.gathering.values()) clearTimeout(timer);
    this.gathering.clear();
  }
}
