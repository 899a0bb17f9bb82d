import { describe, expect, it } from 'vitest';
import { mayDeleteProject } from './may-delete-project';

describe('mayDeleteProject', () => {
  const project = { projectManager: 7, creatorUserId: 9 };
  it.each([
    ['an Admin', { userId: 1, roleNames: ['Admin'] }, true],
    ['the project manager', { userId: 7, roleNames: ['Agent'] }, true],
    ['the creator', { userId: 9, roleNames: ['Agent'] }, true],
    ['another agent', { userId: 2, roleNames: ['Agent'] }, false],
    ['a viewer', { userId: 3, roleNames: ['Viewer'] }, false],
  ])('%s → %s', (_who, user, allowed) => {
    expect(mayDeleteProject(user, project)).toBe(allowed);
  });

  it('never matches an unset manager or creator', () => {
    expect(
      mayDeleteProject({ userId: 0, roleNames: [] }, { projectManager: null, creatorUserId: null }),
    ).toBe(false);
  });
});
