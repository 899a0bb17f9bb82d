import {
  ConflictError,
  type CreateUserInput,
  NotFoundError,
  NotPermittedError,
  type SessionInfo,
  UnauthenticatedError,
  type UpdateUserInput,
  type User,
  UserRepository,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  failureOf,
  freshName,
  logInAs,
  type MakeContainer,
  signedInContainer,
  switchUser,
} from './contract-kit';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
/** The temporary password an administrator gives the users this suite creates. */
export const TEMPORARY_PASSWORD = 'Temp-2026!';

/** What an editor sends back of a user it read. */
export function editable(user: User): UpdateUserInput {
  const { id, version, name, emailAddress, phoneNumber, companyId, roleNames } = user;
  return { id, version, name, emailAddress, phoneNumber, companyId, roleNames };
}

/**
 * UserRepository (User/*, ADR 0014): the tenant's staff, administered by the Admin. The suites share one
 * database on the server, so each user is new (freshName) and the demo users are never changed.
 */
export function describeUserContract(name: string, make: MakeContainer): void {
  describe(`user contract: ${name}`, () => {
    let container: Container;
    let admin: SessionInfo;
    let users: UserRepository;
    const prefix = freshName('cu');
    const newUser = (suffix: string, extra: Partial<CreateUserInput> = {}): CreateUserInput => ({
      userName: `${prefix}${suffix}`,
      name: `契约用户 ${suffix}`,
      emailAddress: `${prefix}${suffix}@contract.example`,
      phoneNumber: '0571-8800 1234',
      companyId: admin.user.companyId,
      roleNames: ['Agent'],
      password: TEMPORARY_PASSWORD,
      ...extra,
    });
    beforeAll(async () => {
      ({ container, session: admin } = await signedInContainer(make));
      users = container.get<UserRepository>(UserRepository);
    });

    it('lists the users by user name, with a word (any case), a role and a state', async () => {
      const page = await users.getPaged();
      expect(page.totalCount).toBeGreaterThanOrEqual(4);
      expect(page.items).toHaveLength(Math.min(10, page.totalCount));
      const names = page.items.map((u) => u.userName.toLowerCase());
      expect(names).toEqual([...names].sort());

      const agent = (await users.getPaged({ Keyword: 'AGEN' })).items.find((u) => u.userName === 'agent');
      expect(agent).toMatchObject({ isActive: true, roleNames: ['Agent'], mustChangeCredentials: false });
      expect(await users.get(agent!.id)).toEqual(agent);
      const viewers = await users.getPaged({ RoleName: 'Viewer', MaxResultCount: 1000 });
      expect(viewers.items.map((u) => u.userName)).toContain('viewer');
      expect(viewers.items.every((u) => u.roleNames.includes('Viewer'))).toBe(true);
      const active = await users.getPaged({ IsActive: 'true', MaxResultCount: 1000 });
      expect(active.items.every((u) => u.isActive)).toBe(true);
      expect(active.items.map((u) => u.id)).toContain(admin.user.id);
    });

    it('creates a user bound to change the temporary password, pages them, updates with the version read', async () => {
      const a = await users.create(newUser('a'));
      expect(a).toMatchObject({
        userName: `${prefix}a`,
        name: '契约用户 a',
        emailAddress: `${prefix}a@contract.example`,
        phoneNumber: '0571-8800 1234',
        companyId: admin.user.companyId,
        roleNames: ['Agent'],
        isActive: true,
        mustChangeCredentials: true,
      });
      expect(a).not.toHaveProperty('password');
      expect(await users.get(a.id)).toEqual(a);
      const b = await users.create({
        userName: `${prefix}b`,
        name: ' 契约用户 b ',
        phoneNumber: '',
        password: TEMPORARY_PASSWORD,
      });
      expect(b).toMatchObject({
        name: '契约用户 b',
        emailAddress: null,
        phoneNumber: null,
        companyId: null,
        roleNames: [],
      });
      const c = await users.create(newUser('c'));

      const first = await users.getPaged({ Keyword: prefix.toUpperCase(), MaxResultCount: 2 });
      expect(first).toEqual({ totalCount: 3, items: [a, b] });
      expect(await users.getPaged({ Keyword: prefix, MaxResultCount: 2, SkipCount: 2 })).toEqual({
        totalCount: 3,
        items: [c],
      });

      const updated = await users.update({
        ...editable(a),
        name: '改名用户',
        emailAddress: `${prefix}a2@contract.example`,
        phoneNumber: null,
        roleNames: ['Viewer', 'Agent', 'Viewer'],
      });
      expect(updated).toEqual({
        ...a,
        name: '改名用户',
        emailAddress: `${prefix}a2@contract.example`,
        phoneNumber: null,
        roleNames: ['Agent', 'Viewer'],
        version: a.version + 1,
      });
      expect(await users.get(a.id)).toEqual(updated);
    });

    it('a field the rules refuse is ValidationError naming it, and nothing changes', async () => {
      const taken = await users.create(newUser('t'));
      const before = await users.getPaged({ Keyword: prefix, MaxResultCount: 1000 });
      const refusals: [Partial<CreateUserInput>, string[]][] = [
        [{ userName: 'two words' }, ['userName']],
        [{ password: 'short' }, ['password']],
        [{ password: `${prefix}R` }, ['password']],
        [{ emailAddress: 'not-mail', phoneNumber: 'call me' }, ['emailAddress', 'phoneNumber']],
        [{ userName: taken.userName.toUpperCase(), emailAddress: null }, ['userName']],
        [{ emailAddress: taken.emailAddress!.toUpperCase() }, ['emailAddress']],
        [{ roleNames: ['Agent', 'Nobody'] }, ['roleNames']],
        [{ companyId: 987_654 }, ['companyId']],
      ];
      for (const [change, fields] of refusals) {
        expect(fieldsOf(await failureOf(users.create(newUser('r', change)))), JSON.stringify(change)).toEqual(
          fields,
        );
      }
      expect(fieldsOf(await failureOf(users.update({ ...editable(taken), name: ' ' })))).toEqual(['name']);
      expect(fieldsOf(await failureOf(users.update({ ...editable(taken), roleNames: ['Nobody'] })))).toEqual([
        'roleNames',
      ]);
      const reset = await failureOf(users.resetPassword({ id: taken.id, newPassword: taken.userName }));
      expect(fieldsOf(reset)).toEqual(['newPassword']);
      expect(await users.getPaged({ Keyword: prefix, MaxResultCount: 1000 })).toEqual(before);
    });

    it('an unknown user is NotFoundError', async () => {
      const missing = await failureOf(users.get(987_654));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'User', id: 987_654 });
      expect(await failureOf(users.setActive(987_654, false))).toBeInstanceOf(NotFoundError);
    });

    it('a save naming an older version is ConflictError asking for a reload, and changes nothing', async () => {
      const user = await users.create(newUser('s'));
      const moved = await users.update({ ...editable(user), name: '第一次' });
      const stale = await failureOf(users.update({ ...editable(user), name: '第二次' }));
      expect(stale).toBeInstanceOf(ConflictError);
      expect(stale.message).toMatch(/reload it and make your change again/);
      expect(await failureOf(users.setActive(user.id, false, user.version))).toBeInstanceOf(ConflictError);
      expect(
        await failureOf(
          users.resetPassword({ id: user.id, newPassword: 'Other-2026!', version: user.version }),
        ),
      ).toBeInstanceOf(ConflictError);
      expect(await users.get(user.id)).toEqual(moved);
    });

    it('a deactivated user cannot log in until reactivated; each change bumps the version once', async () => {
      const { container: own } = await signedInContainer(make);
      const theirs = own.get<UserRepository>(UserRepository);
      const user = await theirs.create(newUser('d'));
      const off = await theirs.setActive(user.id, false, user.version);
      expect(off).toEqual({ ...user, isActive: false, version: user.version + 1 });
      expect(await theirs.setActive(user.id, false)).toEqual(off);
      const inactive = await theirs.getPaged({ Keyword: user.userName, IsActive: 'false' });
      expect(inactive.items.map((u) => u.id)).toEqual([user.id]);
      expect(await failureOf(switchUser(own, user.userName, TEMPORARY_PASSWORD))).toBeInstanceOf(
        UnauthenticatedError,
      );

      await logInAs(own, 'admin');
      const on = await theirs.setActive(user.id, true, off.version);
      expect(on).toEqual({ ...user, version: off.version + 1 });
      const { session } = await switchUser(own, user.userName, TEMPORARY_PASSWORD);
      expect(session.user).toMatchObject({
        id: user.id,
        userName: user.userName,
        mustChangeCredentials: true,
      });
      expect(session.roleNames).toEqual(['Agent']);
    });

    it('the last active Admin is never deactivated or demoted: ConflictError saying why, nothing changes', async () => {
      const adminUser = await users.get(admin.user.id);
      const admins = await users.getPaged({ RoleName: 'Admin', IsActive: 'true' });
      expect(
        admins.items.map((u) => u.id),
        'the demo admin is the only active Admin',
      ).toEqual([adminUser.id]);

      const deactivate = await failureOf(users.setActive(adminUser.id, false));
      expect(deactivate).toBeInstanceOf(ConflictError);
      expect(deactivate.message).toContain(
        `${adminUser.userName} is the last active Admin of this tenant and cannot be deactivated`,
      );
      const demote = await failureOf(users.update({ ...editable(adminUser), roleNames: ['ProjectManager'] }));
      expect(demote).toBeInstanceOf(ConflictError);
      expect(demote.message).toContain('cannot be demoted');
      expect(await users.get(adminUser.id)).toEqual(adminUser);

      // With a second active Admin one of the two may go; then the demo admin is the last again.
      const boss = await users.create(newUser('boss', { roleNames: ['Admin'] }));
      const demoted = await users.update({ ...editable(boss), roleNames: ['Agent'] });
      expect(demoted.roleNames).toEqual(['Agent']);
      expect(await failureOf(users.setActive(adminUser.id, false))).toBeInstanceOf(ConflictError);
      expect(await users.get(adminUser.id)).toEqual(adminUser);
    });

    it('is refused to anyone but an Admin (NotPermittedError), before the input is read', async () => {
      const { container: manager } = await signedInContainer(make, 'manager');
      const theirs = manager.get<UserRepository>(UserRepository);
      const adminUser = await users.get(admin.user.id);
      const calls: Promise<unknown>[] = [
        theirs.getPaged(),
        theirs.get(adminUser.id),
        theirs.create(newUser('m', { userName: 'not valid' })),
        theirs.update({ ...editable(adminUser), roleNames: [] }),
        theirs.setActive(adminUser.id, false),
        theirs.setActive(adminUser.id, true),
        theirs.resetPassword({ id: adminUser.id, newPassword: '' }),
      ];
      for (const call of calls) expect(await failureOf(call)).toBeInstanceOf(NotPermittedError);
      expect(await users.get(adminUser.id)).toEqual(adminUser);
    });
  });
}
