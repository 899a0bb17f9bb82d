import { describe, expect, it } from 'vitest';
import { ACTORS, aSession } from '../testing/builders';
import { sessionPermits } from './session-permits';

describe('sessionPermits (§6: actions not in the list are hidden)', () => {
  it.each([
    ['project.add', ['project.query', 'project.add'], true],
    ['project.add', ['project.query', 'project.get'], false],
    ['user.query', [], false],
  ] as const)('%s with %j → %s', (permission, granted, expected) => {
    const session = { ...aSession(ACTORS.viewer), grantedPermissions: [...granted] };
    expect(sessionPermits(session, permission)).toBe(expected);
  });

  it('shows every action when the server sends no list (the server still refuses)', () => {
    const { grantedPermissions: _none, ...session } = aSession(ACTORS.viewer);
    expect(sessionPermits(session, 'project.delete')).toBe(true);
  });
});
