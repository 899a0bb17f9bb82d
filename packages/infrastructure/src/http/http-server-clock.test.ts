import { UnavailableError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { HttpServerClock, serverTimeOf } from './http-server-clock';

/** A machine whose wall clock and monotonic clock the test moves; the server runs `skew` ms ahead. */
function machine(skew: number) {
  const state = {
    wall: 1_700_000_000_000,
    mono: 5_000,
    serverReal: 1_700_000_000_000,
    calls: 0,
    fail: false,
  };
  const middleware = {
    get: async () => {
      state.calls++;
      if (state.fail) throw new UnavailableError('down');
      return { success: true, message: state.serverReal + skew };
    },
  };
  /** Real time passes: both clocks move. */
  const pass = (ms: number) => {
    state.wall += ms;
    state.mono += ms;
    state.serverReal += ms;
  };
  /** Someone changes the local clock: only the wall clock jumps. */
  const setLocalClock = (by: number) => {
    state.wall += by;
  };
  const clock = new HttpServerClock(middleware as never, {
    wallClock: () => state.wall,
    monotonic: () => state.mono,
    retryDelayMs: 5_000,
  });
  return { state, clock, pass, setLocalClock };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('HttpServerClock (§7 tools/getServerTime, §9 re-sync over 2 s)', () => {
  it('is local time plus the measured offset, and keeps ticking with local time', async () => {
    const { clock, state, pass } = machine(90_000);
    await clock.sync();
    expect(clock.now()).toBe(state.wall + 90_000);
    pass(1_000);
    expect(clock.now()).toBe(state.wall + 90_000);
    expect(state.calls).toBe(1);
  });

  it('re-syncs when the local clock drifts by more than 2 s, not at 2 s', async () => {
    const { clock, state, setLocalClock } = machine(-30_000);
    await clock.sync();
    setLocalClock(2_000);
    clock.now();
    await settle();
    expect(state.calls).toBe(1);
    setLocalClock(1);
    const stale = clock.now();
    expect(stale).toBe(state.wall - 30_000);
    await settle();
    expect(state.calls).toBe(2);
    // After the re-sync the jump is absorbed into the offset: server time is right again.
    expect(clock.now()).toBe(state.serverReal - 30_000);
  });

  it('detects a backwards jump and a sleep (wall time runs on while the monotonic clock paused)', async () => {
    const { clock, state, setLocalClock } = machine(0);
    await clock.sync();
    setLocalClock(-10_000);
    clock.now();
    await settle();
    expect(state.calls).toBe(2);
    state.wall += 60_000;
    state.serverReal += 60_000;
    clock.now();
    await settle();
    expect(state.calls).toBe(3);
    expect(clock.now()).toBe(state.serverReal);
  });

  it('starts a sync on first use and answers local time meanwhile', async () => {
    const { clock, state } = machine(5_000);
    expect(clock.synced).toBe(false);
    expect(clock.now()).toBe(state.wall);
    await settle();
    expect(clock.synced).toBe(true);
    expect(clock.now()).toBe(state.wall + 5_000);
  });

  it('shares one request between concurrent syncs', async () => {
    const { clock, state } = machine(0);
    await Promise.all([clock.sync(), clock.sync(), clock.sync()]);
    expect(state.calls).toBe(1);
  });

  it('reports a failed background re-sync and waits before retrying, so a per-frame redraw does not flood', async () => {
    const { clock, state, pass, setLocalClock } = machine(0);
    await clock.sync();
    state.fail = true;
    setLocalClock(5_000);
    clock.now();
    await settle();
    expect(clock.lastSyncError).toBeInstanceOf(UnavailableError);
    for (let frame = 0; frame < 60; frame++) clock.now();
    await settle();
    expect(state.calls).toBe(2);
    state.fail = false;
    pass(5_000);
    clock.now();
    await settle();
    expect(state.calls).toBe(3);
    expect(clock.lastSyncError).toBeUndefined();
  });

  it('rejects sync() itself with the typed error', async () => {
    const { clock, state } = machine(0);
    state.fail = true;
    await expect(clock.sync()).rejects.toBeInstanceOf(UnavailableError);
  });
});

describe('serverTimeOf', () => {
  it('reads epoch milliseconds as a number or text, and ISO text', () => {
    expect(serverTimeOf({ success: true, message: 1_700_000_000_000 })).toBe(1_700_000_000_000);
    expect(serverTimeOf({ success: true, message: '1700000000000' })).toBe(1_700_000_000_000);
    expect(serverTimeOf({ success: true, message: '2026-11-22T05:00:00.000Z' })).toBe(
      Date.UTC(2026, 10, 22, 5),
    );
    expect(serverTimeOf({ success: true, message: '2026-11-22 05:00:00+08:00' })).toBe(
      Date.UTC(2026, 10, 21, 21),
    );
  });

  it('refuses an unsuccessful reply or a message that is not a time', () => {
    expect(() => serverTimeOf({ success: false, message: 'x' })).toThrow(UnavailableError);
    expect(() => serverTimeOf({ success: true, message: 'teatime' })).toThrow(/not a time/);
    expect(() => serverTimeOf(null)).toThrow(UnavailableError);
  });
});
