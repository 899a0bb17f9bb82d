import {
  CHINA_WORKING_CALENDAR,
  type ProjectDeadlines,
  provisionalYearsOf,
  type StatutoryBound,
  statutoryBounds,
} from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { coloursFor } from '../output/colours';
import { renderHuman } from '../output/render-human';
import { renderPlain } from '../output/render-plain';
import { countdownText, deadlinesView, dueText, provisionalWarning, statusWord } from './deadlines-view';

const plain = coloursFor({ isTTY: false, env: {}, colorFlag: true });
const coloured = coloursFor({ isTTY: true, env: {}, colorFlag: true });

/** An instant in the agencies' day (UTC+8). */
const at = (date: string, time = '10:00') => `${date}T${time}:00+08:00`;

/**
 * A tender laid out by the domain at noon on 2026-11-27: the documents out on 11-02 and a deadline on
 * 11-20 (18 days: 招标投标法 第二十四条 asks 20, so broken), a correction on 11-10 after its cut-off (broken),
 * an unanswered objection of 11-23 (its three days gone: missed), another of 11-26 (its third day a Sunday,
 * so open until Monday 11-30, 民法典 第二百零三条).
 */
function aReport(now = new Date(at('2026-11-27', '12:00'))): ProjectDeadlines {
  const bounds = statutoryBounds(
    {
      biddingMethod: '公开招标',
      regime: 'tendering',
      documentsIssuedAt: at('2026-11-02'),
      bidDeadline: at('2026-11-20', '09:30'),
      corrections: [at('2026-11-10')],
      objections: [
        { subject: 'tenderDocuments', receivedAt: at('2026-11-23'), handled: false },
        { subject: 'tenderDocuments', receivedAt: at('2026-11-26'), handled: false },
      ],
    },
    CHINA_WORKING_CALENDAR,
    now,
  );
  return {
    projectId: 1002,
    regime: 'tendering',
    now: now.toISOString(),
    bounds,
    provisionalYears: provisionalYearsOf(bounds),
  };
}

const bound = (fields: Partial<StatutoryBound>) => fields as StatutoryBound;

describe('the deadlines of a project, for people', () => {
  it('names each status in the CLI’s language', () => {
    expect((['waiting', 'open', 'met', 'missed', 'broken'] as const).map((s) => statusWord(s, 'en'))).toEqual(
      ['waiting', 'open', 'met', 'missed', 'broken'],
    );
    expect(statusWord('missed', 'zh-CN')).toBe('已逾期');
    expect(statusWord('broken', 'zh-CN')).toBe('已违反');
  });

  it('gives the limit with its direction: the last day allowed, or the first', () => {
    expect(dueText(bound({ direction: 'by', dueDate: '2026-11-30' }), 'en')).toBe('by 2026-11-30');
    expect(dueText(bound({ direction: 'notBefore', dueDate: '2026-11-22' }), 'en')).toBe(
      'not before 2026-11-22',
    );
    expect(dueText(bound({ direction: 'by', dueDate: '2026-11-30' }), 'zh-CN')).toBe('最迟 2026-11-30');
    expect(dueText(bound({ direction: 'notBefore', dueDate: '2026-11-22' }), 'zh-CN')).toBe(
      '不早于 2026-11-22',
    );
    expect(dueText(bound({ direction: 'by', dueDate: null }), 'en')).toBe('');
  });

  it('counts an open bound down from the server’s now: days and hours, then hours and minutes', () => {
    const open = (dueAt: string) => bound({ status: 'open', dueAt });
    const now = '2026-11-27T04:00:00.000Z';
    // To the end of 11-30 in UTC+8: 3 days 11 hours 59 minutes.
    expect(countdownText(open('2026-11-30T15:59:59.999Z'), now, 'en')).toBe('3d 11h');
    expect(countdownText(open('2026-11-30T15:59:59.999Z'), now, 'zh-CN')).toBe('3天11小时');
    expect(countdownText(open('2026-11-27T06:30:00.000Z'), now, 'en')).toBe('2h 30m');
    expect(countdownText(open('2026-11-27T06:30:00.000Z'), now, 'zh-CN')).toBe('2小时30分');
    // Only an open bound counts down; nor does one whose limit has come.
    expect(countdownText(bound({ status: 'missed', dueAt: '2026-11-30T15:59:59.999Z' }), now, 'en')).toBe('');
    expect(countdownText(bound({ status: 'waiting', dueAt: null }), now, 'en')).toBe('');
    expect(countdownText(open('2026-11-27T04:00:00.000Z'), now, 'en')).toBe('');
  });

  it('warns of the years counted without their holiday notice, in either language', () => {
    expect(provisionalWarning([], 'en')).toBeUndefined();
    expect(provisionalWarning([2027], 'en')).toBe(
      '2027: no official holiday calendar yet, counted by weekends only',
    );
    expect(provisionalWarning([2027, 2028], 'zh-CN')).toBe(
      '2027年、2028年：尚无官方节假日安排，仅按周末计算',
    );
  });

  it('a row a bound in a pipe: the failed ones flagged, description and article in English', () => {
    const report = aReport();
    const view = deadlinesView(report, 'en', plain);
    expect(view.json).toBe(report);
    const lines = renderPlain(view.blocks).split('\n');
    expect(lines).toHaveLength(report.bounds.length);
    const rows = lines.map((line) => line.split('\t'));
    expect(rows.every((row) => row.length === 6)).toBe(true);
    expect(rows.map((row) => [row[0], row[4]])).toEqual([
      ['!', 'broken'], // bidDeadlineEarliest
      ['', 'met'], // documentSaleWindow
      ['!', 'broken'], // clarificationCutoff
      ['', 'met'], // documentObjectionCutoff
      ['!', 'missed'], // objectionReply of 11-23
      ['', 'open'], // objectionReply of 11-26
      ['', 'waiting'], // candidatePublicityStart
      ['', 'waiting'], // candidatePublicity
      ['', 'waiting'], // contractSigning
      ['', 'waiting'], // filingReport
      ['', 'waiting'], // bondRefund
    ]);
    expect(rows[0]).toEqual([
      '!',
      'The bid deadline leaves the bidders the least time the law allows to prepare their bids',
      'Tendering Law, art. 24',
      'not before 2026-11-22',
      'broken',
      '',
    ]);
    expect(rows[5]?.slice(3)).toEqual(['by 2026-11-30', 'open', '3d 11h']);
  });

  it('names the bidder of each bond refund (招标投标法实施条例 第五十七条, one bound per bond of the ledger)', () => {
    const now = new Date(at('2026-12-08', '12:00'));
    const bounds = statutoryBounds(
      {
        biddingMethod: '公开招标',
        regime: 'tendering',
        contractSignedOn: '2026-12-01',
        bonds: [
          { subject: '包1 甲公司', winner: true, refundedOn: '2026-12-04' },
          { subject: '包1 乙公司', winner: false, refundedOn: null },
        ],
      },
      CHINA_WORKING_CALENDAR,
      now,
    );
    const report = {
      projectId: 1,
      regime: 'tendering' as const,
      now: now.toISOString(),
      bounds,
      provisionalYears: [],
    };
    const rows = renderPlain(deadlinesView(report, 'en', plain).blocks)
      .split('\n')
      .map((line) => line.split('\t'))
      .filter((row) => row[2] === 'Tendering Law Implementing Regulations, art. 57');
    expect(rows.map((row) => [row[1], row[4]])).toEqual([
      ['The bid bonds are refunded by this day (包1 甲公司)', 'met'],
      ['The bid bonds are refunded by this day (包1 乙公司)', 'missed'],
    ]);
  });

  it('in Chinese: the rules’ own wording and the articles as the law writes them', () => {
    const rows = renderPlain(deadlinesView(aReport(), 'zh-CN', plain).blocks)
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows[0]).toEqual([
      '!',
      '投标截止时间须给投标人留足法定的编制投标文件时间',
      '招标投标法 第二十四条',
      '不早于 2026-11-22',
      '已违反',
      '',
    ]);
    expect(rows[5]?.slice(3)).toEqual(['最迟 2026-11-30', '进行中', '3天11小时']);
  });

  it('draws a table on a terminal under the project, its law and the server time; failed rows in red', () => {
    const text = renderHuman(deadlinesView(aReport(), 'en', coloured).blocks, coloured);
    expect(text).toContain('Project 1002 · Tendering Law · server time 2026-11-27 12:00:00 (UTC+8)');
    expect(text).toMatch(/What.*Article.*Due.*Status.*Countdown/);
    expect(text).toContain('\u001b[31m!\u001b[39m');
    expect(text).toContain(coloured.bold(coloured.red('missed')));
    const zh = renderHuman(deadlinesView(aReport(), 'zh-CN', plain).blocks, plain);
    expect(zh).toContain('Project 1002 · 招标投标法 · server time 2026-11-27 12:00:00 (UTC+8)');
    // The long descriptions wrap within their column, losing no character.
    const [, firstRow = ''] = zh.split(/\n[├└][^\n]*/);
    const lines = firstRow.split('\n').filter((line) => line.includes('│'));
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.map((line) => line.split('│')[2]?.trim()).join('')).toBe(
      '投标截止时间须给投标人留足法定的编制投标文件时间',
    );
  });
});
