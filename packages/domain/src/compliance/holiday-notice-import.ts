import { addCalendarDays } from '../shared/business-day';
import { type FieldError, fieldErrorsOf, ValidationError } from '../shared/errors';
import {
  type HolidayNotice,
  isCalendarDate,
  type YearCalendar,
  yearCalendarSchema,
} from './holiday-calendar';

/**
 * Reading a year's calendar from the text of its notice (国务院办公厅关于YYYY年部分节假日安排的通知), so
 * next year's is imported as published, not typed in again. The notice gives one numbered line a
 * holiday, in a wording kept for years:
 *
 *   二、春节：2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共9天。2月14日（周六）、2月28日（周六）上班。
 *   一、元旦：1月1日（周三）放假1天，不调休。
 *   一、元旦：1月1日放假，与周末连休。   (before 2025: the Monday or Friday joined to its weekend)
 *
 * Everything else (the preamble, the closing paragraphs, the signature) is passed over. What a line
 * says is checked against itself: the weekday in brackets against the date, 共N天 against the days.
 * Anything a holiday line says that is not read is refused, naming the line, rather than guessed.
 */

/** A numbered item: 一、 to 十、, the holiday's name, a colon. */
const ITEM = /^[一二三四五六七八九十]+、([^：]+)：(.+)$/;
/** A date as the notice writes it, the year and the month left out when they go without saying. */
const DATE_AT = /(?:(\d{4})年)?(?:(\d{1,2})月)?(\d{1,2})日(?:（([^）]*)）)?/y;
const DAYS_OFF = /^放假(?:调休)?(?:(\d+)天)?(?:，(?:共(\d+)天|(不调休)|(与周末连休)))?$/;
const WEEKDAY_NOTE = /(?:周|星期)([日天一二三四五六])/;
const WEEKDAY_NAMES = '日一二三四五六';
/** Which year the text says it is about, in its title or its opening sentence. */
const YEAR_NAMED = /关于(\d{4})年部分节假日安排|现将(\d{4})年/g;

interface WrittenDate {
  readonly year?: number;
  readonly month?: number;
  readonly day: number;
  /** What the brackets after it say: 周日, 农历除夕、周二 … */
  readonly note?: string;
}

/** A line that could not be read, and why. */
class UnreadLine extends Error {}

/**
 * The calendar of `year` as its notice's text sets it, checked by yearCalendarSchema. A ValidationError
 * naming the line (`line 3: …`) when a holiday line says something it cannot read or that does not add up.
 */
export function parseHolidayNotice(text: string, year: number, notice: HolidayNotice): YearCalendar {
  for (const named of text.matchAll(YEAR_NAMED)) {
    const said = Number(named[1] ?? named[2]);
    if (said !== year) {
      throw new ValidationError([{ field: 'year', message: `the notice is about ${said}, not ${year}` }]);
    }
  }
  const holidays: YearCalendar['holidays'] = [];
  const holidayLines: number[] = [];
  const workdays: { date: string; line: number }[] = [];
  const lines = text.split(/\r?\n/);
  lines.forEach((raw, index) => {
    const line = normalised(raw);
    const item = ITEM.exec(line);
    if (!item) return;
    try {
      const [first = '', ...rest] = item[2]!.split('。').filter((sentence) => sentence !== '');
      const holiday = { name: item[1]!, ...daysOff(first, year) };
      holidays.push(holiday);
      holidayLines.push(index + 1);
      for (const sentence of rest) {
        // 鼓励…休息 (2024's 除夕) encourages leave; it gives no day off.
        if (sentence.startsWith('鼓励')) continue;
        for (const date of daysWorked(sentence, year, holiday)) workdays.push({ date, line: index + 1 });
      }
    } catch (error) {
      if (!(error instanceof UnreadLine)) throw error;
      throw new ValidationError([{ field: `line ${index + 1}`, message: `${error.message}: ${raw.trim()}` }]);
    }
  });
  if (holidays.length === 0) {
    throw new ValidationError([
      { field: 'text', message: 'holds no holiday line (such as 一、元旦：1月1日放假…)' },
    ]);
  }
  workdays.sort((a, b) => (a.date < b.date ? -1 : a.date > b.date ? 1 : 0));
  const calendar = { year, notice, holidays, workdays: workdays.map((workday) => workday.date) };
  const checked = yearCalendarSchema.safeParse(calendar);
  if (checked.success) return checked.data;
  // Name the line an issue comes from where it has one.
  const lineOf = (path: readonly PropertyKey[]): number | undefined =>
    path[0] === 'holidays'
      ? holidayLines[Number(path[1])]
      : path[0] === 'workdays'
        ? workdays[Number(path[1])]?.line
        : undefined;
  const errors: FieldError[] = fieldErrorsOf(checked.error.issues).map((error, index) => {
    const line = lineOf(checked.error.issues[index]!.path);
    return line === undefined ? error : { field: `line ${line}`, message: error.message };
  });
  throw new ValidationError(errors);
}

/** One line as the notice means it: full-width digits and ASCII punctuation as the notice's own, no spaces. */
function normalised(line: string): string {
  return line
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/\(/g, '（')
    .replace(/\)/g, '）')
    .replace(/,/g, '，')
    .replace(/:/g, '：')
    .replace(/\s+/g, '');
}

/** The holiday's first sentence: its days off, from one date or from one to another. */
function daysOff(sentence: string, year: number): { from: string; to: string } {
  const start = dateAt(sentence, 0);
  if (!start || start.date.month === undefined)
    throw new UnreadLine('could not read when the holiday starts');
  let end = start;
  if (sentence.startsWith('至', start.end)) {
    const found = dateAt(sentence, start.end + 1);
    if (!found) throw new UnreadLine('could not read when the holiday ends');
    end = found;
  }
  const rest = DAYS_OFF.exec(sentence.slice(end.end));
  if (!rest) throw new UnreadLine('could not read the holiday (…放假调休，共N天 / …放假1天，不调休)');
  const startMonth = start.date.month;
  const endMonth = end.date.month ?? startMonth;
  // 12月30日至1月1日: a 元旦 that starts in the year before.
  const crossesNewYear = endMonth < startMonth;
  const startYear = start.date.year ?? (crossesNewYear && end.date.year === undefined ? year - 1 : year);
  const endYear = end.date.year ?? (crossesNewYear ? startYear + 1 : startYear);
  let from = dateOf(startYear, startMonth, start.date);
  let to = dateOf(endYear, endMonth, end.date);
  if (to < from) throw new UnreadLine(`the holiday ends (${to}) before it starts (${from})`);
  const [, stated, total, , joined] = rest;
  const days = daysFrom(from, to);
  const count = Number(total ?? stated ?? days);
  if (count !== days) throw new UnreadLine(`it says ${count} days, but ${from} to ${to} is ${days}`);
  if (joined) {
    // 与周末连休: the day off is taken with the weekend it touches.
    const first = weekdayOf(from);
    const last = weekdayOf(to);
    if (first !== 1 && last !== 5) {
      throw new UnreadLine(`与周末连休, but ${from} to ${to} touches no weekend`);
    }
    if (first === 1) from = addCalendarDays(from, -2);
    if (last === 5) to = addCalendarDays(to, 2);
  }
  return { from, to };
}

/** A sentence of weekend days worked for the holiday: 2月14日（周六）、2月28日（周六）上班. */
function daysWorked(sentence: string, year: number, holiday: { from: string; to: string }): string[] {
  const dates: string[] = [];
  let at = 0;
  let month: number | undefined;
  for (;;) {
    const found = dateAt(sentence, at);
    month = found?.date.month ?? month;
    if (!found || month === undefined) throw new UnreadLine(`could not read the sentence "${sentence}"`);
    dates.push(workdayOf(found.date, month, year, holiday));
    at = found.end;
    if (sentence.startsWith('、', at)) {
      at += 1;
      continue;
    }
    if (sentence.slice(at) !== '上班') throw new UnreadLine(`could not read the sentence "${sentence}"`);
    return dates;
  }
}

/**
 * A 调休 day's year when the notice does not write it: the one that puts the day nearest its holiday
 * (a 12月29日 worked for a 元旦 starting 12月30日 is in the year before).
 */
function workdayOf(written: WrittenDate, month: number, year: number, holiday: { from: string; to: string }) {
  if (written.year !== undefined) return dateOf(written.year, month, written);
  const distance = (date: string) =>
    date < holiday.from ? daysFrom(date, holiday.from) : date > holiday.to ? daysFrom(holiday.to, date) : 0;
  const candidates = [year - 1, year, year + 1]
    .map((candidate) => `${candidate}-${pad(month)}-${pad(written.day)}`)
    .filter(isCalendarDate)
    .sort((a, b) => distance(a) - distance(b));
  return dateOf(Number(candidates[0]?.slice(0, 4) ?? year), month, written);
}

function dateAt(sentence: string, at: number): { date: WrittenDate; end: number } | undefined {
  DATE_AT.lastIndex = at;
  const match = DATE_AT.exec(sentence);
  if (!match) return undefined;
  const [, year, month, day, note] = match;
  return {
    date: {
      ...(year === undefined ? {} : { year: Number(year) }),
      ...(month === undefined ? {} : { month: Number(month) }),
      day: Number(day),
      ...(note === undefined ? {} : { note }),
    },
    end: DATE_AT.lastIndex,
  };
}

/** The `YYYY-MM-DD` of a written date, checked to exist and to fall on the weekday its brackets name. */
function dateOf(year: number, month: number, written: WrittenDate): string {
  const date = `${year}-${pad(month)}-${pad(written.day)}`;
  if (!isCalendarDate(date)) throw new UnreadLine(`${month}月${written.day}日 is no day of ${year}`);
  const named = written.note && WEEKDAY_NOTE.exec(written.note)?.[1];
  if (named) {
    const actual = WEEKDAY_NAMES[weekdayOf(date)]!;
    if (WEEKDAY_NAMES.indexOf(named === '天' ? '日' : named) !== weekdayOf(date)) {
      throw new UnreadLine(
        `${month}月${written.day}日 is said to be 周${named}, but ${date} is a 周${actual}`,
      );
    }
  }
  return date;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

/** 0 for Sunday to 6 for Saturday. */
function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** Days from `from` to `to`, both included. */
function daysFrom(from: string, to: string): number {
  return (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000 + 1;
}

/** What a notice says of itself: the year it arranges, its title, its document number, the day it is dated. */
export interface NoticeHeader {
  readonly year?: number;
  readonly title?: string;
  readonly number?: string;
  readonly publishedOn?: string;
}

const TITLE = /国务院办公厅关于(\d{4})年部分节假日安排的通知/;
const DOCUMENT_NUMBER = /国办发(?:明电)?〔\d{4}〕\d+号/;
/** The date it is signed on, on a line of its own at the end: 2025年11月4日. */
const SIGNED_ON = /^(\d{4})年(\d{1,2})月(\d{1,2})日$/;

/**
 * The notice's own account of itself, read from its text (the title, the number under it, the date under
 * the signature), for the import to cite; whatever it does not say is left out, for the importer to give.
 */
export function noticeHeaderOf(text: string): NoticeHeader {
  const lines = text.split(/\r?\n/).map(normalised);
  const title = lines.map((line) => TITLE.exec(line)).find((match) => match);
  const number = lines.map((line) => DOCUMENT_NUMBER.exec(line)).find((match) => match);
  const signed = lines
    .map((line) => SIGNED_ON.exec(line))
    .filter((match) => match)
    .at(-1);
  const publishedOn = signed ? `${signed[1]}-${pad(Number(signed[2]))}-${pad(Number(signed[3]))}` : undefined;
  return {
    ...(title ? { year: Number(title[1]), title: title[0] } : {}),
    ...(number ? { number: number[0] } : {}),
    ...(publishedOn && isCalendarDate(publishedOn) ? { publishedOn } : {}),
  };
}
