import {
  ALL_PERMISSIONS,
  ConflictError,
  type CreateRoleInput,
  draftOf,
  FlowTemplateRepository,
  NotFoundError,
  NotPermittedError,
  READ_PERMISSIONS,
  type Role,
  RoleRepository,
  STAFF_PERMISSIONS,
  UserRepository,
  type ValidationError,
} from '@tender/domain';
import type { Container } from 'inversify';
import { beforeAll, describe, expect, it } from 'vitest';
import { failureOf, freshName, type MakeContainer, signedInContainer } from './contract-kit';
import { editable, TEMPORARY_PASSWORD } from './user-contract';

const fieldsOf = (error: Error) => (error as ValidationError).fields.map((f) => f.field);
/** The method whose template this suite names a role in: no other suite starts projects with it. */
const METHOD = '邀请招标';
/** The permissions asked, as a role holds them: each once, in catalogue order. */
const inCatalogueOrder = (asked: readonly string[]) => ALL_PERMISSIONS.filter((p) => asked.includes(p));

/**
 * RoleRepository (Role/*, §6, ADR 0014): the tenant's roles and their action permissions, administered by
 * the Admin. Every role the suite saves is new (freshName): the demo roles are every suite's.
 */
export function describeRoleContract(name: string, make: MakeContainer): void {
  describe(`role contract: ${name}`, () => {
    let container: Container;
    let roles: RoleRepository;
    const newRole = (extra: Partial<CreateRoleInput> = {}): CreateRoleInput => ({
      name: freshName('Clerk'),
      displayName: '文员',
      grantedPermissions: ['project.query'],
      ...extra,
    });
    const editOf = (role: Role) => ({
      id: role.id,
      version: role.version,
      displayName: role.displayName,
      grantedPermissions: role.grantedPermissions,
    });
    beforeAll(async () => {
      ({ container } = await signedInContainer(make));
      roles = container.get<RoleRepository>(RoleRepository);
    });

    it('lists the roles by name with what they grant: the built-in Admin all, the Viewer reading', async () => {
      const all = await roles.list();
      const byName = new Map(all.map((role) => [role.name, role]));
      expect(byName.get('Admin')).toMatchObject({ isStatic: true, grantedPermissions: [...ALL_PERMISSIONS] });
      expect(byName.get('Admin')!.userCount).toBeGreaterThanOrEqual(1);
      expect(byName.get('Viewer')).toMatchObject({
        isStatic: false,
        grantedPermissions: [...READ_PERMISSIONS],
      });
      expect(byName.get('Agent')?.grantedPermissions).toEqual([...STAFF_PERMISSIONS]);
      const demo = ['Admin', 'Agent', 'ProjectManager', 'Viewer'];
      expect(all.map((role) => role.name).filter((n) => demo.includes(n))).toEqual(demo);
      for (const role of all) expect(await roles.get(role.id)).toEqual(role);
    });

    it('creates a role with its grants in catalogue order; updates the display name and grants', async () => {
      const asked = ['project.query', 'notice.query', 'project.get', 'project.query'];
      const input = newRole({ displayName: ' 文员 ', grantedPermissions: asked });
      const created = await roles.create(input);
      expect(created).toMatchObject({
        name: input.name,
        displayName: '文员',
        grantedPermissions: inCatalogueOrder(asked),
        isStatic: false,
        userCount: 0,
      });
      expect(await roles.get(created.id)).toEqual(created);

      const updated = await roles.update({
        ...editOf(created),
        displayName: '高级文员',
        grantedPermissions: ['record.add'],
      });
      expect(updated).toEqual({
        ...created,
        displayName: '高级文员',
        grantedPermissions: ['record.add'],
        version: created.version + 1,
      });
      expect((await roles.list()).find((role) => role.id === created.id)).toEqual(updated);
    });

    it('a role the rules refuse is ValidationError naming the field, and nothing changes', async () => {
      const before = await roles.list();
      const refusals: [Partial<CreateRoleInput>, string[]][] = [
        [{ name: 'admin' }, ['name']],
        [{ name: 'Dashboard' }, ['name']],
        [{ name: 'two words' }, ['name']],
        [{ name: 'Agent' }, ['name']],
        [{ displayName: ' ' }, ['displayName']],
        [{ grantedPermissions: ['project.query', 'user.query'] }, ['grantedPermissions']],
        [{ grantedPermissions: ['project.fly'] }, ['grantedPermissions']],
      ];
      for (const [change, fields] of refusals) {
        expect(fieldsOf(await failureOf(roles.create(newRole(change)))), JSON.stringify(change)).toEqual(
          fields,
        );
      }
      const duplicate = await failureOf(roles.create(newRole({ name: 'Agent' })));
      expect(duplicate.message).toContain('is already the name of another role');
      const adminRole = before.find((role) => role.name === 'Admin')!;
      const less = await failureOf(
        roles.update({ ...editOf(adminRole), grantedPermissions: ['project.query'] }),
      );
      expect(fieldsOf(less)).toEqual(['grantedPermissions']);
      expect(await roles.list()).toEqual(before);
    });

    it('a save naming an older version is ConflictError asking for a reload, and changes nothing', async () => {
      const created = await roles.create(newRole());
      const moved = await roles.update({ ...editOf(created), displayName: '第一次' });
      const stale = await failureOf(roles.update({ ...editOf(created), displayName: '第二次' }));
      expect(stale).toBeInstanceOf(ConflictError);
      expect(stale.message).toMatch(/reload it and make your change again/);
      expect(await roles.get(created.id)).toEqual(moved);
    });

    it('the built-in Admin is never deleted; an unknown role is NotFoundError', async () => {
      const adminRole = (await roles.list()).find((role) => role.name === 'Admin')!;
      const refusal = await failureOf(roles.delete(adminRole.id));
      expect(refusal).toBeInstanceOf(ConflictError);
      expect(refusal.message).toContain('The built-in Admin role cannot be deleted');
      expect(await roles.get(adminRole.id)).toEqual(adminRole);
      const missing = await failureOf(roles.get(987_654));
      expect(missing).toBeInstanceOf(NotFoundError);
      expect(missing).toMatchObject({ entity: 'Role', id: 987_654 });
      expect(await failureOf(roles.delete(987_654))).toBeInstanceOf(NotFoundError);
    });

    it('a role in use is not deleted: ConflictError listing its holders and current template steps; unused, it goes', async () => {
      const users = container.get<UserRepository>(UserRepository);
      const templates = container.get<FlowTemplateRepository>(FlowTemplateRepository);
      const role = await roles.create(newRole({ name: freshName('Reviewer'), displayName: '评审' }));
      const holder = await users.create({
        userName: freshName('holder'),
        name: '持有人',
        roleNames: [role.name],
        password: TEMPORARY_PASSWORD,
      });
      expect((await roles.get(role.id)).userCount).toBe(1);
      const opened = await templates.get(METHOD);
      const draft = draftOf(opened);
      const first = draft.steps[0]!;
      first.flowRoles = [...(first.flowRoles ?? []), role.name];
      const naming = await templates.save(draft);

      const refusal = await failureOf(roles.delete(role.id));
      expect(refusal).toBeInstanceOf(ConflictError);
      expect(refusal.message).toContain(`Role ${role.name} is in use and cannot be deleted`);
      expect((refusal as ConflictError).details).toEqual([
        `user ${holder.userName} (持有人)`,
        `flow template ${naming.name}, step ${naming.steps[0]!.nodeName}`,
      ]);

      // A version that is no longer current is history: its projects keep their own steps.
      await templates.save({ ...draftOf(opened), baseVersion: naming.version });
      const rest = await failureOf(roles.delete(role.id));
      expect((rest as ConflictError).details).toEqual([`user ${holder.userName} (持有人)`]);
      await users.update({ ...editable(holder), roleNames: [] });
      await roles.delete(role.id);
      expect(await failureOf(roles.get(role.id))).toBeInstanceOf(NotFoundError);
      expect((await roles.list()).some((r) => r.id === role.id)).toBe(false);
    });

    it('is refused to anyone but an Admin (NotPermittedError)', async () => {
      const adminRole = (await roles.list()).find((role) => role.name === 'Admin')!;
      const { container: manager } = await signedInContainer(make, 'manager');
      const theirs = manager.get<RoleRepository>(RoleRepository);
      const calls: Promise<unknown>[] = [
        theirs.list(),
        theirs.get(adminRole.id),
        theirs.create(newRole()),
        theirs.update(editOf(adminRole)),
        theirs.delete(adminRole.id),
      ];
      for (const call of calls) expect(await failureOf(call)).toBeInstanceOf(NotPermittedError);
    });
  });
}
