import { describe, expect, it } from 'vitest';
import { noticeKeys } from '../notices/notice-queries';
import { projectKeys } from './project-queries';
import { followsProjectChanges } from './use-live-projects';

describe('followsProjectChanges (ADR 0011: what a change by someone else refreshes)', () => {
  it('follows every list of projects, and a project’s flow and statutory deadlines', () => {
    for (const key of [
      projectKeys.list({ Filter: 'a' }),
      projectKeys.workbench,
      projectKeys.flowsOf(['x']),
      projectKeys.flow(7),
      projectKeys.deadlines(7),
    ]) {
      expect(followsProjectChanges(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('leaves what only the user’s own writes change to them', () => {
    for (const key of [projectKeys.blockers(7), noticeKeys.ofType(7, '1'), projectKeys.flowSites(7)]) {
      expect(followsProjectChanges(key), JSON.stringify(key)).toBe(false);
    }
  });
});
