/** What the HTTP layer tells the shell about, beside the error each call rejects with (§8). */
export interface HttpEventMap {
  /**
   * A 401 without an isLogin result: the token is missing, expired or revoked. The UI shows
   * "Unauthorized: Authorization verification failed", logs out and goes to the user centre after 1.5 s.
   */
  unauthorized: { readonly message: string; readonly url: string };
  /** A 403: the UI shows a notification titled Forbidden with the server's message. */
  forbidden: { readonly message: string; readonly url: string };
}

export type HttpEventName = keyof HttpEventMap;
export type HttpEventListener<E extends HttpEventName> = (event: HttpEventMap[E]) => void;

/**
 * A tiny typed emitter, free of DOM and Node APIs so the same instance serves the browser, the CLI and
 * tests. Events are notifications only: the failing call still rejects with its typed error, so no
 * caller depends on a listener for correctness.
 */
export class HttpEvents {
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
