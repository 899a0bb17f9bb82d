import { type ComplianceFacts, projectDeadlinesOf } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { endsBeforeEarliest, publicationCheck, publicationFactsOf } from './lawful-deadline';

/** A report laid out by the domain as the server lays it out, at `now`. */
const reportOf = (facts: ComplianceFacts, now: string) => projectDeadlinesOf(7, facts, new Date(now));

describe('publicationFactsOf: the facts a publication is judged by, from the deadlines report', () => {
  it('reads each fact from the anchor of the bounds counted from it', () => {
    const report = reportOf(
      {
        biddingMethod: '公开招标',
        prequalificationIssuedAt: '2026-10-09T01:00:00.000Z',
        applicationDeadline: '2026-10-23T01:30:00.000Z',
        documentsIssuedAt: '2026-11-02T01:00:00.000Z',
        bidDeadline: '2026-11-30T01:30:00.000Z',
        resultPublicityAt: '2026-12-10T02:00:00.000Z',
      },
      '2026-12-11T02:00:00.000Z',
    );
    expect(publicationFactsOf(report, '公开招标')).toEqual({
      biddingMethod: '公开招标',
      regime: 'tendering',
      tenderByLaw: true,
      prequalificationIssuedAt: '2026-10-09T01:00:00.000Z',
      applicationDeadline: '2026-10-23T01:30:00.000Z',
      documentsIssuedAt: '2026-11-02T01:00:00.000Z',
      bidDeadline: '2026-11-30T01:30:00.000Z',
      resultPublicityAt: '2026-12-10T02:00:00.000Z',
    });
  });

  it('carries whether the project must be tendered by law: a tender that need not is not held to 第二十四条', () => {
    const report = reportOf({ biddingMethod: '公开招标', tenderByLaw: false }, '2026-12-01T02:00:00.000Z');
    const facts = publicationFactsOf(report, '公开招标');
    expect(facts.tenderByLaw).toBe(false);
    expect(
      publicationCheck('tenderNotice', facts, new Date('2026-12-01T02:00:00.000Z')).earliest,
    ).toBeUndefined();
  });

  it('has none of them before anything is published', () => {
    const report = reportOf({ biddingMethod: '公开招标' }, '2026-12-01T02:00:00.000Z');
    expect(publicationFactsOf(report, '公开招标')).toMatchObject({
      prequalificationIssuedAt: null,
      applicationDeadline: null,
      documentsIssuedAt: null,
      bidDeadline: null,
      resultPublicityAt: null,
    });
  });
});

describe('publicationCheck: the law on publishing now, as the form hints it', () => {
  const at = new Date('2026-12-01T02:00:00.000Z');

  it('a first tender notice issues the documents: its deadline is 20 days on (招标投标法 第二十四条)', () => {
    const check = publicationCheck('tenderNotice', { biddingMethod: '公开招标' }, at);
    expect(check.earliest).toEqual({
      date: '2026-12-21',
      citation: { zh: '招标投标法 第二十四条', en: 'Tendering Law, art. 24' },
    });
    expect(check.refusalOf('2026-12-20T09:00:00.000Z')).toMatchObject({
      code: 'bidDeadlineTooEarly',
      values: { earliest: '2026-12-21' },
      citation: { zh: '招标投标法 第二十四条' },
    });
    expect(check.refusalOf('2026-12-21T01:30:00.000Z')).toBeUndefined();
    // Without a deadline the notice is refused for that (required), not by the law.
    expect(check.refusalOf()).toBeUndefined();
    expect(check.proposal).toBeUndefined();
  });

  it('a negotiation counts working days by the holiday calendar', () => {
    const check = publicationCheck('tenderNotice', { biddingMethod: '竞争性谈判' }, at);
    // Tuesday 12-01: three working days on is Friday 12-04.
    expect(check.earliest?.date).toBe('2026-12-04');
  });

  const facts: ComplianceFacts = {
    biddingMethod: '公开招标',
    regime: 'tendering',
    documentsIssuedAt: '2026-11-02T01:00:00.000Z',
    bidDeadline: '2026-11-30T01:30:00.000Z',
  };

  it('a correction past the cut-off proposes the earliest lawful moved deadline, at the hour in force', () => {
    // 11-20 is ten days before the deadline: 实施条例 第二十一条 wants fifteen, so 12-05 at 09:30.
    const check = publicationCheck('correction', facts, new Date('2026-11-20T02:00:00.000Z'));
    expect(check.earliest).toEqual({
      date: '2026-12-05',
      citation: {
        zh: '招标投标法 第二十三条；招标投标法实施条例 第二十一条',
        en: 'Tendering Law, art. 23; Tendering Law Implementing Regulations, art. 21',
      },
    });
    expect(check.proposal).toEqual({
      endTime: '2026-12-05T01:30:00.000Z',
      refusal: expect.objectContaining({ code: 'lateCorrection', values: { earliest: '2026-12-05' } }),
    });
    // Later is lawful, earlier is not.
    expect(check.refusalOf('2026-12-09T01:30:00.000Z')).toBeUndefined();
    expect(check.refusalOf('2026-12-04T01:30:00.000Z')?.code).toBe('lateCorrection');
  });

  it('a correction before the cut-off moves nothing unless asked, and may move it no earlier than the law allows', () => {
    const check = publicationCheck('correction', facts, new Date('2026-11-10T02:00:00.000Z'));
    expect(check.proposal).toBeUndefined();
    expect(check.refusalOf()).toBeUndefined();
    // Moved to 11-22: fifteen days after 11-10 is 11-25.
    expect(check.refusalOf('2026-11-22T01:30:00.000Z')?.values).toEqual({ earliest: '2026-11-25' });
  });

  it('a correction with no bid deadline in force (none published) proposes nothing', () => {
    const check = publicationCheck('correction', { biddingMethod: '公开招标' }, at);
    expect(check.proposal).toBeUndefined();
    expect(check.refusalOf()).toBeUndefined();
  });

  it('a result announcement waits for the publicity’s three days (实施条例 第五十四条)', () => {
    const during = { ...facts, resultPublicityAt: '2026-12-10T02:00:00.000Z' };
    expect(
      publicationCheck('resultAnnouncement', during, new Date('2026-12-12T02:00:00.000Z')).refusalOf(),
    ).toMatchObject({ code: 'resultAnnouncementTooEarly', values: { earliest: '2026-12-13' } });
    expect(
      publicationCheck('resultAnnouncement', during, new Date('2026-12-13T02:00:00.000Z')).refusalOf(),
    ).toBeUndefined();
  });
});

describe('endsBeforeEarliest: the days the picker greys out', () => {
  it('greys a day only when none of it reaches the earliest business day (UTC+8)', () => {
    // In UTC, 12-20 ends at 12-21 08:00 in China: a time on it can still be lawful.
    expect(endsBeforeEarliest(new Date('2026-12-20T23:59:59.999Z'), '2026-12-21')).toBe(false);
    expect(endsBeforeEarliest(new Date('2026-12-20T15:59:59.999Z'), '2026-12-21')).toBe(true);
  });
});
