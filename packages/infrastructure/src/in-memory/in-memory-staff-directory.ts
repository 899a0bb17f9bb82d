import {
  NotPermittedError,
  type Permission,
  refusal,
  type SessionInfo,
  type StaffDirectory,
  type StaffMember,
  sessionPermits,
  type User,
} from '@tender/domain';
import { compareText } from './in-memory-query';

/** The route's access: either lets the caller in. */
const MAY_PICK: readonly Permission[] = ['project.add', 'project.edit'];

/**
 * The tenant's active staff from the in-memory users, with the server's rule (test/contract holds both to
 * it): whoever may create or edit a project reads it, by display name; anyone else is refused.
 */
export class InMemoryStaffDirectory implements StaffDirectory {
  constructor(
    private readonly users: () => readonly User[],
    /** Who asks; nobody signed in is refused. */
    private readonly caller: () => SessionInfo | null,
  ) {}

  async activeStaff(): Promise<StaffMember[]> {
    const session = this.caller();
    if (!session || !MAY_PICK.some((permission) => sessionPermits(session, permission))) {
      throw new NotPermittedError(refusal('rolesDoNotGrant', { permissions: 'project.add or project.edit' }));
    }
    return this.users()
      .filter((user) => user.isActive)
      .sort((a, b) => compareText(a.name, b.name) || a.id - b.id)
      .map(({ id, userName, name }) => ({ id, userName, name }));
  }
}
