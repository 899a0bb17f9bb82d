import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { ACTORS, aSession } from '../testing/builders';
import {
  InMemoryAuthGateway,
  InMemorySessionGateway,
  InMemoryTokenStore,
  InMemoryWorkflowEngine,
} from '../testing/in-memory-session';
import { ChangeOwnPassword } from './change-own-password';
import { LogIn } from './log-in';

/** A new member of staff whose administrator set a temporary password (ADR 0014). */
function newcomer() {
  const fresh = aSession({ userId: 9, userName: 'newcomer', roleNames: ['Agent'] });
  const auth = new InMemoryAuthGateway([{ ...fresh, user: { ...fresh.user, mustChangeCredentials: true } }]);
  const sessions = new InMemorySessionGateway(auth);
  const workflow = new InMemoryWorkflowEngine();
  const logIn = new LogIn(auth, new InMemoryTokenStore(), sessions, workflow);
  return { auth, workflow, logIn, change: new ChangeOwnPassword(auth, sessions, workflow) };
}

const fieldsOf = (error: unknown) => (error as ValidationError).fields.map((f) => [f.field, f.message]);

describe('a temporary password (ADR 0014)', () => {
  it('signs in bound to change it, and registers with the workflow engine only after the change (§7)', async () => {
    const { logIn, change, workflow } = newcomer();
    const { session } = await logIn.execute({ userName: 'newcomer', password: '123qwe', rememberMe: false });
    expect(session.user.mustChangeCredentials).toBe(true);
    expect(workflow.registered).toEqual([]);

    const changed = await change.execute({
      userName: 'newcomer',
      currentPassword: '123qwe',
      newPassword: 'a-long-secret',
    });
    expect(changed.session.user.mustChangeCredentials).toBe(false);
    expect(workflow.registered.map((a) => a.userName)).toEqual(['newcomer']);
    // The new password is the one that works now.
    await expect(
      logIn.execute({ userName: 'newcomer', password: '123qwe', rememberMe: false }),
    ).rejects.toThrow();
    await logIn.execute({ userName: 'newcomer', password: 'a-long-secret', rememberMe: false });
  });

  it.each([
    ['short', 'newPassword', 'must have at least 8 characters'],
    ['Newcomer', 'newPassword', 'must not be the user name'],
    ['NEWCOMER', 'newPassword', 'must not be the user name'],
    ['123qwe12', undefined, undefined],
  ])('checks the password rule before calling the server: %s', async (newPassword, field, message) => {
    const { auth, logIn, change } = newcomer();
    await logIn.execute({ userName: 'newcomer', password: '123qwe', rememberMe: false });
    const outcome = await change
      .execute({ userName: 'newcomer', currentPassword: '123qwe', newPassword })
      .then(
        () => undefined,
        (error: unknown) => error,
      );
    if (field === undefined) {
      expect(outcome).toBeUndefined();
      return;
    }
    expect(outcome).toBeInstanceOf(ValidationError);
    expect(fieldsOf(outcome)).toEqual([[field, message]]);
    expect(auth.signedIn?.user.mustChangeCredentials).toBe(true);
  });

  it('names a wrong current password (the server’s answer) and changes nothing', async () => {
    const { auth, logIn, change } = newcomer();
    await logIn.execute({ userName: 'newcomer', password: '123qwe', rememberMe: false });
    const wrong = await change
      .execute({ userName: 'newcomer', currentPassword: 'guess-again', newPassword: 'a-long-secret' })
      .catch((e: unknown) => e);
    expect(fieldsOf(wrong)).toEqual([['currentPassword', 'is not your current password']]);
    expect(auth.signedIn?.user.mustChangeCredentials).toBe(true);
  });

  it('an ordinary login still registers with the engine at once', async () => {
    const auth = new InMemoryAuthGateway([aSession(ACTORS.agent)]);
    const workflow = new InMemoryWorkflowEngine();
    await new LogIn(auth, new InMemoryTokenStore(), new InMemorySessionGateway(auth), workflow).execute({
      userName: 'agent',
      password: '123qwe',
      rememberMe: false,
    });
    expect(workflow.registered.map((a) => a.userName)).toEqual(['agent']);
  });
});
