import {
  ALL_PERMISSIONS,
  demoRoleGrants,
  READ_PERMISSIONS,
  STAFF_PERMISSIONS,
  WORK_PERMISSIONS,
} from '@tender/domain';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { organisationAdministration } from '../src/db/migrations/0011-organisation-administration';
import { useTestApp } from './harness';
import { callAs, fieldsOf, freshName, ROLE, resultOf, staffWithGrants, USER } from './support/organisation';

/**
 * Roles and their action permissions (§6 `area.action`): the list, create, update with a version (409 when
 * stale), delete refused (409) with what uses it; the built-in Admin holds everything, is never given less
 * nor deleted; and migration 0011 gives the roles of a database seeded before it the grants of their names.
 */

const harness = useTestApp({ signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const fields = fieldsOf;
const roleNamed = async (name: string) =>
  (
    resultOf(await as('admin', 'GET', `${ROLE}/GetAll`)) as { name: string; id: number; version: number }[]
  ).find((r) => r.name === name)!;

describe('Role/GetAll and Get', () => {
  it('lists the demo roles with the grants of their names and how many hold them', async () => {
    const roles = resultOf(await as('admin', 'GET', `${ROLE}/GetAll`));
    const byName = Object.fromEntries(roles.map((r: { name: string }) => [r.name, r]));
    expect(byName.Admin).toMatchObject({ isStatic: true, grantedPermissions: ALL_PERMISSIONS, userCount: 1 });
    expect(byName.ProjectManager).toMatchObject({ isStatic: false, grantedPermissions: STAFF_PERMISSIONS });
    expect(byName.Agent.grantedPermissions).toEqual(STAFF_PERMISSIONS);
    expect(byName.Viewer).toMatchObject({ displayName: '只读用户', grantedPermissions: READ_PERMISSIONS });
    expect(resultOf(await as('admin', 'GET', `${ROLE}/Get?id=${byName.Viewer.id}`)).name).toBe('Viewer');
    expect((await as('admin', 'GET', `${ROLE}/Get?id=999999`)).statusCode).toBe(404);
  });
});

describe('Role/Create', () => {
  it('creates a role with work permissions, in catalogue order without repeats', async () => {
    const name = freshName('Clerk');
    const role = resultOf(
      await as('admin', 'POST', `${ROLE}/Create`, {
        name,
        displayName: '文员',
        grantedPermissions: ['record.add', 'project.query', 'record.add'],
      }),
    );
    expect(role).toMatchObject({
      name,
      displayName: '文员',
      grantedPermissions: ['project.query', 'record.add'],
      isStatic: false,
      userCount: 0,
      version: 1,
    });
  });

  it.each([
    ['an unknown permission', { grantedPermissions: ['project.approve'] }, ['grantedPermissions']],
    ['administration on another role', { grantedPermissions: ['user.add'] }, ['grantedPermissions']],
    ['the route role’s name admin', { name: 'admin' }, ['name']],
    ['a name with a space', { name: 'Two words' }, ['name']],
    ['the name of an existing role', { name: 'Agent' }, ['name']],
    ['no display name', { displayName: ' ' }, ['displayName']],
  ])('refuses %s (400 naming the field), creating nothing', async (_, overrides, expected) => {
    const before = resultOf(await as('admin', 'GET', `${ROLE}/GetAll`)).length;
    const reply = await as('admin', 'POST', `${ROLE}/Create`, {
      name: freshName('Bad'),
      displayName: '坏',
      ...overrides,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(fields(reply)).toEqual(expected);
    expect(resultOf(await as('admin', 'GET', `${ROLE}/GetAll`))).toHaveLength(before);
  });
});

describe('Role/Update with a version', () => {
  it('changes the display name and the grants, which reach the holders’ tokens at once', async () => {
    const staff = await staffWithGrants(harness.app, harness.tokens.admin!, ['project.query']);
    expect((await as(staff.token, 'GET', '/api/services/app/Home/GetWorkbench')).statusCode).toBe(200);
    expect((await as(staff.token, 'GET', '/api/services/app/OfflineNotice/GetPaged')).statusCode).toBe(403);
    const role = await roleNamed(staff.roleName);
    const saved = resultOf(
      await as('admin', 'POST', `${ROLE}/Update`, {
        id: role.id,
        version: role.version,
        displayName: '通知员',
        grantedPermissions: ['notice.query'],
      }),
    );
    expect(saved).toMatchObject({ displayName: '通知员', grantedPermissions: ['notice.query'], version: 2 });
    expect((await as(staff.token, 'GET', '/api/services/app/OfflineNotice/GetPaged')).statusCode).toBe(200);
    expect((await as(staff.token, 'GET', '/api/services/app/Home/GetWorkbench')).statusCode).toBe(403);
    const session = resultOf(
      await as(staff.token, 'GET', '/api/services/app/Session/GetCurrentLoginInformations'),
    );
    expect(session.grantedPermissions).toEqual(['notice.query']);

    const stale = await as('admin', 'POST', `${ROLE}/Update`, {
      id: role.id,
      version: role.version,
      displayName: '晚到的修改',
      grantedPermissions: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(resultOf(await as('admin', 'GET', `${ROLE}/Get?id=${role.id}`))).toMatchObject({
      displayName: '通知员',
      version: 2,
    });
  });

  it('never gives the built-in Admin less (400), but lets its display name change', async () => {
    const admin = await roleNamed('Admin');
    const less = await as('admin', 'POST', `${ROLE}/Update`, {
      id: admin.id,
      version: admin.version,
      displayName: '管理员',
      grantedPermissions: ['project.query'],
    });
    expect(less.statusCode).toBe(400);
    expect(fields(less)).toEqual(['grantedPermissions']);
    const renamed = resultOf(
      await as('admin', 'POST', `${ROLE}/Update`, {
        id: admin.id,
        version: admin.version,
        displayName: '超级管理员',
        grantedPermissions: ALL_PERMISSIONS,
      }),
    );
    expect(renamed).toMatchObject({
      name: 'Admin',
      displayName: '超级管理员',
      grantedPermissions: ALL_PERMISSIONS,
    });
  });

  it('refuses administration permissions on another role (400) and an unknown role (404)', async () => {
    const viewer = await roleNamed('Viewer');
    const reply = await as('admin', 'POST', `${ROLE}/Update`, {
      id: viewer.id,
      version: viewer.version,
      displayName: '只读用户',
      grantedPermissions: ['project.query', 'role.edit'],
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors[0].message).toMatch(/Admin role's alone: role.edit/);
    expect(
      (await as('admin', 'POST', `${ROLE}/Update`, { id: 999999, version: 1, displayName: 'x' })).statusCode,
    ).toBe(404);
  });
});

describe('Role/Delete', () => {
  it('deletes a role nobody uses', async () => {
    const role = resultOf(
      await as('admin', 'POST', `${ROLE}/Create`, { name: freshName('Temp'), displayName: '临时' }),
    );
    resultOf(await as('admin', 'DELETE', `${ROLE}/Delete?id=${role.id}`));
    expect((await as('admin', 'GET', `${ROLE}/Get?id=${role.id}`)).statusCode).toBe(404);
  });

  it('refuses the built-in Admin (409)', async () => {
    const admin = await roleNamed('Admin');
    const reply = await as('admin', 'DELETE', `${ROLE}/Delete?id=${admin.id}`);
    expect(reply.statusCode).toBe(409);
    expect(reply.json().error.message).toMatch(/built-in Admin role cannot be deleted/);
  });

  it('refuses a role a user holds or a template step names, listing them (409), deleting nothing', async () => {
    const viewer = await roleNamed('Viewer');
    const held = await as('admin', 'DELETE', `${ROLE}/Delete?id=${viewer.id}`);
    expect(held.statusCode).toBe(409);
    expect(held.json().error.details).toBe('user viewer (王查看)');
    expect(held.json().error.message).toMatch(/Role Viewer is in use and cannot be deleted: user viewer/);

    const agent = await roleNamed('Agent');
    const named = await as('admin', 'DELETE', `${ROLE}/Delete?id=${agent.id}`);
    expect(named.statusCode).toBe(409);
    const usedBy: string[] = named.json().error.details.split('\n');
    expect(usedBy).toContain('user agent (李代理)');
    // The open-tendering template's sign-up step names Agent (demo templates).
    expect(usedBy).toContain('flow template 公开招标流程, step 报名');
    expect(resultOf(await as('admin', 'GET', `${ROLE}/Get?id=${agent.id}`)).name).toBe('Agent');
  });

  it('refuses a role a template step names even when no user holds it', async () => {
    const agent = await roleNamed('Agent');
    const holders = resultOf(await as('admin', 'GET', `${USER}/GetPaged?RoleName=Agent`)).items;
    await sql`delete from user_roles where role_id = ${agent.id}`.execute(harness.database.db);
    try {
      const reply = await as('admin', 'DELETE', `${ROLE}/Delete?id=${agent.id}`);
      expect(reply.statusCode).toBe(409);
      expect(reply.json().error.details).not.toMatch(/^user /m);
      expect(reply.json().error.details).toMatch(/^flow template /);
    } finally {
      for (const holder of holders) {
        await sql`insert into user_roles (tenant_id, user_id, role_id) values (3, ${holder.id}, ${agent.id})`.execute(
          harness.database.db,
        );
      }
    }
  });
});

describe('Role administration is the Admin’s', () => {
  it.each(['manager', 'agent', 'viewer'])('refuses %s (403) on every call', async (who) => {
    const viewer = await roleNamed('Viewer');
    for (const [method, url, payload] of [
      ['GET', `${ROLE}/GetAll`],
      ['GET', `${ROLE}/Get?id=${viewer.id}`],
      ['POST', `${ROLE}/Create`, { name: freshName('X'), displayName: 'x' }],
      [
        'POST',
        `${ROLE}/Update`,
        { id: viewer.id, version: viewer.version, displayName: 'x', grantedPermissions: ALL_PERMISSIONS },
      ],
      ['DELETE', `${ROLE}/Delete?id=${viewer.id}`],
    ] as const) {
      expect((await as(who, method, url, payload)).statusCode, url).toBe(403);
    }
    expect(await roleNamed('Viewer')).toEqual(viewer);
  });
});

describe('migration 0011 on a database seeded before it', () => {
  it('gives each role the grants of its name: Admin all, Viewer reading, any other the work', async () => {
    const { db } = harness.database;
    await organisationAdministration.down!(db);
    await sql`insert into roles (tenant_id, name, display_name) values (3, 'LegacyClerk', '旧角色')`.execute(
      db,
    );
    await organisationAdministration.up(db);
    const rows = await db
      .selectFrom('roles')
      .select(['name', 'grantedPermissions', 'version'])
      .where('tenantId', '=', 3)
      .execute();
    const byName = Object.fromEntries(rows.map((r) => [r.name, r.grantedPermissions]));
    // The areas the catalogue had then: the libraries came with migration 0014 (library-migration.test.ts),
    // the system notices with 0015 (system-notice-migration.test.ts), the project export with 0018
    // (project-export.test.ts), bid evaluation with 0022 (opening-record.test.ts), the expert library with 0023 (committee.test.ts).
    const known = (grants: readonly string[]) =>
      grants.filter(
        (p) => !/^(bidder|agency|purchaser|sysNotice|evaluation|expert)\./.test(p) && p !== 'project.export',
      );
    for (const name of ['Admin', 'ProjectManager', 'Agent', 'Viewer']) {
      expect(byName[name], name).toEqual(known(demoRoleGrants(name)));
    }
    expect(byName.LegacyClerk).toEqual(known(WORK_PERMISSIONS));
    expect(rows.every((r) => r.version === 1)).toBe(true);
    const users = await db.selectFrom('users').select(['mustChangeCredentials', 'version']).execute();
    expect(users.every((u) => !u.mustChangeCredentials && u.version === 1)).toBe(true);
  });
});
