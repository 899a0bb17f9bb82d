import { describe, expect, it } from 'vitest';
import { type SendingSocket, sendBounded } from '../src/sign-in-feed/bounded-send';

/** A socket of the `ws` shape, recording what the sender did to it. */
function socketHolding(bufferedAmount: number, readyState = 1) {
  const sent: string[] = [];
  let terminated = false;
  const socket: SendingSocket = {
    readyState,
    OPEN: 1,
    bufferedAmount,
    send: (frame) => sent.push(String(frame)),
    terminate: () => {
      terminated = true;
    },
  };
  return { socket, sent, terminated: () => terminated };
}

describe('a push to a sign-in socket', () => {
  it('is sent while the client keeps up', () => {
    const { socket, sent, terminated } = socketHolding(1024);
    expect(sendBounded(socket, 'list', 4096)).toBe(true);
    expect(sent).toEqual(['list']);
    expect(terminated()).toBe(false);
  });

  it('cuts a socket whose client stopped reading, instead of queueing without end', () => {
    const { socket, sent, terminated } = socketHolding(4097);
    expect(sendBounded(socket, 'list', 4096)).toBe(false);
    expect(sent).toEqual([]);
    expect(terminated()).toBe(true);
  });

  it('leaves a closing socket alone', () => {
    const { socket, sent, terminated } = socketHolding(0, 2);
    expect(sendBounded(socket, 'list')).toBe(true);
    expect(sent).toEqual([]);
    expect(terminated()).toBe(false);
  });
});
