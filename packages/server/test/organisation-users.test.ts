import { PASSWORD_CHANGE_REQUIRED } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { call, useTestApp } from './harness';
import { COMPANY, callAs, fieldsOf, freshName, loginWith, resultOf, USER } from './support/organisation';

/**
 * User administration (Admin only): the list, create with a temporary password that must be changed at
 * the next login (ADR 0014), update with a version (409 when stale), deactivate and reactivate, reset a
 * password; anyone's change of their own password; and the last active Admin of a tenant, who can never
 * be deactivated or demoted (409 saying why).
 */

const harness = useTestApp({ signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const fields = fieldsOf;

async function createUser(overrides: object = {}) {
  const userName = freshName('u');
  const reply = await as('admin', 'POST', `${USER}/Create`, {
    userName,
    name: `用户${userName}`,
    emailAddress: `${userName}@example.com`,
    roleNames: ['Agent'],
    password: 'Temp-2026!',
    ...overrides,
  });
  return resultOf(reply);
}

/** Logs the user in and changes the temporary password; the token that then works. */
async function settledLogin(userName: string, password = 'Temp-2026!') {
  const login = resultOf(await loginWith(harness.app, userName, password));
  resultOf(
    await as(login.accessToken, 'POST', `${USER}/ChangePassword`, {
      currentPassword: password,
      newPassword: 'Mine-2026!',
    }),
  );
  return login.accessToken as string;
}

describe('User/GetPaged and Get', () => {
  it('lists the tenant’s users by name with their roles, and pages', async () => {
    const page = resultOf(await as('admin', 'GET', `${USER}/GetPaged?MaxResultCount=2`));
    expect(page.items).toHaveLength(2);
    expect(page.totalCount).toBeGreaterThanOrEqual(4);
    const all = resultOf(await as('admin', 'GET', `${USER}/GetPaged?MaxResultCount=1000`));
    const viewer = all.items.find((u: { userName: string }) => u.userName === 'viewer');
    expect(viewer).toMatchObject({
      name: '王查看',
      roleNames: ['Viewer'],
      isActive: true,
      mustChangeCredentials: false,
    });
    expect(JSON.stringify(all)).not.toMatch(/scrypt|passwordHash/);
    const next = resultOf(await as('admin', 'GET', `${USER}/GetPaged?MaxResultCount=2&SkipCount=2`));
    expect(next.items.map((u: { id: number }) => u.id)).not.toContain(page.items[0].id);
  });

  it('searches by a word of the name, a role and the state', async () => {
    const byWord = resultOf(
      await as('admin', 'GET', `${USER}/GetPaged?Keyword=${encodeURIComponent('经理')}`),
    );
    expect(byWord.items.map((u: { userName: string }) => u.userName)).toEqual(['manager']);
    const byRole = resultOf(await as('admin', 'GET', `${USER}/GetPaged?RoleName=Viewer`));
    expect(byRole.items.map((u: { userName: string }) => u.userName)).toEqual(['viewer']);
    const inactive = await createUser();
    resultOf(await as('admin', 'POST', `${USER}/Deactivate`, { id: inactive.id }));
    const byState = resultOf(await as('admin', 'GET', `${USER}/GetPaged?IsActive=false&MaxResultCount=1000`));
    expect(byState.items.map((u: { id: number }) => u.id)).toContain(inactive.id);
    expect(byState.items.every((u: { isActive: boolean }) => !u.isActive)).toBe(true);
    const literal = resultOf(await as('admin', 'GET', `${USER}/GetPaged?Keyword=${encodeURIComponent('%')}`));
    expect(literal.totalCount).toBe(0);
  });

  it('gives one user; another id is 404; a bad state is 400 naming IsActive', async () => {
    expect(resultOf(await as('admin', 'GET', `${USER}/Get?id=${harness.ids.agent}`)).userName).toBe('agent');
    expect((await as('admin', 'GET', `${USER}/Get?id=999999`)).statusCode).toBe(404);
    const bad = await as('admin', 'GET', `${USER}/GetPaged?IsActive=maybe`);
    expect(bad.statusCode).toBe(400);
    expect(fields(bad)).toEqual(['IsActive']);
  });
});

describe('User/Create and the temporary password', () => {
  it('creates a user who must change the password at the next login, end to end', async () => {
    const companies = resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged`));
    const user = await createUser({ phoneNumber: '0571-1234', companyId: companies.items[0].id });
    expect(user).toMatchObject({
      roleNames: ['Agent'],
      isActive: true,
      mustChangeCredentials: true,
      phoneNumber: '0571-1234',
      companyId: companies.items[0].id,
      version: 1,
    });
    const login = resultOf(await loginWith(harness.app, user.userName, 'Temp-2026!'));
    expect(login.mustChangeCredentials).toBe(true);
    const token = login.accessToken as string;
    const refused = await as(token, 'GET', '/api/services/app/Sproject/GetPaged');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error.message).toBe(PASSWORD_CHANGE_REQUIRED);
    const session = resultOf(await as(token, 'GET', '/api/services/app/Session/GetCurrentLoginInformations'));
    expect(session.user.mustChangeCredentials).toBe(true);
    // The header's company comes with the session (LoadSession), also on the change-password step.
    const company = resultOf(
      await as(token, 'GET', `/api/services/app/AbpCompany/GetById?id=${user.companyId}`),
    );
    expect(company.id).toBe(user.companyId);

    const same = await as(token, 'POST', `${USER}/ChangePassword`, {
      currentPassword: 'Temp-2026!',
      newPassword: 'Temp-2026!',
    });
    expect(same.statusCode).toBe(400);
    expect(fields(same)).toEqual(['newPassword']);
    resultOf(
      await as(token, 'POST', `${USER}/ChangePassword`, {
        currentPassword: 'Temp-2026!',
        newPassword: 'Mine-2026!',
      }),
    );
    // The same token now works for what the roles grant.
    expect((await as(token, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(200);
    expect(
      resultOf(await as(token, 'GET', '/api/services/app/Session/GetCurrentLoginInformations')).user
        .mustChangeCredentials,
    ).toBe(false);
    expect((await loginWith(harness.app, user.userName, 'Temp-2026!')).statusCode).toBe(401);
    expect(resultOf(await loginWith(harness.app, user.userName, 'Mine-2026!')).mustChangeCredentials).toBe(
      false,
    );
  });

  it.each([
    ['a short password', { password: 'short' }, ['password']],
    ['the user name as password', { userName: 'lisi-2026', password: 'LISI-2026' }, ['password']],
    ['an unknown role', { roleNames: ['Nobody'] }, ['roleNames']],
    ['another tenant’s or no company', { companyId: 999999 }, ['companyId']],
    ['a bad user name and e-mail', { userName: 'a b', emailAddress: 'x' }, ['userName', 'emailAddress']],
  ])('refuses %s (400 naming the field), creating nothing', async (_, overrides, expected) => {
    const before = resultOf(await as('admin', 'GET', `${USER}/GetPaged?MaxResultCount=1`)).totalCount;
    const reply = await as('admin', 'POST', `${USER}/Create`, {
      userName: freshName('bad'),
      name: '坏',
      password: 'Temp-2026!',
      ...overrides,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(fields(reply)).toEqual(expected);
    expect(resultOf(await as('admin', 'GET', `${USER}/GetPaged?MaxResultCount=1`)).totalCount).toBe(before);
  });

  it('refuses a user name or an e-mail another user has, in any letter case (400 naming it)', async () => {
    const taken = await as('admin', 'POST', `${USER}/Create`, {
      userName: 'MANAGER',
      name: 'x',
      password: 'Temp-2026!',
    });
    expect(taken.statusCode).toBe(400);
    expect(fields(taken)).toEqual(['userName']);
    const mail = await as('admin', 'POST', `${USER}/Create`, {
      userName: freshName('m'),
      name: 'x',
      emailAddress: 'Manager@Default.Tender.Example',
      password: 'Temp-2026!',
    });
    expect(fields(mail)).toEqual(['emailAddress']);
  });

  it('keeps users per tenant: the same name may exist in another tenant', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: `${USER}/Create`,
      token: harness.tokens.otherTenant,
      tenantId: 1,
      payload: { userName: freshName('both'), name: 'x', password: 'Temp-2026!' },
    });
    expect(reply.statusCode, reply.body).toBe(200);
  });
});

describe('User/GetActiveStaff (the project manager picker, §3)', () => {
  it('lists the tenant’s active staff by name to whoever creates projects, the agent included', async () => {
    const leaver = await createUser();
    resultOf(await as('admin', 'POST', `${USER}/Deactivate`, { id: leaver.id }));
    const staff = resultOf(await as('agent', 'GET', `${USER}/GetActiveStaff`));
    const names = staff.map((member: { userName: string }) => member.userName);
    expect(names).toEqual(expect.arrayContaining(['admin', 'manager', 'agent', 'viewer']));
    expect(names).not.toContain(leaver.userName);
    expect(Object.keys(staff[0]).sort()).toEqual(['id', 'name', 'userName']);
    const byName = staff.map((member: { name: string }) => member.name);
    expect(byName).toEqual([...byName].sort());
  });

  it('never lists another tenant’s staff, and is refused to a viewer (no project.add nor edit)', async () => {
    const other = await call(harness.app, {
      method: 'GET',
      url: `${USER}/GetActiveStaff`,
      token: harness.tokens.otherTenant,
      tenantId: 1,
    });
    const ours = resultOf(await as('admin', 'GET', `${USER}/GetActiveStaff`));
    const theirs = resultOf(other);
    const ourIds = new Set(ours.map((member: { id: number }) => member.id));
    expect(theirs.some((member: { id: number }) => ourIds.has(member.id))).toBe(false);
    expect((await as('viewer', 'GET', `${USER}/GetActiveStaff`)).statusCode).toBe(403);
  });
});

describe('User/Update with a version', () => {
  it('replaces the fields and roles, bumping the version; a stale save is 409 and changes nothing', async () => {
    const user = await createUser();
    const saved = resultOf(
      await as('admin', 'POST', `${USER}/Update`, {
        id: user.id,
        version: user.version,
        name: '改名',
        emailAddress: null,
        roleNames: ['ProjectManager', 'Viewer'],
      }),
    );
    expect(saved).toMatchObject({
      name: '改名',
      emailAddress: null,
      roleNames: ['ProjectManager', 'Viewer'],
      version: 2,
    });
    const stale = await as('admin', 'POST', `${USER}/Update`, {
      id: user.id,
      version: user.version,
      name: '第二个人的修改',
      roleNames: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().error.message).toMatch(/changed by someone else .* version 2/);
    expect(resultOf(await as('admin', 'GET', `${USER}/Get?id=${user.id}`))).toMatchObject({
      name: '改名',
      version: 2,
    });
  });

  it('gives a changed role’s permissions to the user’s token at once', async () => {
    const user = await createUser({ roleNames: ['Viewer'] });
    const token = await settledLogin(user.userName);
    const current = resultOf(await as('admin', 'GET', `${USER}/Get?id=${user.id}`));
    expect((await as(token, 'GET', '/api/services/app/AbpAliOss/GetSign?dir=x')).statusCode).toBe(403);
    resultOf(await as('admin', 'POST', `${USER}/Update`, { ...current, roleNames: ['Agent'] }));
    expect((await as(token, 'GET', '/api/services/app/AbpAliOss/GetSign?dir=x')).statusCode).toBe(200);
  });

  it('refuses a bad e-mail, an unknown role or a missing version (400), and another user is 404', async () => {
    const user = await createUser();
    const bad = await as('admin', 'POST', `${USER}/Update`, { id: user.id, name: 'x', emailAddress: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['emailAddress', 'version']);
    const role = await as('admin', 'POST', `${USER}/Update`, {
      id: user.id,
      version: 1,
      name: 'x',
      roleNames: ['Ghost'],
    });
    expect(fields(role)).toEqual(['roleNames']);
    expect(
      (await as('admin', 'POST', `${USER}/Update`, { id: 999999, version: 1, name: 'x' })).statusCode,
    ).toBe(404);
    expect(resultOf(await as('admin', 'GET', `${USER}/Get?id=${user.id}`)).version).toBe(1);
  });
});

describe('User/Deactivate, Activate and ResetPassword', () => {
  it('deactivation stops the user’s token at once and refuses their login; reactivation lets them in', async () => {
    const user = await createUser();
    const token = await settledLogin(user.userName);
    expect((await as(token, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(200);
    const off = resultOf(await as('admin', 'POST', `${USER}/Deactivate`, { id: user.id }));
    expect(off).toMatchObject({ isActive: false, version: 3 });
    expect((await as(token, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(401);
    expect((await loginWith(harness.app, user.userName, 'Mine-2026!')).statusCode).toBe(401);
    const stale = await as('admin', 'POST', `${USER}/Activate`, { id: user.id, version: 1 });
    expect(stale.statusCode).toBe(409);
    resultOf(await as('admin', 'POST', `${USER}/Activate`, { id: user.id, version: 3 }));
    expect((await loginWith(harness.app, user.userName, 'Mine-2026!')).statusCode).toBe(200);
  });

  it('a reset sets a new temporary password and ends the user’s sessions', async () => {
    const user = await createUser();
    const token = await settledLogin(user.userName);
    const short = await as('admin', 'POST', `${USER}/ResetPassword`, { id: user.id, newPassword: 'short' });
    expect(short.statusCode).toBe(400);
    expect(fields(short)).toEqual(['newPassword']);
    const named = await as('admin', 'POST', `${USER}/ResetPassword`, {
      id: user.id,
      newPassword: user.userName,
    });
    expect(fields(named)).toEqual(['newPassword']);
    const reset = resultOf(
      await as('admin', 'POST', `${USER}/ResetPassword`, { id: user.id, newPassword: 'Reset-2026!' }),
    );
    expect(reset.mustChangeCredentials).toBe(true);
    expect((await as(token, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(401);
    expect((await loginWith(harness.app, user.userName, 'Mine-2026!')).statusCode).toBe(401);
    expect(resultOf(await loginWith(harness.app, user.userName, 'Reset-2026!')).mustChangeCredentials).toBe(
      true,
    );
  });
});

describe('User/ChangePassword: anyone’s own', () => {
  it('needs the current password and the rule (400 naming the field); keeps this session, ends the others', async () => {
    const user = await createUser({ roleNames: ['Viewer'] });
    const token = await settledLogin(user.userName);
    const other = resultOf(await loginWith(harness.app, user.userName, 'Mine-2026!')).accessToken;
    const wrong = await as(token, 'POST', `${USER}/ChangePassword`, {
      currentPassword: 'nope',
      newPassword: 'Next-2026!',
    });
    expect(wrong.statusCode).toBe(400);
    expect(fields(wrong)).toEqual(['currentPassword']);
    const short = await as(token, 'POST', `${USER}/ChangePassword`, {
      currentPassword: 'Mine-2026!',
      newPassword: 'x',
    });
    expect(fields(short)).toEqual(['newPassword']);
    const name = await as(token, 'POST', `${USER}/ChangePassword`, {
      currentPassword: 'Mine-2026!',
      newPassword: user.userName.toUpperCase(),
    });
    expect(fields(name)).toEqual(['newPassword']);
    resultOf(
      await as(token, 'POST', `${USER}/ChangePassword`, {
        currentPassword: 'Mine-2026!',
        newPassword: 'Next-2026!',
      }),
    );
    expect((await as(token, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(200);
    expect((await as(other, 'GET', '/api/services/app/Sproject/GetPaged')).statusCode).toBe(401);
    expect((await loginWith(harness.app, user.userName, 'Next-2026!')).statusCode).toBe(200);
  });

  it('is open to every signed-in user, the viewer included', async () => {
    const reply = await as('viewer', 'POST', `${USER}/ChangePassword`, {
      currentPassword: 'wrong',
      newPassword: 'Next-2026!',
    });
    expect(reply.statusCode).toBe(400);
    expect(fields(reply)).toEqual(['currentPassword']);
  });
});

describe('User administration is the Admin’s', () => {
  it.each(['agent', 'manager', 'viewer'])('refuses %s (403) on every call', async (who) => {
    const calls: [method: 'GET' | 'POST', url: string, payload?: object][] = [
      ['GET', `${USER}/GetPaged`],
      ['GET', `${USER}/Get?id=${harness.ids.agent}`],
      ['POST', `${USER}/Create`, { userName: freshName('x'), name: 'x', password: 'Temp-2026!' }],
      ['POST', `${USER}/Update`, { id: harness.ids.agent, version: 1, name: 'x' }],
      ['POST', `${USER}/Deactivate`, { id: harness.ids.admin }],
      ['POST', `${USER}/Activate`, { id: harness.ids.admin }],
      ['POST', `${USER}/ResetPassword`, { id: harness.ids.admin, newPassword: 'Taken-2026!' }],
    ];
    for (const [method, url, payload] of calls) {
      const reply = await as(who, method, url, payload);
      expect(reply.statusCode, url).toBe(403);
    }
    expect((await loginWith(harness.app, 'admin', '123qwe')).statusCode).toBe(200);
  });
});

describe('the last active Admin of a tenant (409 saying why)', () => {
  it('can be neither deactivated nor demoted; with a second Admin, one of them may go', async () => {
    // Tenant 1 starts with one Admin: its demo admin.
    const tenant1 = (method: 'GET' | 'POST', url: string, payload?: object) =>
      call(harness.app, {
        method,
        url,
        token: harness.tokens.otherTenant,
        tenantId: 1,
        ...(payload ? { payload } : {}),
      });
    const admins = resultOf(await tenant1('GET', `${USER}/GetPaged?RoleName=Admin&IsActive=true`));
    expect(admins.items.map((u: { userName: string }) => u.userName)).toEqual(['admin']);
    const admin = admins.items[0];
    const deactivate = await tenant1('POST', `${USER}/Deactivate`, { id: admin.id });
    expect(deactivate.statusCode).toBe(409);
    expect(deactivate.json().error.message).toMatch(
      /admin is the last active Admin of this tenant and cannot be deactivated: .*Make another user an Admin first/,
    );
    const demote = await tenant1('POST', `${USER}/Update`, { ...admin, roleNames: ['Agent'] });
    expect(demote.statusCode).toBe(409);
    expect(demote.json().error.message).toMatch(/cannot be demoted/);
    expect(resultOf(await tenant1('GET', `${USER}/Get?id=${admin.id}`))).toMatchObject({
      isActive: true,
      roleNames: ['Admin'],
      version: admin.version,
    });

    const second = resultOf(
      await tenant1('POST', `${USER}/Create`, {
        userName: freshName('admin2'),
        name: '第二管理员',
        roleNames: ['Admin'],
        password: 'Temp-2026!',
      }),
    );
    resultOf(await tenant1('POST', `${USER}/Update`, { ...admin, roleNames: ['Admin', 'Agent'] }));
    // A second Admin who is inactive does not count.
    resultOf(await tenant1('POST', `${USER}/Deactivate`, { id: second.id }));
    expect((await tenant1('POST', `${USER}/Deactivate`, { id: admin.id })).statusCode).toBe(409);
    resultOf(await tenant1('POST', `${USER}/Activate`, { id: second.id }));
    const demoted = resultOf(
      await tenant1('POST', `${USER}/Update`, {
        ...(await resultOf(await tenant1('GET', `${USER}/Get?id=${second.id}`))),
        roleNames: ['Agent'],
      }),
    );
    expect(demoted.roleNames).toEqual(['Agent']);
    expect((await tenant1('POST', `${USER}/Deactivate`, { id: admin.id })).statusCode).toBe(409);
  });

  it('holds when two Admins deactivate each other at once: one stays', async () => {
    const first = await createUser({ roleNames: ['Admin'] });
    const second = await createUser({ roleNames: ['Admin'] });
    const firstToken = await settledLogin(first.userName);
    const secondToken = await settledLogin(second.userName);
    // Tenant 3's demo admin steps down first, so that these two are its only active Admins.
    const demoAdmin = resultOf(await as(firstToken, 'GET', `${USER}/Get?id=${harness.ids.admin}`));
    resultOf(await as(firstToken, 'POST', `${USER}/Update`, { ...demoAdmin, roleNames: ['Agent'] }));
    const replies = await Promise.all([
      as(firstToken, 'POST', `${USER}/Deactivate`, { id: second.id }),
      as(secondToken, 'POST', `${USER}/Deactivate`, { id: first.id }),
    ]);
    // One wins; the other waited for the tenant's lock and met the last Admin (409), or came after and
    // found its own token deactivated (401).
    const statuses = replies.map((r) => r.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(1);
    expect(statuses.filter((status) => status === 409 || status === 401)).toHaveLength(1);
    const survivor = statuses[0] === 200 ? firstToken : secondToken;
    const admins = resultOf(await as(survivor, 'GET', `${USER}/GetPaged?RoleName=Admin&IsActive=true`));
    expect(admins.totalCount).toBe(1);
    // Give tenant 3 its demo admin back, for the tests after this one.
    const demoted = resultOf(await as(survivor, 'GET', `${USER}/Get?id=${harness.ids.admin}`));
    resultOf(await as(survivor, 'POST', `${USER}/Update`, { ...demoted, roleNames: ['Admin'] }));
  });
});
