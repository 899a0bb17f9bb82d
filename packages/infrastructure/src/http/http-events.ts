import type { SessionEventListener, SessionEventMap, SessionEventName, SessionEvents } from '@tender/domain';

/** What the HTTP layer tells the shell about (§8): the domain's session events, as 401 and 403 replies. */
export type HttpEventMap = SessionEventMap;
export type HttpEventName = SessionEventName;
export type HttpEventListener<E extends HttpEventName> = SessionEventListener<E>;

/**
 * The SessionEvents port over HTTP replies: a tiny typed emitter, free of DOM and Node APIs so the same
 * instance serves the browser, the CLI and tests. The HTTP clients emit on it; the UI listens through
 * the port (ADR 0009). Events are notifications only: the failing call still rejects with its typed
 * error, so no caller depends on a listener for correctness.
 */
export class HttpEvents implements SessionEvents {
  private readonly listeners: { [E in HttpEventName]: Set<HttpEventListener<E>> } = {
    unauthorized: new Set(),
    forbidden: new Set(),
  };

  /** Adds a listener; returns the function that removes it. */
  on<E extends HttpEventName>(name: E, listener: HttpEventListener<E>): () => void {
    const set = this.listeners[name] as Set<HttpEventListener<E>>;
    set.add(listener);
    return () => {
      set.delete(listener);
    };
  }

  emit<E extends HttpEventName>(name: E, event: HttpEventMap[E]): void {
    // A copy, so a listener that unsubscribes while handling does not skip its neighbour.
    for (const listener of [...(this.listeners[name] as Set<HttpEventListener<E>>)]) listener(event);
  }
}
