import { describe, expect, it } from 'vitest';
import { CHINA_WORKING_CALENDAR as calendar } from './holiday-calendars';
import { at, boundOf, boundsOf, procurement, tendering } from './statutory-bounds.fixtures';

/** The deadlines report's reply bound of each objection (objection-clocks.ts lays it). */
describe('objectionReply: each objection answered in time', () => {
  it.each([
    [
      '招标投标法实施条例 第二十二条: 3 days; due on 国庆节 2026-10-01, it moves to 2026-10-08 (民法典 第二百零三条)',
      tendering,
      '2026-09-28',
      '2026-10-08',
      [],
    ],
    [
      '政府采购法 第五十三条: 7 working days across 春节 2026, both 调休 Saturdays counted',
      procurement,
      '2026-02-12',
      '2026-02-28',
      [],
    ],
    [
      '政府采购法 第五十三条: into 2027, whose notice is not loaded: provisional',
      procurement,
      '2026-12-29',
      '2027-01-07',
      [2027],
    ],
    [
      '招标投标法实施条例 第二十二条: due 2027-01-01, a working day only provisionally',
      tendering,
      '2026-12-29',
      '2027-01-01',
      [2027],
    ],
    [
      '招标投标法实施条例 第二十二条: due on a working day of 2026, nothing provisional',
      tendering,
      '2026-12-26',
      '2026-12-29',
      [],
    ],
  ])('%s', (_, facts, received, due, provisionalYears) => {
    const objections = [{ subject: 'tenderDocuments' as const, receivedAt: at(received), handled: false }];
    expect(boundOf('objectionReply', { ...facts, objections }, received)).toMatchObject({
      direction: 'by',
      dueDate: due,
      anchor: { what: 'objection', at: at(received) },
      status: 'open',
      provisionalYears,
    });
  });

  it.each([
    ['unhandled, due ahead: open', false, '2026-10-08', 'open'],
    ['unhandled, past due: missed', false, '2026-10-09', 'missed'],
    ['handled: met', true, '2026-10-20', 'met'],
  ])('招标投标法实施条例 第二十二条: %s', (_, handled, today, status) => {
    const objections = [{ subject: 'tenderDocuments' as const, receivedAt: at('2026-09-28'), handled }];
    expect(boundOf('objectionReply', { ...tendering, objections }, today)?.status).toBe(status);
  });

  it('has one bound per objection, and one waiting while there is none', () => {
    const objections = [
      { subject: 'tenderDocuments' as const, receivedAt: at('2026-03-02'), handled: true },
      { subject: 'candidates' as const, receivedAt: at('2026-03-09'), handled: false },
    ];
    expect(
      boundsOf('objectionReply', { ...tendering, objections }, '2026-03-10').map((b) => b.status),
    ).toEqual(['met', 'open']);
    expect(boundsOf('objectionReply', tendering, '2026-03-10').map((b) => b.status)).toEqual(['waiting']);
  });

  it('实施条例 第四十四条: an objection at the opening is due the day it is raised, even on a rest day', () => {
    // 2026-10-03 is a National Day holiday: a 3-day period would move to the next working day, on the spot does not.
    const objections = [{ subject: 'opening' as const, receivedAt: at('2026-10-03'), handled: false }];
    expect(boundOf('objectionReply', { ...tendering, objections }, '2026-10-03')).toMatchObject({
      dueDate: '2026-10-03',
      period: { days: 0 },
      citation: { zh: expect.stringContaining('第四十四条') },
    });
  });

  it('招标投标法 sets no reply period for an objection of another kind: no bound is laid for it', () => {
    const objections = [{ subject: 'other' as const, receivedAt: at('2026-03-02'), handled: false }];
    expect(boundsOf('objectionReply', { ...tendering, objections }, '2026-03-10')).toEqual([]);
  });

  it('政府采购法 第五十三条: every 质疑 is answered within 7 working days, by the holiday calendar', () => {
    const objections = [{ subject: 'other' as const, receivedAt: at('2026-09-28'), handled: false }];
    const bound = boundOf('objectionReply', { ...procurement, objections }, '2026-09-28');
    expect(bound).toMatchObject({
      period: { days: 7, count: 'working' },
      citation: { zh: expect.stringContaining('第五十三条') },
      dueDate: calendar.addWorkingDays('2026-09-28', 7),
    });
    // The National Day holidays lie inside: seven working days end well past seven calendar days.
    expect(bound?.dueDate && bound.dueDate > '2026-10-08').toBe(true);
  });

  it('招标投标法实施条例 第二十二条: an answer recorded after the last day misses the bound', () => {
    const objection = { subject: 'tenderDocuments' as const, receivedAt: at('2026-03-02'), handled: true };
    const facts = (repliedAt: string) => ({ ...tendering, objections: [{ ...objection, repliedAt }] });
    expect(boundOf('objectionReply', facts(at('2026-03-09')), '2026-03-10')?.status).toBe('missed');
    expect(boundOf('objectionReply', facts(at('2026-03-05')), '2026-03-10')?.status).toBe('met');
  });

  it('is due at the end of its day in UTC+8', () => {
    const objections = [
      { subject: 'tenderDocuments' as const, receivedAt: at('2026-09-28'), handled: false },
    ];
    expect(boundOf('objectionReply', { ...tendering, objections }, '2026-09-28')?.dueAt).toBe(
      '2026-10-08T15:59:59.999Z',
    );
  });
});
