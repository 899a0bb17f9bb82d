import { describe, expect, it } from 'vitest';
import { CHINA_WORKING_CALENDAR } from '../compliance/holiday-calendars';
import type { Regime } from '../compliance/procurement-regime';
import { OBJECTION_HANDLED, OBJECTION_UNHANDLED } from '../records/records';
import { type ClockedObjection, objectionClocks, replyClockOf } from './objection-clocks';
import type { ObjectionSubject } from './objection-fields';

const at = (date: string, time = '10:00') => `${date}T${time}:00+08:00`;

function objection(subject: ObjectionSubject | null, receivedOn: string, replied?: string): ClockedObjection {
  return {
    objection_subject: subject,
    objection_receivedAt: at(receivedOn),
    objection_status: replied ? OBJECTION_HANDLED : OBJECTION_UNHANDLED,
    objection_repliedAt: replied ? at(replied) : null,
  };
}

const clocksAt = (o: ClockedObjection, regime: Regime, today: string) =>
  objectionClocks(o, regime, CHINA_WORKING_CALENDAR, new Date(at(today, '12:00')));

describe('the reply clock', () => {
  it.each([
    [
      '实施条例 第二十二条: documents, 3 days from receipt',
      'tendering',
      'tenderDocuments',
      '2025-06-10',
      '2025-06-13',
      'Tendering Law Implementing Regulations, art. 22',
    ],
    [
      '实施条例 第二十二条: qualification documents, 3 days',
      'tendering',
      'qualificationDocuments',
      '2025-06-10',
      '2025-06-13',
      'Tendering Law Implementing Regulations, art. 22',
    ],
    [
      '实施条例 第二十二条 and 民法典 第二百零三条: the 3rd day in 国庆节 moves to the next working day',
      'tendering',
      'tenderDocuments',
      '2025-09-28',
      '2025-10-09',
      'Tendering Law Implementing Regulations, art. 22',
    ],
    [
      '实施条例 第五十四条: candidates, 3 days across the year boundary onto the 调休 Sunday',
      'tendering',
      'candidates',
      '2025-12-30',
      '2026-01-04',
      'Tendering Law Implementing Regulations, art. 54',
    ],
    [
      '实施条例 第四十四条: the opening, answered on the spot even on a 调休 Saturday',
      'tendering',
      'opening',
      '2025-10-11',
      '2025-10-11',
      'Tendering Law Implementing Regulations, art. 44',
    ],
    [
      '政府采购法 第五十三条: 7 working days, counting 调休 days and skipping 国庆节',
      'procurement',
      'tenderDocuments',
      '2025-09-26',
      '2025-10-13',
      'Government Procurement Law, art. 53',
    ],
    [
      '政府采购法 第五十三条: every 质疑, whatever its subject',
      'procurement',
      'other',
      '2025-06-10',
      '2025-06-19',
      'Government Procurement Law, art. 53',
    ],
  ] as const)('%s', (_name, regime, subject, received, due, citation) => {
    const { reply } = clocksAt(objection(subject, received), regime, received);
    expect(reply).toMatchObject({ from: received, dueDate: due, status: 'open' });
    expect(reply?.citation.en).toBe(citation);
  });

  it('招标投标法 sets no reply period for an objection of another kind', () => {
    expect(clocksAt(objection('other', '2025-06-10'), 'tendering', '2025-06-10').reply).toBeNull();
  });

  it('an objection stored before subjects were recorded counts from its creationTime and has no 招标投标法 period', () => {
    const old: ClockedObjection = { objection_status: OBJECTION_UNHANDLED, creationTime: at('2025-06-10') };
    expect(clocksAt(old, 'tendering', '2025-06-10').reply).toBeNull();
    expect(clocksAt(old, 'procurement', '2025-06-10').reply).toMatchObject({ from: '2025-06-10' });
  });

  it.each([
    ['实施条例 第二十二条: open on its last day', undefined, '2025-06-13', 'open'],
    ['实施条例 第二十二条: overdue the day after', undefined, '2025-06-14', 'overdue'],
    ['实施条例 第二十二条: answered within the 3 days', '2025-06-13', '2025-06-20', 'answered'],
    ['实施条例 第二十二条: answered after the 3 days', '2025-06-16', '2025-06-20', 'answeredLate'],
  ] as const)('%s', (_name, replied, today, status) => {
    expect(
      clocksAt(objection('tenderDocuments', '2025-06-10', replied), 'tendering', today).reply?.status,
    ).toBe(status);
  });
});

describe('the complaint window', () => {
  it.each([
    [
      '实施条例 第六十条: waits while the reply is still due',
      'tendering',
      undefined,
      '2025-06-12',
      { status: 'waiting', dueDate: null },
    ],
    [
      '实施条例 第六十条: 10 days from the reply, moved off a Sunday (民法典 第二百零三条)',
      'tendering',
      '2025-06-12',
      '2025-06-12',
      { from: '2025-06-12', dueDate: '2025-06-23', status: 'open' },
    ],
    [
      '实施条例 第六十条: closed after its last day',
      'tendering',
      '2025-06-12',
      '2025-06-24',
      { status: 'closed' },
    ],
    [
      '实施条例 第六十条: an overdue reply opens it from the reply’s last day',
      'tendering',
      undefined,
      '2025-06-20',
      { from: '2025-06-13', dueDate: '2025-06-23', status: 'open' },
    ],
    [
      '政府采购法 第五十五条: 15 working days after the reply',
      'procurement',
      '2025-06-12',
      '2025-06-12',
      { from: '2025-06-12', dueDate: '2025-07-03', status: 'open' },
    ],
    [
      '政府采购法 第五十五条: 15 working days after an unanswered reply period (答复期满后)',
      'procurement',
      undefined,
      '2025-06-20',
      { from: '2025-06-19', dueDate: '2025-07-10', status: 'open' },
    ],
  ] as const)('%s', (_name, regime, replied, today, expected) => {
    const { complaint } = clocksAt(objection('tenderDocuments', '2025-06-10', replied), regime, today);
    expect(complaint).toMatchObject(expected);
  });

  it('cites 实施条例 第六十条 and 政府采购法 第五十五条', () => {
    const o = objection('candidates', '2025-06-10', '2025-06-11');
    expect(clocksAt(o, 'tendering', '2025-06-11').complaint.citation.zh).toBe('招标投标法实施条例 第六十条');
    expect(clocksAt(o, 'procurement', '2025-06-11').complaint.citation.zh).toBe('政府采购法 第五十五条');
  });
});

describe('replyClockOf and the edges of a record', () => {
  it('has no clock for an objection with no time at all, and its complaint window waits', () => {
    const clocks = objectionClocks(
      { objection_status: OBJECTION_UNHANDLED, objection_subject: 'tenderDocuments' },
      'tendering',
      CHINA_WORKING_CALENDAR,
      new Date('2026-03-10T04:00:00Z'),
    );
    expect(clocks.reply).toBeNull();
    expect(clocks.complaint).toMatchObject({ status: 'waiting', from: null });
  });

  it('an answered objection of a kind without a reply period opens no complaint window of its own', () => {
    const clocks = objectionClocks(
      { objection_status: OBJECTION_HANDLED, objection_subject: 'other', creationTime: at('2026-03-02') },
      'tendering',
      CHINA_WORKING_CALENDAR,
      new Date('2026-03-10T04:00:00Z'),
    );
    expect(clocks).toMatchObject({ reply: null, complaint: { status: 'waiting' } });
  });

  it('refuses a time that is not an instant with a RangeError', () => {
    const facts = {
      subject: 'tenderDocuments' as const,
      receivedAt: 'soon',
      answered: false,
      repliedAt: null,
    };
    expect(() => replyClockOf(facts, 'tendering', CHINA_WORKING_CALENDAR, '2026-03-10')).toThrow(RangeError);
  });
});
