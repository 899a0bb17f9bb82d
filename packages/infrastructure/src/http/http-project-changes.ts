import type { ProjectChanges } from '@tender/domain';
import type { HttpClient } from './http-client';

const WATCH = '/api/services/app/ProjectChanges/Watch';

export interface StreamRetry {
  /** The first wait before connecting again after a drop (default 1 s), doubled up to `maxMs`. */
  readonly firstMs: number;
  readonly maxMs: number;
}

/**
 * The project-change stream (ADR 0011, `ProjectChanges/Watch`): one connection while anyone listens,
 * opened again with a growing wait after a drop. After a drop, changes may have gone unheard, so the
 * listeners are told once when the stream is back. A 401 or 403 ends it: the session is gone, and the
 * shell signs out on its own calls' refusals.
 */
export class HttpProjectChanges implements ProjectChanges {
  private readonly listeners = new Set<() => void>();
  private abort: AbortController | undefined;

  constructor(
    private readonly api: HttpClient,
    private readonly retry: StreamRetry = { firstMs: 1_000, maxMs: 30_000 },
  ) {}

  watch(listener: () => void): () => void {
    this.listeners.add(listener);
    if (!this.abort) void this.keepOpen();
    return () => {
      this.listeners.delete(listener);
      if (this.listeners.size === 0) {
        this.abort?.abort();
        this.abort = undefined;
      }
    };
  }

  private tell(): void {
    for (const listener of [...this.listeners]) listener();
  }

  private async keepOpen(): Promise<void> {
    const abort = new AbortController();
    this.abort = abort;
    let wait = this.retry.firstMs;
    let dropped = false;
    while (!abort.signal.aborted) {
      try {
        const response = await this.api.openEventStream(WATCH, abort.signal);
        if (response.status === 401 || response.status === 403) break;
        if (response.ok && response.body) {
          for await (const event of eventsOf(response.body)) {
            wait = this.retry.firstMs;
            if (event === 'projects' || (event === 'ready' && dropped)) this.tell();
          }
        }
      } catch {
        // A dropped connection or an abort: the loop decides.
      }
      if (abort.signal.aborted) break;
      dropped = true;
      await new Promise((resolve) => setTimeout(resolve, wait));
      wait = Math.min(wait * 2, this.retry.maxMs);
    }
    if (this.abort === abort) this.abort = undefined;
  }
}

/** The event names of a Server-Sent Events body, as they arrive (comments and data are skipped). */
export async function* eventsOf(body: ReadableStream<Uint8Array>): AsyncGenerator<string> {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let buffer = '';
  try {
    for (;;) {
      const { value, done } = await reader.read();
      if (done) return;
      buffer += decoder.decode(value, { stream: true }).replace(/\r\n?/g, '\n');
      let end = buffer.indexOf('\n\n');
      while (end !== -1) {
        const name = /^event: ?(.+)$/m.exec(buffer.slice(0, end))?.[1];
        if (name) yield name.trim();
        buffer = buffer.slice(end + 2);
        end = buffer.indexOf('\n\n');
      }
    }
  } finally {
    reader.releaseLock();
  }
}
