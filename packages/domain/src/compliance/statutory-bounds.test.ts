import { describe, expect, it } from 'vitest';
import { CHINA_WORKING_CALENDAR as calendar } from './holiday-calendars';
import { movedDeadlineEarliest, publicationRefusal } from './publication-refusal';
import { BOUND_IDS, type BoundId } from './statutory-bound-table';
import { type ComplianceFacts, provisionalYearsOf, statutoryBounds } from './statutory-bounds';
import {
  at,
  boundOf,
  consultation,
  inquiry,
  invited,
  negotiation,
  noonOf,
  procurement,
  singleSource,
  tendering,
} from './statutory-bounds.fixtures';
import { PERIOD_COUNTING_CITATION } from './statutory-citations';

function dueOf(id: BoundId, facts: ComplianceFacts, today = '2026-01-05') {
  const bound = boundOf(id, facts, today);
  return bound && { dueDate: bound.dueDate, citation: bound.citation.zh, status: bound.status };
}

/** The bounds of a project that does not prequalify: the prequalification's are laid only once it does. */
const LAID_WITHOUT_PREQUALIFICATION = BOUND_IDS.filter(
  (id) => id !== 'applicationDeadlineEarliest' && id !== 'qualificationObjectionCutoff',
);

/** The candidates' publicity: within 3 days of the report, and for 3 days (实施条例 第五十四条). */
const publicises = (id: string) => id === 'candidatePublicityStart' || id === 'candidatePublicity';

describe('which bounds a project has, by regime and method', () => {
  it.each([
    ['公开招标 under 招标投标法', tendering, [...LAID_WITHOUT_PREQUALIFICATION]],
    [
      '公开招标 with fiscal funds (政府采购法: no candidate publicity, no report of art. 47)',
      procurement,
      LAID_WITHOUT_PREQUALIFICATION.filter((id) => !publicises(id) && id !== 'filingReport'),
    ],
    [
      '竞争性磋商',
      consultation,
      [
        'bidDeadlineEarliest',
        'clarificationCutoff',
        'documentObjectionCutoff',
        'objectionReply',
        'contractSigning',
        'bondRefund',
      ],
    ],
    [
      '单一来源采购 (no bids against a deadline)',
      singleSource,
      ['documentObjectionCutoff', 'objectionReply', 'contractSigning', 'bondRefund'],
    ],
    [
      '其他采购方式',
      { biddingMethod: '其他采购方式' } as const,
      ['documentObjectionCutoff', 'objectionReply', 'contractSigning', 'bondRefund'],
    ],
    ['no method yet: 招标投标法, the default for a tender', {}, [...LAID_WITHOUT_PREQUALIFICATION]],
    [
      '公开招标 under 招标投标法, not one that must be tendered by law (第二十四条, 第四十七条, 实施条例 第五十四条 bind those alone)',
      { ...tendering, tenderByLaw: false },
      LAID_WITHOUT_PREQUALIFICATION.filter(
        (id) => id !== 'bidDeadlineEarliest' && !publicises(id) && id !== 'filingReport',
      ),
    ],
    [
      '公开招标 with fiscal funds, not tendered by law: 政府采购法 第三十五条 binds every procurement tender',
      { ...procurement, tenderByLaw: false },
      LAID_WITHOUT_PREQUALIFICATION.filter((id) => !publicises(id) && id !== 'filingReport'),
    ],
  ])('%s', (_, facts, ids) => {
    expect(statutoryBounds(facts, calendar, noonOf('2026-01-05')).map((bound) => bound.id)).toEqual(ids);
  });

  it('waits for every anchor while nothing has happened', () => {
    for (const bound of statutoryBounds(tendering, calendar, noonOf('2026-01-05'))) {
      expect(bound, bound.id).toMatchObject({ status: 'waiting', dueDate: null, dueAt: null, anchor: null });
    }
  });

  it('publishes a tender not tendered by law with the deadline its tenderer finds reasonable (招标投标法 第二十四条)', () => {
    const facts = { ...tendering, tenderByLaw: false, documentsIssuedAt: at('2026-03-02') };
    const early = { at: at('2026-03-02'), bidDeadline: at('2026-03-09') };
    expect(publicationRefusal('tenderNotice', facts, early, calendar)).toBeUndefined();
    expect(publicationRefusal('tenderNotice', { ...facts, tenderByLaw: true }, early, calendar)?.code).toBe(
      'bidDeadlineTooEarly',
    );
  });

  it('leaves out the bond refund when no package charges a bond', () => {
    const facts = { ...tendering, contractSignedOn: '2026-04-29', bondsCharged: false };
    expect(boundOf('bondRefund', facts, '2026-05-01')).toBeUndefined();
  });

  it('refuses a fact that is no instant or date, as a caller’s mistake', () => {
    expect(() => statutoryBounds({ ...tendering, documentsIssuedAt: 'soon' }, calendar, new Date())).toThrow(
      RangeError,
    );
    expect(() =>
      statutoryBounds({ ...tendering, contractSignedOn: '2026-02-30' }, calendar, new Date()),
    ).toThrow(RangeError);
  });

  it('cites how periods are counted', () => {
    expect(PERIOD_COUNTING_CITATION).toEqual({
      zh: '民法典 第二百零一条、第二百零三条',
      en: 'Civil Code, arts. 201, 203',
    });
  });
});

describe('bidDeadlineEarliest: the bid deadline not before the documents have been out long enough', () => {
  it.each([
    ['招标投标法 第二十四条: 20 days, ending on a Sunday, not moved', tendering, '2026-03-02', '2026-03-22'],
    ['政府采购法 第三十五条: 20 days for 公开招标', procurement, '2026-03-02', '2026-03-22'],
    ['政府采购法 第三十五条: 20 days for 邀请招标', invited, '2026-03-02', '2026-03-22'],
    ['磋商办法 第十条: 10 days', consultation, '2026-03-02', '2026-03-12'],
    [
      '非招标办法 第二十九条: 3 working days across 国庆节, to the 调休 Saturday',
      negotiation,
      '2026-09-30',
      '2026-10-10',
    ],
    [
      '非招标办法 第四十五条: 3 working days across 春节, its 调休 Saturday counted',
      inquiry,
      '2026-02-12',
      '2026-02-24',
    ],
  ])('%s', (_, facts, issued, due) => {
    const bound = boundOf('bidDeadlineEarliest', { ...facts, documentsIssuedAt: at(issued) }, issued);
    expect(bound).toMatchObject({
      direction: 'notBefore',
      dueDate: due,
      anchor: { what: 'documentsIssued', at: at(issued) },
      status: 'open',
      provisionalYears: [],
    });
  });

  it.each([
    ['招标投标法 第二十四条', tendering],
    ['政府采购法 第三十五条', procurement],
    ['政府采购竞争性磋商采购方式管理暂行办法 第十条', consultation],
    ['政府采购非招标采购方式管理办法 第二十九条', negotiation],
    ['政府采购非招标采购方式管理办法 第四十五条', inquiry],
  ])('cites %s', (citation, facts) => {
    expect(dueOf('bidDeadlineEarliest', { ...facts, documentsIssuedAt: at('2026-03-02') })?.citation).toBe(
      citation,
    );
  });

  it.each([
    [
      'a deadline early on the 20th day: met (招标投标法 第二十四条)',
      at('2026-03-22', '00:30'),
      '2026-03-10',
      'met',
    ],
    ['a deadline late on the 19th day: broken', at('2026-03-21', '23:30'), '2026-03-10', 'broken'],
    ['no deadline yet, before the 20th day: open', null, '2026-03-21', 'open'],
    [
      'no deadline yet, from the 20th day on: met (any deadline set now is late enough)',
      null,
      '2026-03-22',
      'met',
    ],
  ])('%s', (_, bidDeadline, today, status) => {
    const facts = { ...tendering, documentsIssuedAt: at('2026-03-02'), bidDeadline };
    expect(boundOf('bidDeadlineEarliest', facts, today)?.status).toBe(status);
  });

  it('is due at the start of its day in UTC+8', () => {
    const facts = { ...tendering, documentsIssuedAt: at('2026-03-02') };
    expect(boundOf('bidDeadlineEarliest', facts, '2026-03-02')?.dueAt).toBe('2026-03-21T16:00:00.000Z');
  });

  it('reads a date-time as the agencies write it (UTC+8)', () => {
    const facts = { ...tendering, documentsIssuedAt: '2026-03-02 23:30:00' };
    expect(dueOf('bidDeadlineEarliest', facts)?.dueDate).toBe('2026-03-22');
  });
});

describe('documentSaleWindow: the documents on sale at least 5 days (shown, not enforced)', () => {
  it('招标投标法实施条例 第十六条: 5 days, open until then, met after', () => {
    const facts = { ...tendering, documentsIssuedAt: at('2026-03-02') };
    expect(dueOf('documentSaleWindow', facts, '2026-03-06')).toEqual({
      dueDate: '2026-03-07',
      citation: '招标投标法实施条例 第十六条',
      status: 'open',
    });
    expect(boundOf('documentSaleWindow', facts, '2026-03-07')?.status).toBe('met');
  });

  it('政府采购货物和服务招标投标管理办法 第十八条: 5 working days, across 劳动节 and its 调休 Saturday', () => {
    const facts = { ...procurement, documentsIssuedAt: at('2026-04-30') };
    expect(dueOf('documentSaleWindow', facts)?.dueDate).toBe('2026-05-11');
  });

  it.each([negotiation, inquiry, consultation, singleSource])('has no sale period for %o', (facts) => {
    expect(
      boundOf('documentSaleWindow', { ...facts, documentsIssuedAt: at('2026-03-02') }, '2026-03-02'),
    ).toBe(undefined);
  });
});

describe('clarificationCutoff: a correction that may affect the bids comes early enough, or moves the deadline', () => {
  it.each([
    [
      '招标投标法 第二十三条, 实施条例 第二十一条: 15 days before, a Sunday, not moved',
      tendering,
      at('2026-04-20', '09:30'),
      '2026-04-05',
      '招标投标法 第二十三条；招标投标法实施条例 第二十一条',
    ],
    [
      '政府采购货物和服务招标投标管理办法 第二十七条: 15 days before',
      procurement,
      at('2026-04-20', '09:30'),
      '2026-04-05',
      '政府采购货物和服务招标投标管理办法 第二十七条',
    ],
    [
      '磋商办法 第十条: 5 days before',
      consultation,
      at('2026-03-20'),
      '2026-03-15',
      '政府采购竞争性磋商采购方式管理暂行办法 第十条',
    ],
    [
      '非招标办法 第二十九条: 3 working days before, the 调休 Saturday after 国庆节 among them',
      negotiation,
      at('2026-10-12', '09:00'),
      '2026-10-08',
      '政府采购非招标采购方式管理办法 第二十九条',
    ],
    [
      '非招标办法 第四十五条: 3 working days before, back across 春节 to its 调休 Saturday',
      inquiry,
      at('2026-02-25', '09:00'),
      '2026-02-13',
      '政府采购非招标采购方式管理办法 第四十五条',
    ],
  ])('%s', (_, facts, bidDeadline, cutoff, citation) => {
    expect(dueOf('clarificationCutoff', { ...facts, bidDeadline })).toEqual({
      dueDate: cutoff,
      citation,
      status: 'open',
    });
  });

  const facts = { ...tendering, documentsIssuedAt: at('2026-03-02'), bidDeadline: at('2026-04-20', '09:30') };

  it.each([
    ['招标投标法 第二十三条: none yet, before the cut-off: open', [], '2026-04-05', 'open'],
    [
      '招标投标法 第二十三条: none late, the cut-off passed: met',
      [at('2026-04-05', '18:00')],
      '2026-04-06',
      'met',
    ],
    [
      '招标投标法 第二十三条: one the day after the cut-off, deadline not moved: broken',
      [at('2026-04-06')],
      '2026-04-07',
      'broken',
    ],
    [
      '招标投标法 第二十三条: one after the deadline (of the result) is not counted',
      [at('2026-04-25')],
      '2026-04-26',
      'met',
    ],
  ])('%s', (_, corrections, today, status) => {
    expect(boundOf('clarificationCutoff', { ...facts, corrections }, today)?.status).toBe(status);
  });

  it('is met again once the late correction moved the deadline far enough (招标投标法实施条例 第二十一条)', () => {
    const moved = { ...facts, corrections: [at('2026-04-06')], bidDeadline: at('2026-04-21', '09:30') };
    expect(boundOf('clarificationCutoff', moved, '2026-04-07')).toMatchObject({
      dueDate: '2026-04-06',
      status: 'met',
    });
  });

  it('is due at the end of its day in UTC+8, and waits for a deadline', () => {
    expect(boundOf('clarificationCutoff', facts, '2026-04-01')?.dueAt).toBe('2026-04-05T15:59:59.999Z');
    expect(boundOf('clarificationCutoff', tendering, '2026-04-01')?.status).toBe('waiting');
  });

  it.each([
    ['招标投标法实施条例 第二十一条: 15 days after the correction', facts, at('2026-04-06'), '2026-04-21'],
    [
      '招标投标法 第二十四条 still binds: never before 20 days from the documents',
      { ...facts, documentsIssuedAt: at('2026-03-30') },
      at('2026-04-01'),
      '2026-04-19',
    ],
    [
      '非招标办法 第二十九条: 3 working days, the 调休 Saturday among them',
      { ...negotiation, bidDeadline: at('2026-10-12', '09:00') },
      at('2026-10-09'),
      '2026-10-13',
    ],
    ['磋商办法 第十条: 5 days', consultation, at('2026-03-16'), '2026-03-21'],
    ['单一来源: no clarification rule', singleSource, at('2026-03-16'), undefined],
  ])('movedDeadlineEarliest, %s', (_, facts, correctionAt, earliest) => {
    expect(movedDeadlineEarliest(facts, correctionAt, calendar)).toBe(earliest);
  });

  it('movedDeadlineEarliest counts by China’s calendar unless told otherwise', () => {
    expect(movedDeadlineEarliest(negotiation, at('2026-09-30'))).toBe('2026-10-10');
  });
});

describe('documentObjectionCutoff: the window to object to the documents', () => {
  it('招标投标法实施条例 第二十二条: until 10 days before the deadline; a window, so it closes as met', () => {
    const facts = { ...tendering, bidDeadline: at('2026-04-20', '09:30') };
    expect(dueOf('documentObjectionCutoff', facts, '2026-04-10')).toEqual({
      dueDate: '2026-04-10',
      citation: '招标投标法实施条例 第二十二条',
      status: 'open',
    });
    expect(boundOf('documentObjectionCutoff', facts, '2026-04-11')?.status).toBe('met');
  });

  it('政府采购法 第五十二条: 质疑 within 7 working days of the documents, across 国庆节 and its 调休 Saturday', () => {
    const facts = { ...procurement, documentsIssuedAt: at('2026-09-28') };
    expect(boundOf('documentObjectionCutoff', facts, '2026-09-28')).toMatchObject({
      dueDate: '2026-10-13',
      anchor: { what: 'documentsIssued' },
      citation: { zh: '政府采购法 第五十二条' },
    });
  });
});

describe('candidatePublicity: the result announced only after the candidates were publicised 3 days', () => {
  const facts = { ...tendering, resultPublicityAt: at('2026-05-06') };

  it.each([
    [
      '招标投标法实施条例 第五十四条: announced on the 3rd day: met',
      at('2026-05-09', '09:00'),
      '2026-05-09',
      'met',
    ],
    [
      '招标投标法实施条例 第五十四条: announced on the 2nd day: broken',
      at('2026-05-08', '18:00'),
      '2026-05-09',
      'broken',
    ],
    ['招标投标法实施条例 第五十四条: not announced, the publicity running: open', null, '2026-05-07', 'open'],
  ])('%s', (_, resultAnnouncementAt, today, status) => {
    expect(boundOf('candidatePublicity', { ...facts, resultAnnouncementAt }, today)).toMatchObject({
      dueDate: '2026-05-09',
      status,
    });
  });

  it.each([
    ['published on the 3rd day: met', at('2026-05-08'), '2026-05-09', 'met'],
    ['published on the 4th day: missed', at('2026-05-09'), '2026-05-09', 'missed'],
    ['not yet, on the 3rd day: open', null, '2026-05-08', 'open'],
    ['not yet, past it: missed', null, '2026-05-09', 'missed'],
  ])(
    '招标投标法实施条例 第五十四条: the candidates are publicised within 3 days of the report, %s',
    (_, publicity, today, status) => {
      const facts = { ...tendering, evaluationReportAt: at('2026-05-05'), resultPublicityAt: publicity };
      expect(boundOf('candidatePublicityStart', facts, today)).toMatchObject({
        direction: 'by',
        dueDate: '2026-05-08',
        anchor: { what: 'evaluationReport' },
        status,
      });
    },
  );

  it('has no candidate publicity in government procurement', () => {
    expect(
      boundOf('candidatePublicity', { ...procurement, resultPublicityAt: at('2026-05-06') }, '2026-05-07'),
    ).toBe(undefined);
  });
});

describe('contractSigning: the contract within 30 days of the award', () => {
  it.each([
    ['招标投标法 第四十六条', tendering],
    ['政府采购法 第四十六条', procurement],
  ])('%s: due on 国庆节 2026-10-01, it moves to 2026-10-08', (citation, facts) => {
    expect(dueOf('contractSigning', { ...facts, resultAnnouncementAt: at('2026-09-01') })).toEqual({
      dueDate: '2026-10-08',
      citation,
      status: 'open',
    });
  });

  it.each([
    ['signed on the last day: met', '2026-10-08', '2026-10-20', 'met'],
    ['signed a day late: missed', '2026-10-09', '2026-10-20', 'missed'],
    ['not signed, on the last day: open', null, '2026-10-08', 'open'],
    ['not signed, past the last day: missed', null, '2026-10-09', 'missed'],
  ])('招标投标法 第四十六条: %s', (_, contractSignedOn, today, status) => {
    const facts = { ...tendering, resultAnnouncementAt: at('2026-09-01'), contractSignedOn };
    expect(boundOf('contractSigning', facts, today)?.status).toBe(status);
  });
});

describe('filingReport: the written report within 15 days of the award', () => {
  it('招标投标法 第四十七条: due in 春节 2026, it moves to the first working day after it', () => {
    const facts = { ...tendering, resultAnnouncementAt: at('2026-02-01') };
    expect(dueOf('filingReport', facts, '2026-02-02')).toEqual({
      dueDate: '2026-02-24',
      citation: '招标投标法 第四十七条',
      status: 'open',
    });
    expect(boundOf('filingReport', { ...facts, reportFiledOn: '2026-02-20' }, '2026-03-01')?.status).toBe(
      'met',
    );
    expect(boundOf('filingReport', facts, '2026-02-25')?.status).toBe('missed');
  });
});

describe('bondRefund: the bonds refunded within 5 days of the contract', () => {
  it('招标投标法实施条例 第五十七条: 5 days, due in 劳动节, moved to 2026-05-06', () => {
    const facts = { ...tendering, contractSignedOn: '2026-04-29' };
    expect(boundOf('bondRefund', facts, '2026-04-30')).toMatchObject({
      dueDate: '2026-05-06',
      anchor: { what: 'contract', at: '2026-04-29' },
      citation: { zh: '招标投标法实施条例 第五十七条' },
      status: 'open',
    });
    expect(boundOf('bondRefund', { ...facts, bondsRefundedOn: '2026-05-06' }, '2026-05-07')?.status).toBe(
      'met',
    );
  });

  it('政府采购法实施条例 第三十三条, 87号令 第三十八条: 5 working days, to the 调休 Saturday after 劳动节', () => {
    const facts = { ...procurement, contractSignedOn: '2026-04-29' };
    expect(dueOf('bondRefund', facts, '2026-04-30')).toEqual({
      dueDate: '2026-05-09',
      citation: '政府采购法实施条例 第三十三条；政府采购货物和服务招标投标管理办法 第三十八条',
      status: 'open',
    });
  });
});

describe('provisionalYearsOf', () => {
  it('gathers the provisional years of every bound, once each, in order', () => {
    const facts: ComplianceFacts = {
      ...procurement,
      resultAnnouncementAt: at('2027-12-20'),
      contractSignedOn: '2027-12-30',
      objections: [{ subject: 'tenderDocuments', receivedAt: at('2026-12-29'), handled: false }],
    };
    expect(provisionalYearsOf(statutoryBounds(facts, calendar, noonOf('2026-12-29')))).toEqual([2027, 2028]);
  });
});
