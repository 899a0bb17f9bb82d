import { describe, expect, it } from 'vitest';
import { demoRoleGrants } from '../permissions/demo-role-grants';
import { grantedPermissions } from '../permissions/role-grants';
import { formatFilter } from '../shared/filter';
import { ACTORS, aProject } from '../testing/builders';
import {
  byUrgency,
  involvesClause,
  isDeadlineDue,
  isInvolved,
  nearestDeadline,
  needsUser,
  type UrgencyFacts,
} from './workbench';

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

  it('marks an Admin only where they are manager, assistant or creator, not every project', () => {
    const admin = ACTORS.admin.userId;
    expect(isInvolved(aProject({ projectManager: 2, projectAssistant: 3, creatorUserId: 2 }), admin)).toBe(
      false,
    );
    expect(
      isInvolved(aProject({ projectManager: 2, projectAssistant: null, creatorUserId: admin }), admin),
    ).toBe(true);
  });

  it('is not confused by missing people', () => {
    expect(isInvolved({ projectManager: null }, 7)).toBe(false);
  });

  it('asks the server with the involves clause', () => {
    expect(formatFilter([involvesClause(7)])).toBe('involves=7');
  });
});

describe('what needs the user (§6)', () => {
  const running = aProject();
  const openStep = { flowRoles: [] };
  const staffStep = { flowRoles: ['ProjectManager', 'Agent'] };
  const userOf = (actor: (typeof ACTORS)[keyof typeof ACTORS]) => ({
    roleNames: actor.roleNames,
    grantedPermissions: grantedPermissions(actor.roleNames, actor.roleNames.flatMap(demoRoleGrants)),
  });

  it('gives a manager the projects at steps they may modify', () => {
    expect(needsUser(running, staffStep, userOf(ACTORS.manager))).toBe(true);
    expect(needsUser(running, openStep, userOf(ACTORS.manager))).toBe(true);
  });

  it('gives a viewer nothing, even at a step that names no roles: they may not move a flow', () => {
    expect(needsUser(running, openStep, userOf(ACTORS.viewer))).toBe(false);
    expect(needsUser(running, staffStep, userOf(ACTORS.viewer))).toBe(false);
  });

  it('gives no one a project that is read-only or at a step whose roles they lack', () => {
    expect(needsUser(aProject({ auditState: '13' }), openStep, userOf(ACTORS.admin))).toBe(false);
    expect(needsUser(aProject({ state: 5 }), openStep, userOf(ACTORS.admin))).toBe(false);
    expect(needsUser(running, { flowRoles: ['Admin'] }, userOf(ACTORS.agent))).toBe(false);
  });

  it('leaves the action list to the server when the caller does not know it', () => {
    expect(needsUser(running, openStep, { roleNames: ['Viewer'] })).toBe(true);
  });
});

describe('the deadline that makes a project urgent', () => {
  const now = Date.parse('2026-12-10T00:00:00Z');
  const tender = (endTime: string | null, publishTime: string | null = '2026-12-01T00:00:00Z') => ({
    noticeType: '0' as const,
    publishTime,
    endTime,
  });

  it('is the bid deadline in force while it is ahead: the last published tender notice’s', () => {
    expect(
      nearestDeadline(
        [
          tender('2026-12-20T09:30:00Z', '2026-12-01T00:00:00Z'),
          tender('2026-12-15T09:30:00Z', '2026-12-02T00:00:00Z'),
        ],
        now,
      ),
    ).toBe('2026-12-15T09:30:00Z');
    expect(nearestDeadline([tender('2026-12-09T09:30:00Z')], now)).toBeNull();
  });

  it('follows a correction that moved the deadline (ADR 0022)', () => {
    const moved = { noticeType: '1', publishTime: '2026-12-05T00:00:00Z', endTime: '2026-12-28T09:30:00Z' };
    expect(nearestDeadline([tender('2026-12-11T09:30:00Z'), moved], now)).toBe('2026-12-28T09:30:00Z');
    const movesNothing = { ...moved, endTime: null };
    expect(nearestDeadline([tender('2026-12-11T09:30:00Z'), movesNothing], now)).toBe('2026-12-11T09:30:00Z');
  });

  it('ignores drafts, notices without an end and the result notices', () => {
    expect(
      nearestDeadline(
        [
          tender('2026-12-11T00:00:00Z', null),
          tender(null),
          { noticeType: '4', publishTime: '2026-12-01T00:00:00Z', endTime: '2026-12-11T00:00:00Z' },
        ],
        now,
      ),
    ).toBeNull();
  });

  it('is due after now and within the window of seven days', () => {
    expect(isDeadlineDue('2026-12-10T00:00:01Z', now)).toBe(true);
    expect(isDeadlineDue('2026-12-17T00:00:00Z', now)).toBe(true);
    expect(isDeadlineDue('2026-12-17T00:00:01Z', now)).toBe(false);
    expect(isDeadlineDue('2026-12-10T00:00:00Z', now)).toBe(false);
  });
});

describe('the urgency order of needs you', () => {
  const blocker = { code: 'sign-up-too-few-registered', count: 0, minimum: 3, message: { en: '', zh: '' } };
  const item = (id: number, facts: Partial<UrgencyFacts> = {}): UrgencyFacts => ({
    id,
    involved: false,
    deadline: null,
    lastModificationTime: null,
    blockers: [],
    ...facts,
  });
  const order = (...items: UrgencyFacts[]) => [...items].sort(byUrgency).map((i) => i.id);

  it('puts blocked projects first, then the nearest deadline, undated last', () => {
    expect(
      order(
        item(1),
        item(2, { deadline: '2026-12-20T00:00:00Z' }),
        item(3, { blockers: [blocker] }),
        item(4, { deadline: '2026-12-12T00:00:00Z' }),
        item(5, { blockers: [blocker], deadline: '2026-12-30T00:00:00Z' }),
      ),
    ).toEqual([5, 3, 4, 2, 1]);
  });

  it('breaks ties by the user’s own, then the most recently touched, then the newest', () => {
    expect(
      order(
        item(1, { lastModificationTime: '2026-12-01T00:00:00Z' }),
        item(2, { lastModificationTime: '2026-12-02T00:00:00Z' }),
        item(3, { involved: true }),
        item(4),
      ),
    ).toEqual([3, 2, 1, 4]);
  });
});
