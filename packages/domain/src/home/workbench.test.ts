import { describe, expect, it } from 'vitest';
import { formatFilter } from '../shared/filter';
import { involvesClause, isInvolved } from './workbench';

describe('my projects', () => {
  const project = { projectManager: 7, projectAssistant: 8, creatorUserId: 9 };

  it.each([
    [7, true],
    [8, true],
    [9, true],
    [10, false],
  ])('user %i is involved → %s (manager, assistant or creator)', (userId, involved) => {
    expect(isInvolved(project, userId)).toBe(involved);
  });

  it('is not confused by missing people', () => {
    expect(isInvolved({ projectManager: null }, 7)).toBe(false);
  });

  it('asks the server with the involves clause', () => {
    expect(formatFilter([involvesClause(7)])).toBe('involves=7');
  });
});
