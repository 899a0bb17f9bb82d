import WebSocket from 'ws';
import type { WebSocketLike } from './web-socket-sign-in-feed';

/** Node's socket factory for the sign-in feed, over the `ws` package. */
export function nodeWebSocket(url: string): WebSocketLike {
  return new WebSocket(url) as unknown as WebSocketLike;
}
