import { describe, expect, it } from 'vitest';
import { withDefaultManager } from './default-manager';

describe('a new project’s manager', () => {
  it('is the creator when none was picked', () => {
    const unmanaged: { projectName: string; projectManager?: number | null } = { projectName: 'p' };
    expect(withDefaultManager(unmanaged, 7)).toEqual({ projectName: 'p', projectManager: 7 });
    expect(withDefaultManager({ ...unmanaged, projectManager: null }, 7).projectManager).toBe(7);
  });

  it('is the one picked', () => {
    expect(withDefaultManager({ projectManager: 9 }, 7).projectManager).toBe(9);
  });

  it('stays unset when nobody is known to have created it', () => {
    expect(withDefaultManager({ projectManager: null }, null).projectManager).toBeNull();
  });
});
