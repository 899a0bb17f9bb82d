import { describe, expect, it } from 'vitest';
import { ValidationError } from '../shared/errors';
import type { YearCalendar } from './holiday-calendar';
import { CHINA_HOLIDAY_CALENDARS } from './holiday-calendars';
import { noticeHeaderOf, parseHolidayNotice } from './holiday-notice-import';

/** The notices as published, in their own wording: the shipped data must be what they say. */
const NOTICE_2024 = `国务院办公厅关于2024年部分节假日安排的通知
国办发明电〔2023〕7号
各省、自治区、直辖市人民政府，国务院各部委、各直属机构：
经国务院批准，现将2024年元旦、春节、清明节、劳动节、端午节、中秋节和国庆节放假调休日期的具体安排通知如下。
一、元旦：1月1日放假，与周末连休。
二、春节：2月10日至17日放假调休，共8天。2月4日（星期日）、2月18日（星期日）上班。鼓励各单位结合带薪年休假等制度落实，安排职工在除夕（2月9日）休息。
三、清明节：4月4日至6日放假调休，共3天。4月7日（星期日）上班。
四、劳动节：5月1日至5日放假调休，共5天。4月28日（星期日）、5月11日（星期六）上班。
五、端午节：6月10日放假，与周末连休。
六、中秋节：9月15日至17日放假调休，共3天。9月14日（星期六）上班。
七、国庆节：10月1日至7日放假调休，共7天。9月29日（星期日）、10月12日（星期六）上班。
节假日期间，各地区、各部门要妥善安排好值班和安全、保卫、疫情防控等工作，遇有重大突发事件，要按规定及时报告并妥善处置，确保人民群众祥和平安度过节日假期。
国务院办公厅
2023年10月25日`;

const NOTICE_2025 = `国务院办公厅关于2025年部分节假日安排的通知
国办发明电〔2024〕12号
各省、自治区、直辖市人民政府，国务院各部委、各直属机构：
　　经党中央、国务院批准，根据2024年11月修订的《全国年节及纪念日放假办法》，自2025年1月1日起，全体公民放假的假日增加2天，其中春节、劳动节各增加1天。据此对放假调休原则作进一步优化完善，除个别特殊情形外，春节自农历除夕起放假调休8天，国庆节自10月1日起放假调休7天，劳动节放假调休5天，元旦、清明节、端午节、中秋节分别放假调休或连休3天（如逢周三则只在当日放假），国庆节放假如逢中秋节则合并放假8天。
　　按照上述原则，现将2025年元旦、春节、清明节、劳动节、端午节、中秋节和国庆节放假调休日期的具体安排通知如下。
　　一、元旦：1月1日（周三）放假1天，不调休。
　　二、春节：1月28日（农历除夕、周二）至2月4日（农历正月初七、周二）放假调休，共8天。1月26日（周日）、2月8日（周六）上班。
　　三、清明节：4月4日（周五）至6日（周日）放假，共3天。
　　四、劳动节：5月1日（周四）至5日（周一）放假调休，共5天。4月27日（周日）上班。
　　五、端午节：5月31日（周六）至6月2日（周一）放假，共3天。
　　六、国庆节、中秋节：10月1日（周三）至8日（周三）放假调休，共8天。9月28日（周日）、10月11日（周六）上班。
　　节假日期间，各地区、各部门要妥善安排好值班和安全、保卫、疫情防控等工作，遇有重大突发事件，要按规定及时报告并妥善处置，确保人民群众祥和平安度过节日假期。
国务院办公厅
2024年11月12日`;

const NOTICE_2026 = `国务院办公厅关于2026年部分节假日安排的通知
各省、自治区、直辖市人民政府，国务院各部委、各直属机构：
　　经国务院批准，现将2026年元旦、春节、清明节、劳动节、端午节、中秋节和国庆节放假调休日期的具体安排通知如下。
　　一、元旦：1月1日（周四）至3日（周六）放假调休，共3天。1月4日（周日）上班。
　　二、春节：2月15日（农历腊月二十八、周日）至23日（农历正月初七、周一）放假调休，共9天。2月14日（周六）、2月28日（周六）上班。
　　三、清明节：4月4日（周六）至6日（周一）放假，共3天。
　　四、劳动节：5月1日（周五）至5日（周二）放假调休，共5天。5月9日（周六）上班。
　　五、端午节：6月19日（周五）至21日（周日）放假，共3天。
　　六、中秋节：9月25日（周五）至27日（周日）放假，共3天。
　　七、国庆节：10月1日（周四）至7日（周三）放假调休，共7天。9月20日（周日）、10月10日（周六）上班。
　　鼓励单位和个人结合落实带薪年休假等制度，实际形成较长假期，推动错峰出行。节假日期间，各地区、各部门要妥善安排好值班和安全、保卫、疫情防控等工作，遇有重大突发事件，要按规定及时报告并妥善处置，确保人民群众祥和平安度过节日假期。
国务院办公厅
2025年11月4日`;

function shipped(year: number): YearCalendar {
  return CHINA_HOLIDAY_CALENDARS.find((calendar) => calendar.year === year)!;
}

const notice = { title: '国务院办公厅关于2030年部分节假日安排的通知', publishedOn: '2029-11-01' };

function problemOf(text: string, year = 2030): string {
  try {
    parseHolidayNotice(text, year, notice);
  } catch (error) {
    expect(error).toBeInstanceOf(ValidationError);
    return (error as ValidationError).message;
  }
  throw new Error('the notice was read');
}

describe('parseHolidayNotice: a year’s calendar from its notice’s text', () => {
  it.each([
    [2024, NOTICE_2024],
    [2025, NOTICE_2025],
    [2026, NOTICE_2026],
  ])('reads the notice of %i as the shipped calendar', (year, text) => {
    expect(parseHolidayNotice(text, year, shipped(year).notice)).toEqual(shipped(year));
  });

  it('reads a text pasted with ASCII punctuation, full-width digits and stray spaces', () => {
    const pasted = NOTICE_2026.replace(/（/g, '(')
      .replace(/）/g, ')')
      .replace(/，/g, ', ')
      .replace(/：/g, ':')
      .replace('2月15日', '２月１５日 ');
    expect(parseHolidayNotice(pasted, 2026, shipped(2026).notice)).toEqual(shipped(2026));
  });

  it('reads a range across a month and one across New Year, and a 调休 day of the year before', () => {
    const calendar = parseHolidayNotice(
      [
        '一、元旦：12月30日至1月1日放假调休，共3天。12月29日（星期六）上班。',
        '七、国庆节：9月29日（周日）至10月6日（周日）放假调休，共8天。',
      ].join('\n'),
      2019,
      notice,
    );
    expect(calendar.holidays).toEqual([
      { name: '元旦', from: '2018-12-30', to: '2019-01-01' },
      { name: '国庆节', from: '2019-09-29', to: '2019-10-06' },
    ]);
    expect(calendar.workdays).toEqual(['2018-12-29']);
    const written = parseHolidayNotice(
      '一、元旦：2018年12月30日至2019年1月1日放假调休，共3天。2018年12月29日（星期六）上班。',
      2019,
      notice,
    );
    expect(written.holidays).toEqual([calendar.holidays[0]]);
    expect(written.workdays).toEqual(['2018-12-29']);
  });

  it('joins a Friday 与周末连休 to the weekend after it, and a day taken alone stays alone', () => {
    const calendar = parseHolidayNotice(
      '五、端午节：6月5日（周三）放假，共1天。\n六、中秋节：9月13日（周五）放假，与周末连休。',
      2030,
      notice,
    );
    expect(calendar.holidays).toEqual([
      { name: '端午节', from: '2030-06-05', to: '2030-06-05' },
      { name: '中秋节', from: '2030-09-13', to: '2030-09-15' },
    ]);
  });

  it.each([
    [
      'a holiday it cannot read',
      '一、元旦：元月一日放假。',
      'line 1: could not read when the holiday starts',
    ],
    ['a range without its end', '一、元旦：1月1日至放假。', 'line 1: could not read when the holiday ends'],
    ['a holiday said otherwise', '一、元旦：1月1日休息。', 'line 1: could not read the holiday'],
    [
      'a 调休 sentence it cannot read',
      '一、元旦：1月1日放假，共1天。1月5日照常上班。',
      'line 1: could not read the sentence',
    ],
    [
      'a sentence of anything else',
      '一、元旦：1月1日放假，共1天。另行通知。',
      'line 1: could not read the sentence',
    ],
    [
      'a weekday that is not the date’s',
      '一、元旦：1月1日（周三）放假，共1天。',
      'is said to be 周三, but 2030-01-01 is a 周二',
    ],
    [
      'a count that does not add up',
      '一、元旦：1月1日至3日放假调休，共2天。',
      'it says 2 days, but 2030-01-01 to 2030-01-03 is 3',
    ],
    ['a day that does not exist', '二、春节：2月30日放假，共1天。', '2月30日 is no day of 2030'],
    [
      '与周末连休 on a Wednesday',
      '一、元旦：1月2日放假，与周末连休。',
      '与周末连休, but 2030-01-02 to 2030-01-02 touches no weekend',
    ],
    [
      'a range that ends before it starts',
      '一、元旦：1月3日至1日放假调休，共3天。',
      'ends (2030-01-01) before it starts',
    ],
  ])('refuses %s, naming the line', (_, line, problem) => {
    expect(problemOf(line)).toContain(problem);
  });

  it('names the line the calendar’s own checks refuse', () => {
    expect(
      problemOf(
        '标题\n一、元旦：1月1日（周二）放假，共1天。\n二、春节：2月4日（周一）放假，共1天。2月4日（周一）上班。',
      ),
    ).toBe('line 3: 2030-02-04 is a weekday: only a Saturday or a Sunday is moved to work (调休)');
    expect(problemOf('一、元旦：1月1日放假，共1天。\n二、春节：1月1日放假，共1天。')).toBe(
      'line 2: 2030-01-01 is already a day of 元旦',
    );
  });

  it('reads 星期天 as 周日, and names the field when the notice given with the text is wrong', () => {
    expect(
      parseHolidayNotice('一、元旦：1月1日放假，共1天。1月6日（星期天）上班。', 2030, notice).workdays,
    ).toEqual(['2030-01-06']);
    expect(() =>
      parseHolidayNotice('一、元旦：1月1日放假，共1天。', 2030, { ...notice, publishedOn: '2029-11' }),
    ).toThrow('notice.publishedOn: is not valid');
  });

  it('refuses a text of another year, or with no holiday line', () => {
    expect(problemOf(NOTICE_2026, 2027)).toBe('year: the notice is about 2026, not 2027');
    expect(problemOf('国务院办公厅\n2029年11月1日')).toBe(
      'text: holds no holiday line (such as 一、元旦：1月1日放假…)',
    );
  });
});

describe('noticeHeaderOf: what a notice says of itself, for the import to cite', () => {
  it('reads the title, the document number and the date under the signature', () => {
    expect(noticeHeaderOf(NOTICE_2025)).toEqual({
      year: 2025,
      title: '国务院办公厅关于2025年部分节假日安排的通知',
      number: '国办发明电〔2024〕12号',
      publishedOn: '2024-11-12',
    });
    // The 2026 text as copied carries no number: none is made up.
    expect(noticeHeaderOf(NOTICE_2026)).toEqual({
      year: 2026,
      title: '国务院办公厅关于2026年部分节假日安排的通知',
      publishedOn: '2025-11-04',
    });
  });

  it('leaves out what the text does not say, and a signature date that does not exist', () => {
    expect(noticeHeaderOf('一、元旦：1月1日放假，共1天。\n国务院办公厅\n2029年2月30日')).toEqual({});
  });
});
