import type { ServerClock } from '@tender/domain';

/** A server clock that reads a given time source (default: local time); sync() does nothing. */
export class FixedServerClock implements ServerClock {
  constructor(private readonly time: () => number = Date.now) {}

  now(): number {
    return this.time();
  }

  async sync(): Promise<void> {}
}
