import { LoadSession, LogIn, LogOut, UnauthenticatedError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, failureOf, logInAs, type MakeContainer } from './contract-kit';

/** LogIn, LoadSession and LogOut (§2, §6, §7 TokenAuth, Session) over AuthGateway, TokenStore, SessionGateway. */
export function describeSessionContract(name: string, make: MakeContainer): void {
  describe(`session contract: ${name}`, () => {
    it('a fresh container has no session: LoadSession is UnauthenticatedError', async () => {
      expect(await failureOf(make().get(LoadSession).execute())).toBeInstanceOf(UnauthenticatedError);
    });

    it('the demo admin logs in with 123qwe: user, tenant 3 and the Admin role; LoadSession agrees', async () => {
      const container = make();
      const { session } = await logInAs(container, 'admin');
      expect(session.user.userName).toBe('admin');
      expect(session.user.id).toBeGreaterThan(0);
      expect(session.tenant).toMatchObject({ id: 3, tenancyName: 'Default' });
      expect(session.roleNames).toContain('Admin');
      const loaded = await container.get(LoadSession).execute();
      expect(loaded.session.user).toEqual(session.user);
      expect(loaded.session.roleNames).toEqual(session.roleNames);
      if (session.user.companyId != null) expect(loaded.company?.id).toBe(session.user.companyId);
    });

    it('a wrong password is UnauthenticatedError and leaves nobody signed in', async () => {
      const container = make();
      const refusal = await failureOf(
        container.get(LogIn).execute({ userName: 'admin', password: 'wrong-password', rememberMe: false }),
      );
      expect(refusal).toBeInstanceOf(UnauthenticatedError);
      expect(await failureOf(container.get(LoadSession).execute())).toBeInstanceOf(UnauthenticatedError);
      // An unknown user is refused the same way (no hint which of the two was wrong).
      const unknown = await failureOf(
        container.get(LogIn).execute({ userName: 'nobody', password: DEMO_PASSWORD, rememberMe: false }),
      );
      expect(unknown).toBeInstanceOf(UnauthenticatedError);
    });

    it('after LogOut, LoadSession is UnauthenticatedError', async () => {
      const container = make();
      await logInAs(container, 'manager');
      expect((await container.get(LoadSession).execute()).session.roleNames).toContain('ProjectManager');
      await container.get(LogOut).execute();
      expect(await failureOf(container.get(LoadSession).execute())).toBeInstanceOf(UnauthenticatedError);
    });
  });
}
