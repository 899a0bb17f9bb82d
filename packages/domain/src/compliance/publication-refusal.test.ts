import { describe, expect, it } from 'vitest';
import { refusal, refusalMessageIn } from '../shared/refusal-messages';
import { CHINA_WORKING_CALENDAR as calendar } from './holiday-calendars';
import { publicationRefusal } from './publication-refusal';
import {
  at,
  consultation,
  inquiry,
  negotiation,
  procurement,
  singleSource,
  tendering,
} from './statutory-bounds.fixtures';

describe('publicationRefusal: what the server refuses to publish', () => {
  it.each([
    [
      '招标投标法 第二十四条: a tender notice with a deadline on the 19th day',
      tendering,
      at('2026-03-21', '17:00'),
      { code: 'bidDeadlineTooEarly', earliest: '2026-03-22' },
    ],
    [
      '招标投标法 第二十四条: a deadline on the 20th day passes',
      tendering,
      at('2026-03-22', '09:00'),
      undefined,
    ],
    [
      '政府采购法 第三十五条',
      procurement,
      at('2026-03-21', '17:00'),
      { code: 'bidDeadlineTooEarlyProcurement', earliest: '2026-03-22' },
    ],
    [
      '磋商办法 第十条',
      consultation,
      at('2026-03-11', '17:00'),
      { code: 'responseDeadlineTooEarlyConsultation', earliest: '2026-03-12' },
    ],
    [
      '非招标办法 第二十九条',
      negotiation,
      at('2026-03-04', '17:00'),
      { code: 'responseDeadlineTooEarlyNegotiation', earliest: '2026-03-05' },
    ],
    [
      '非招标办法 第四十五条',
      inquiry,
      at('2026-03-04', '17:00'),
      { code: 'responseDeadlineTooEarlyInquiry', earliest: '2026-03-05' },
    ],
    ['单一来源: no deadline rule', singleSource, at('2026-03-03'), undefined],
  ])('%s', (_, facts, bidDeadline, expected) => {
    const refused = publicationRefusal(
      'tenderNotice',
      facts,
      { at: at('2026-03-02'), bidDeadline },
      calendar,
    );
    expect(refused && { code: refused.code, earliest: refused.values.earliest }).toEqual(expected);
  });

  it('counts a tender notice from documents issued before it (招标投标法 第二十四条)', () => {
    const facts = { ...tendering, documentsIssuedAt: at('2026-02-27') };
    const notice = { at: at('2026-03-02'), bidDeadline: at('2026-03-19', '09:00') };
    expect(publicationRefusal('tenderNotice', facts, notice, calendar)).toBeUndefined();
    expect(publicationRefusal('tenderNotice', tendering, { at: at('2026-03-02') }, calendar)).toBeUndefined();
  });

  it('says why in either language, the article cited', () => {
    const refused = publicationRefusal(
      'tenderNotice',
      tendering,
      { at: at('2026-03-02'), bidDeadline: at('2026-03-21') },
      calendar,
    );
    expect(refused?.citation).toEqual({ zh: '招标投标法 第二十四条', en: 'Tendering Law, art. 24' });
    const english = refusal(refused!.code, refused!.values);
    expect(english).toMatch(/^The bid deadline may not be earlier than 2026-03-22 \(Tendering Law, art\. 24/);
    expect(refusalMessageIn(english, 'zh-CN')).toBe(
      '投标截止时间不得早于 2026-03-22（招标投标法 第二十四条：自招标文件开始发出之日起至提交投标文件截止之日止，最短不得少于二十日）',
    );
  });

  const facts = { ...tendering, documentsIssuedAt: at('2026-03-02'), bidDeadline: at('2026-04-20', '09:30') };

  it.each([
    [
      '招标投标法 第二十三条: before the cut-off, the deadline kept',
      at('2026-04-05', '18:00'),
      undefined,
      undefined,
    ],
    [
      '招标投标法 第二十三条: after the cut-off, the deadline kept',
      at('2026-04-06'),
      undefined,
      { code: 'lateCorrection', earliest: '2026-04-21' },
    ],
    [
      '招标投标法实施条例 第二十一条: after the cut-off, moved not far enough',
      at('2026-04-06'),
      at('2026-04-20', '23:00'),
      { code: 'lateCorrection', earliest: '2026-04-21' },
    ],
    [
      '招标投标法实施条例 第二十一条: after the cut-off, moved far enough',
      at('2026-04-06'),
      at('2026-04-21'),
      undefined,
    ],
    [
      '招标投标法 第二十三条: after the deadline, of the result, nothing moved',
      at('2026-04-25'),
      undefined,
      undefined,
    ],
    [
      '招标投标法 第二十四条: moved earlier than the documents allow',
      at('2026-03-05'),
      at('2026-03-20', '09:00'),
      { code: 'bidDeadlineTooEarly', earliest: '2026-03-22' },
    ],
  ])('a correction, %s', (_, correctionAt, bidDeadline, expected) => {
    const notice = bidDeadline ? { at: correctionAt, bidDeadline } : { at: correctionAt };
    const refused = publicationRefusal('correction', facts, notice, calendar);
    expect(refused && { code: refused.code, earliest: refused.values.earliest }).toEqual(expected);
  });

  it.each([
    [
      '政府采购货物和服务招标投标管理办法 第二十七条',
      procurement,
      at('2026-04-20'),
      at('2026-04-06'),
      'lateCorrectionProcurement',
      '2026-04-21',
    ],
    [
      '磋商办法 第十条',
      consultation,
      at('2026-03-20'),
      at('2026-03-16'),
      'lateCorrectionConsultation',
      '2026-03-21',
    ],
    [
      '非招标办法 第二十九条',
      negotiation,
      at('2026-10-12', '09:00'),
      at('2026-10-09'),
      'lateCorrectionNegotiation',
      '2026-10-13',
    ],
    [
      '非招标办法 第四十五条',
      inquiry,
      at('2026-02-25', '09:00'),
      at('2026-02-14'),
      'lateCorrectionInquiry',
      '2026-02-26',
    ],
  ])('a late correction, %s', (_, method, bidDeadline, correctionAt, code, earliest) => {
    const refused = publicationRefusal(
      'correction',
      { ...method, bidDeadline },
      { at: correctionAt },
      calendar,
    );
    expect(refused && { code: refused.code, earliest: refused.values.earliest }).toEqual({ code, earliest });
  });

  it('lets a correction be when there is no deadline or no clarification rule', () => {
    expect(publicationRefusal('correction', tendering, { at: at('2026-04-06') }, calendar)).toBeUndefined();
    const sole = { ...singleSource, bidDeadline: at('2026-04-20') };
    expect(publicationRefusal('correction', sole, { at: at('2026-04-19') }, calendar)).toBeUndefined();
  });

  it.each([
    [
      '招标投标法实施条例 第五十四条: on the 2nd day of the publicity',
      tendering,
      at('2026-05-08', '18:00'),
      { code: 'resultAnnouncementTooEarly', earliest: '2026-05-09' },
    ],
    ['招标投标法实施条例 第五十四条: on the 3rd day', tendering, at('2026-05-09', '08:00'), undefined],
    ['政府采购: no candidate publicity to wait for', procurement, at('2026-05-07'), undefined],
  ])('a result announcement, %s', (_, method, announcedAt, expected) => {
    const facts = { ...method, resultPublicityAt: at('2026-05-06') };
    const refused = publicationRefusal('resultAnnouncement', facts, { at: announcedAt }, calendar);
    expect(refused && { code: refused.code, earliest: refused.values.earliest }).toEqual(expected);
  });

  it.each([
    [
      '招标投标法实施条例 第十六条、第十七条: applications due on the 9th day',
      tendering,
      at('2026-03-11', '17:00'),
      { code: 'applicationDeadlineTooEarly', earliest: '2026-03-12' },
    ],
    ['招标投标法实施条例 第十七条: on the 10th day', tendering, at('2026-03-12', '09:00'), undefined],
    [
      '第十七条 binds a project tendered by law only',
      { ...tendering, tenderByLaw: false },
      at('2026-03-05'),
      undefined,
    ],
    [
      '政府采购, sooner than 5 working days (实施条例 第二十一条)',
      procurement,
      at('2026-03-06'),
      { code: 'applicationDeadlineTooEarlyProcurement', earliest: '2026-03-09' },
    ],
    ['政府采购, on the fifth working day', procurement, at('2026-03-09'), undefined],
  ])('a prequalification notice, %s', (_, facts, applicationDeadline, expected) => {
    const notice = { at: at('2026-03-02'), bidDeadline: applicationDeadline };
    const refused = publicationRefusal('prequalificationNotice', facts, notice, calendar);
    expect(refused && { code: refused.code, earliest: refused.values.earliest }).toEqual(expected);
  });

  it('counts a later prequalification notice from the first one’s issue (实施条例 第十六条)', () => {
    const facts = { ...tendering, prequalificationIssuedAt: at('2026-02-20') };
    const notice = { at: at('2026-03-02'), bidDeadline: at('2026-03-03', '09:00') };
    expect(publicationRefusal('prequalificationNotice', facts, notice, calendar)).toBeUndefined();
    const tooSoon = { at: at('2026-03-02'), bidDeadline: at('2026-02-28', '09:00') };
    expect(publicationRefusal('prequalificationNotice', facts, tooSoon, calendar)?.values.earliest).toBe(
      '2026-03-02',
    );
  });

  it('lets a result announcement be when no publicity was published', () => {
    expect(
      publicationRefusal('resultAnnouncement', tendering, { at: at('2026-05-08') }, calendar),
    ).toBeUndefined();
  });
});
