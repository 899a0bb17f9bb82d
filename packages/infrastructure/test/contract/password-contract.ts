import {
  AuthGateway,
  ChangeOwnPassword,
  READ_PERMISSIONS,
  SessionGateway,
  UnauthenticatedError,
  UserRepository,
  type ValidationError,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import {
  DEMO_PASSWORD,
  failureOf,
  freshName,
  type MakeContainer,
  signedInContainer,
  switchUser,
} from './contract-kit';
import { TEMPORARY_PASSWORD } from './user-contract';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
const OWN_PASSWORD = 'Mine-2026!';

/**
 * ChangeOwnPassword over AuthGateway.changePassword (User/ChangePassword, ADR 0014): a temporary password
 * logs in bound to its change, the current password is required, and the new one is the user's from then
 * on. Only users the suite creates change their passwords: the demo users' are every suite's.
 */
export function describePasswordContract(name: string, make: MakeContainer): void {
  describe(`own password contract: ${name}`, () => {
    /** A container signed in as a new Viewer with a temporary password, and the user as the admin made them. */
    async function newcomer() {
      const { container, session: admin } = await signedInContainer(make);
      const users = container.get<UserRepository>(UserRepository);
      const created = await users.create({
        userName: freshName('cp'),
        name: '新同事',
        companyId: admin.user.companyId,
        roleNames: ['Viewer'],
        password: TEMPORARY_PASSWORD,
      });
      const login = await switchUser(container, created.userName, TEMPORARY_PASSWORD);
      return { container, users, created, login };
    }

    it('nobody signed in cannot change a password', async () => {
      const auth = make().get<AuthGateway>(AuthGateway);
      const refusal = await failureOf(
        auth.changePassword({ currentPassword: DEMO_PASSWORD, newPassword: OWN_PASSWORD }),
      );
      expect(refusal).toBeInstanceOf(UnauthenticatedError);
    });

    it('a temporary password logs in bound to its change; the change needs the current one and frees the session', async () => {
      const { container, users, created, login } = await newcomer();
      expect(login.session.user).toMatchObject({ userName: created.userName, mustChangeCredentials: true });
      const change = container.get(ChangeOwnPassword);
      const { userName } = created;

      const wrong = await failureOf(
        change.execute({ userName, currentPassword: 'not-my-password', newPassword: OWN_PASSWORD }),
      );
      expect(fieldsOf(wrong)).toEqual(['currentPassword']);
      // A refusal is no lost session: the user is still signed in, still bound to the change.
      const session = await container.get<SessionGateway>(SessionGateway).currentLoginInformations();
      expect(session.user.mustChangeCredentials).toBe(true);
      // The gateway's own answer, the law behind the use case's hint: not the same password again.
      const auth = container.get<AuthGateway>(AuthGateway);
      const same = await failureOf(
        auth.changePassword({ currentPassword: TEMPORARY_PASSWORD, newPassword: TEMPORARY_PASSWORD }),
      );
      expect(fieldsOf(same)).toEqual(['newPassword']);
      const named = await failureOf(
        auth.changePassword({ currentPassword: TEMPORARY_PASSWORD, newPassword: userName.toUpperCase() }),
      );
      expect(fieldsOf(named)).toEqual(['newPassword']);

      const changed = await change.execute({
        userName,
        currentPassword: TEMPORARY_PASSWORD,
        newPassword: OWN_PASSWORD,
      });
      expect(changed.session.user).toMatchObject({ userName, mustChangeCredentials: false });
      expect(changed.session.grantedPermissions).toEqual([...READ_PERMISSIONS]);
      expect(changed.workflowWarning).toBeUndefined();

      expect(await failureOf(switchUser(container, userName, TEMPORARY_PASSWORD))).toBeInstanceOf(
        UnauthenticatedError,
      );
      const again = await switchUser(container, userName, OWN_PASSWORD);
      expect(again.session.user.mustChangeCredentials).toBe(false);

      await switchUser(container, 'admin', DEMO_PASSWORD);
      const after = await users.get(created.id);
      expect(after.mustChangeCredentials).toBe(false);
      expect(after.version).toBeGreaterThan(created.version);
    });

    it("an administrator's reset binds the next login to a change again; the old password no longer logs in", async () => {
      const { container, users, created } = await newcomer();
      await container.get(ChangeOwnPassword).execute({
        userName: created.userName,
        currentPassword: TEMPORARY_PASSWORD,
        newPassword: OWN_PASSWORD,
      });
      await switchUser(container, 'admin', DEMO_PASSWORD);
      const before = await users.get(created.id);

      const reset = await users.resetPassword({
        id: created.id,
        newPassword: 'Reset-2026!',
        version: before.version,
      });
      expect(reset).toEqual({ ...before, mustChangeCredentials: true, version: before.version + 1 });
      expect(await failureOf(switchUser(container, created.userName, OWN_PASSWORD))).toBeInstanceOf(
        UnauthenticatedError,
      );
      const login = await switchUser(container, created.userName, 'Reset-2026!');
      expect(login.session.user.mustChangeCredentials).toBe(true);
    });
  });
}
