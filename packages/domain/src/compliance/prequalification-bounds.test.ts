import { describe, expect, it } from 'vitest';
import { at, boundOf, boundsOf, tendering } from './statutory-bounds.fixtures';

describe('prequalification (资格预审)', () => {
  const prequalifying = {
    ...tendering,
    prequalificationIssuedAt: at('2026-03-02'),
    applicationDeadline: at('2026-03-16', '09:00'),
  };

  it('lays its bounds only once a prequalification notice is published', () => {
    expect(boundsOf('applicationDeadlineEarliest', tendering, '2026-03-02')).toEqual([]);
    expect(boundsOf('qualificationObjectionCutoff', tendering, '2026-03-02')).toEqual([]);
  });

  it('招标投标法实施条例 第十六条、第十七条: applications no sooner than 10 days after the documents issue', () => {
    expect(boundOf('applicationDeadlineEarliest', prequalifying, '2026-03-03')).toMatchObject({
      direction: 'notBefore',
      dueDate: '2026-03-12',
      status: 'met',
      anchor: { what: 'prequalificationIssued' },
      citation: { zh: '招标投标法实施条例 第十六条、第十七条' },
    });
    const early = { ...prequalifying, applicationDeadline: at('2026-03-10', '09:00') };
    expect(boundOf('applicationDeadlineEarliest', early, '2026-03-03')?.status).toBe('broken');
  });

  it('招标投标法实施条例 第二十二条: objections to the prequalification documents close 2 days before the deadline', () => {
    expect(boundOf('qualificationObjectionCutoff', prequalifying, '2026-03-13')).toMatchObject({
      direction: 'by',
      dueDate: '2026-03-14',
      status: 'open',
      anchor: { what: 'applicationDeadline' },
      citation: { zh: '招标投标法实施条例 第二十二条' },
    });
    expect(boundOf('qualificationObjectionCutoff', prequalifying, '2026-03-15')?.status).toBe('met');
  });

  it('政府采购法实施条例 第二十一条: in government procurement, applications no sooner than 5 working days after the notice', () => {
    const facts = { ...prequalifying, regime: 'procurement' as const };
    // Published Monday 2 March: the fifth working day after it is Monday 9 March.
    expect(boundOf('applicationDeadlineEarliest', facts, '2026-03-03')).toMatchObject({
      direction: 'notBefore',
      dueDate: '2026-03-09',
      status: 'met',
      anchor: { what: 'prequalificationIssued' },
      citation: { zh: '政府采购法实施条例 第二十一条' },
    });
    const early = { ...facts, applicationDeadline: at('2026-03-06', '09:00') };
    expect(boundOf('applicationDeadlineEarliest', early, '2026-03-03')?.status).toBe('broken');
    // A supplier's 质疑 runs from its own day (政府采购法 第五十二条): no cut-off is laid for all.
    expect(boundsOf('qualificationObjectionCutoff', facts, '2026-03-03')).toEqual([]);
  });

  it('binds a government purchase that prequalifies whether or not the law requires its tender', () => {
    const facts = { ...prequalifying, regime: 'procurement' as const, isTenderByLaw: false };
    expect(boundsOf('applicationDeadlineEarliest', facts, '2026-03-03')).toHaveLength(1);
  });
});
