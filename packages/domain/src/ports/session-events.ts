/** What the session hears beside the error each failing call rejects with (§8). */
export interface SessionEventMap {
  /**
   * A 401 without an isLogin result: the token is missing, expired or revoked. The UI shows
   * "Unauthorized: Authorization verification failed", logs out and goes to the user centre after 1.5 s.
   */
  unauthorized: { readonly message: string; readonly url: string };
  /** A 403: the UI shows a notification titled Forbidden with the server's message. */
  forbidden: { readonly message: string; readonly url: string };
}

export type SessionEventName = keyof SessionEventMap;
export type SessionEventListener<E extends SessionEventName> = (event: SessionEventMap[E]) => void;

/**
 * The session's 401 and 403 as notifications, for the shell to answer (§8). Notifications only: the
 * failing call still rejects with its typed error, so no caller depends on a listener for correctness.
 */
export interface SessionEvents {
  /** Adds a listener; returns the function that removes it. */
  on<E extends SessionEventName>(name: E, listener: SessionEventListener<E>): () => void;
}
export const SessionEvents = Symbol.for('tender.SessionEvents');
