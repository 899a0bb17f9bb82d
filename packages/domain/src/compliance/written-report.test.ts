import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import { complianceFactsOf } from './compliance-facts';
import { projectDeadlinesOf } from './project-deadlines';
import { writtenReportFieldsAt, writtenReportInputSchema } from './written-report';

const valid = { projectId: 7, filedOn: '2026-09-10', authority: '某市住房和城乡建设局' };

/** The fields a refused input names, with their messages. */
function refused(input: unknown): string[] {
  const checked = writtenReportInputSchema.safeParse(input);
  if (checked.success) throw new Error('accepted');
  return checked.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
}

describe('the record of the written report (招标投标法 第四十七条)', () => {
  it('takes the day it was filed, the authority and an optional note, trimmed', () => {
    expect(writtenReportInputSchema.parse({ ...valid, authority: ' 某市发改委 ', note: '  ' })).toEqual({
      ...valid,
      authority: '某市发改委',
      note: null,
    });
  });

  it.each<[why: string, input: object, message: string]>([
    ['no filing day', { ...valid, filedOn: undefined }, 'filedOn: is required'],
    ['a day that does not exist', { ...valid, filedOn: '2026-02-30' }, 'filedOn: is not a date (YYYY-MM-DD)'],
    [
      'a date-time for the day',
      { ...valid, filedOn: '2026-09-10T02:00:00Z' },
      'filedOn: is not a date (YYYY-MM-DD)',
    ],
    ['no authority', { ...valid, authority: '  ' }, 'authority: is required'],
    [
      'an authority too long',
      { ...valid, authority: '局'.repeat(201) },
      'authority: must have at most 200 characters',
    ],
    ['a note too long', { ...valid, note: '注'.repeat(1001) }, 'note: must have at most 1000 characters'],
    ['no project', { ...valid, projectId: undefined }, 'projectId: is required'],
  ])('refuses %s, naming the field', (_why, input, message) => {
    expect(refused(input)).toEqual([message]);
  });

  // The award: the result announcement published on 1 September 2026 at 10:00 in Beijing.
  const AWARDED_AT = '2026-09-01T02:00:00Z';

  it('refuses a filing day still to come in the agencies’ day (UTC+8), today included as filed', () => {
    const fields = writtenReportInputSchema.parse({ ...valid, filedOn: '2026-09-11' });
    // 2026-09-10T16:30Z is already 11 September in Beijing.
    expect(writtenReportFieldsAt(fields, new Date('2026-09-10T16:30:00Z'), AWARDED_AT)).toBe(fields);
    expect(() => writtenReportFieldsAt(fields, new Date('2026-09-10T15:30:00Z'), AWARDED_AT)).toThrow(
      'filedOn: must not be later than now',
    );
  });

  it.each([
    [
      'no winner announced yet',
      '2026-09-05',
      null,
      'filedOn: cannot be recorded before the winner is announced',
    ],
    [
      'a day before the award',
      '2026-08-31',
      AWARDED_AT,
      'filedOn: must not be before the winner was announced (2026-09-01)',
    ],
  ])(
    'refuses a filing with %s (招标投标法 第四十七条: the report is on the tender that determined the winner)',
    (_why, filedOn, awardedAt, message) => {
      const fields = writtenReportInputSchema.parse({ ...valid, filedOn });
      expect(() => writtenReportFieldsAt(fields, new Date('2026-09-10T02:00:00Z'), awardedAt)).toThrow(
        ValidationError,
      );
      expect(() => writtenReportFieldsAt(fields, new Date('2026-09-10T02:00:00Z'), awardedAt)).toThrow(
        message,
      );
    },
  );

  it('takes a filing on the award’s own day (法 第四十七条)', () => {
    const fields = writtenReportInputSchema.parse({ ...valid, filedOn: '2026-09-01' });
    expect(writtenReportFieldsAt(fields, new Date('2026-09-10T02:00:00Z'), AWARDED_AT)).toBe(fields);
  });
});

describe('the filing bound laid on the record (招标投标法 第四十七条: within 15 days of the award)', () => {
  // The award (the result announcement) on Tuesday 1 September 2026: 15 days end on Wednesday the 16th.
  const sources = {
    project: {
      biddingMethod: '公开招标' as const,
      capitalSource: '自有资金',
      isTenderByLaw: true,
      sGroupList: [],
    },
    notices: [{ noticeType: '5' as const, publishTime: '2026-09-01T02:00:00.000Z', endTime: null }],
    tenderDocuments: [],
    clarifications: [],
    objections: [],
    contracts: [],
  };
  const filingOn = (filedOn: string | null, now: string) =>
    projectDeadlinesOf(
      1,
      complianceFactsOf({ ...sources, writtenReport: filedOn ? { filedOn } : null }),
      new Date(now),
    ).bounds.find((bound) => bound.id === 'filingReport');

  it.each<[filedOn: string | null, now: string, status: string]>([
    [null, '2026-09-10T02:00:00Z', 'open'],
    [null, '2026-09-20T02:00:00Z', 'missed'],
    ['2026-09-10', '2026-09-20T02:00:00Z', 'met'],
    ['2026-09-16', '2026-09-20T02:00:00Z', 'met'],
    ['2026-09-17', '2026-09-20T02:00:00Z', 'missed'],
  ])('filed on %s, seen at %s: %s', (filedOn, now, status) => {
    expect(filingOn(filedOn, now)).toMatchObject({ dueDate: '2026-09-16', status });
  });
});
