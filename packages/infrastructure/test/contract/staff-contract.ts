import { NotPermittedError, StaffDirectory } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { failureOf, type MakeContainer, signedInContainer } from './contract-kit';

/**
 * StaffDirectory (User/GetActiveStaff, §3 projectManager): the tenant's active staff by display name, for
 * whoever may create or edit a project, the agent included; a viewer is refused.
 */
export function describeStaffContract(name: string, make: MakeContainer): void {
  describe(`staff contract: ${name}`, () => {
    it('lists the active staff by name to an agent, with id, user name and name only', async () => {
      const { container, session } = await signedInContainer(make, 'agent');
      const staff = await container.get<StaffDirectory>(StaffDirectory).activeStaff();
      expect(staff.map((member) => member.userName)).toEqual(
        expect.arrayContaining(['admin', 'manager', 'agent', 'viewer']),
      );
      expect(staff.find((member) => member.id === session.user.id)?.name).toBe(session.user.name);
      expect(Object.keys(staff[0] ?? {}).sort()).toEqual(['id', 'name', 'userName']);
      const names = staff.map((member) => member.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    });

    it('refuses a viewer, who may neither create nor edit a project', async () => {
      const { container } = await signedInContainer(make, 'viewer');
      const error = await failureOf(container.get<StaffDirectory>(StaffDirectory).activeStaff());
      expect(error).toBeInstanceOf(NotPermittedError);
    });
  });
}
