import type { ProjectChanges } from '@tender/domain';

/** Project changes for stories and UI tests: `announce()` plays another user's change. */
export class InMemoryProjectChanges implements ProjectChanges {
  private readonly listeners = new Set<() => void>();

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => {
      this.listeners.delete(listener);
    };
  }

  announce(): void {
    for (const listener of [...this.listeners]) listener();
  }
}
