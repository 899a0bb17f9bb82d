import { describe, expect, it } from 'vitest';
import { SignedInClients } from '../src/sign-in-feed/signed-in-clients';

/** Which sign-in sockets check their tokens again, and when (src/sign-in-feed/signed-in-clients.ts). */
describe('the signed-in clients of the sign-in feed', () => {
  const setUp = () => {
    const clients = new SignedInClients();
    clients.trust();
    const checks: string[] = [];
    const add = (tenantId: number, name: string) => clients.add(tenantId, () => checks.push(name));
    return { clients, checks, add };
  };

  it('makes the clients of the changed tenant check, and no other', () => {
    const { clients, checks, add } = setUp();
    add(3, 'a');
    add(3, 'b');
    add(1, 'c');
    clients.changed(3);
    expect(checks).toEqual(['a', 'b']);
  });

  it('forgets a removed client', () => {
    const { clients, checks, add } = setUp();
    const remove = add(3, 'a');
    add(3, 'b');
    remove();
    clients.changed(3);
    expect(checks).toEqual(['b']);
  });

  it('makes every client check once reports are back after a loss, since changes may have gone unreported', () => {
    const { clients, checks, add } = setUp();
    add(3, 'a');
    add(1, 'b');
    clients.trust();
    expect(checks).toEqual([]);
    clients.distrust();
    clients.trust();
    expect(checks.sort()).toEqual(['a', 'b']);
  });
});
