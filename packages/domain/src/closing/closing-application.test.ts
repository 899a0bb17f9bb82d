import { describe, expect, it } from 'vitest';
import {
  AUDIT_STATE_CLOSED,
  auditStateLabel,
  closedFlowName,
  closingApplicationSchema,
  decideClosingApplication,
  isAwaitingClosing,
} from './closing-application';

const awaiting = {
  state: 3,
  auditState: '13',
  projectManager: 7,
  creatorUserId: 9,
  eHonors: [{ fileId: 'demo/1/a.pdf' }, { fileId: 'demo/1/b.pdf' }],
};
const admin = { userId: 1, roleNames: ['Admin'] };

describe('the closing application', () => {
  it('names the closed step 已归档 for tenant 1 and 已结项 elsewhere (§2)', () => {
    expect(closedFlowName(1)).toBe('已归档');
    expect(closedFlowName(3)).toBe('已结项');
    expect(AUDIT_STATE_CLOSED).toBe('14');
  });

  it('waits only for running projects with auditState 13', () => {
    expect(isAwaitingClosing(awaiting)).toBe(true);
    expect(isAwaitingClosing({ state: 3, auditState: null })).toBe(false);
    expect(isAwaitingClosing({ state: 5, auditState: '13' })).toBe(false);
    expect(isAwaitingClosing({ state: 3, auditState: AUDIT_STATE_CLOSED })).toBe(false);
  });

  it.each([
    ['an Admin', admin, true],
    ['the project manager', { userId: 7, roleNames: ['Agent'] }, true],
    ['the creator', { userId: 9, roleNames: ['Agent'] }, true],
    ['another agent', { userId: 2, roleNames: ['Agent'] }, false],
  ])('is submitted by %s → %s', (_who, user, allowed) => {
    expect(decideClosingApplication({ project: awaiting, user, documentFileIds: [] }).allowed).toBe(allowed);
  });

  it('refuses a project that is not awaiting closing, and documents of other projects', () => {
    const running = decideClosingApplication({
      project: { ...awaiting, auditState: null },
      user: admin,
      documentFileIds: [],
    });
    expect(running).toMatchObject({ allowed: false, reason: 'not-awaiting-closing' });
    const foreign = decideClosingApplication({
      project: awaiting,
      user: admin,
      documentFileIds: ['demo/2/x.pdf'],
    });
    expect(foreign).toMatchObject({ allowed: false, reason: 'unknown-document' });
    expect(
      decideClosingApplication({ project: awaiting, user: admin, documentFileIds: ['demo/1/b.pdf'] }).allowed,
    ).toBe(true);
  });

  it('validates the application: a remark of at most 2000 characters, files as ids', () => {
    expect(closingApplicationSchema.parse({ projectId: 1 })).toEqual({ projectId: 1, documentFileIds: [] });
    expect(closingApplicationSchema.safeParse({ projectId: 1, remark: 'x'.repeat(2001) }).success).toBe(
      false,
    );
    expect(closingApplicationSchema.safeParse({ projectId: 0 }).success).toBe(false);
  });
});

describe('auditStateLabel', () => {
  it('names awaiting closing (13) and closed (14), archived for the archive tenant', () => {
    expect(auditStateLabel('13', 3)).toEqual({ en: 'Awaiting closing', zh: '项目待结项' });
    expect(auditStateLabel('14', 3)).toEqual({ en: 'Closed', zh: '已结项' });
    expect(auditStateLabel('14', 1)).toEqual({ en: 'Archived', zh: '已归档' });
  });

  it('has no words for an audit state of another system, nor for none', () => {
    expect(auditStateLabel('7', 3)).toBeUndefined();
    expect(auditStateLabel(null, 3)).toBeUndefined();
  });
});
