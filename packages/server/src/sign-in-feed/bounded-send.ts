/** The part of a socket that sending needs. */
export interface SendingSocket {
  readonly readyState: number;
  readonly OPEN: number;
  /** Bytes queued in the process, not yet handed to the network. */
  readonly bufferedAmount: number;
  send(frame: Buffer | string, options: { binary: boolean }): void;
  terminate(): void;
}

/**
 * How much one socket may hold unsent: a few full sign-in lists. Past it the client is not reading (a
 * stalled tab, or an attacker holding a socket open without reading), and the server's memory would grow
 * with every push; the socket is cut instead, and a real client reconnects and asks for the list afresh.
 */
export const MAX_UNSENT_BYTES = 4 * 1024 * 1024;

/** Sends a frame to an open socket, or cuts a socket whose client has stopped reading; false when cut. */
export function sendBounded(
  socket: SendingSocket,
  frame: Buffer | string,
  maxUnsent = MAX_UNSENT_BYTES,
): boolean {
  if (socket.readyState !== socket.OPEN) return true;
  if (socket.bufferedAmount > maxUnsent) {
    socket.terminate();
    return false;
  }
  socket.send(frame, { binary: false });
  return true;
}
