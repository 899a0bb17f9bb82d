import type { Label } from '../shared/labels';

/** The laws the bounds cite, named as the agencies name them. */
export const STATUTES = {
  tenderingLaw: { zh: '招标投标法', en: 'Tendering Law' },
  tenderingRegulations: { zh: '招标投标法实施条例', en: 'Tendering Law Implementing Regulations' },
  procurementLaw: { zh: '政府采购法', en: 'Government Procurement Law' },
  procurementRegulations: {
    zh: '政府采购法实施条例',
    en: 'Government Procurement Law Implementing Regulations',
  },
  // 财政部令第87号
  procurementTenderingMeasures: {
    zh: '政府采购货物和服务招标投标管理办法',
    en: 'Measures for Tendering in Government Procurement of Goods and Services',
  },
  // 财库〔2014〕214号
  consultationMeasures: {
    zh: '政府采购竞争性磋商采购方式管理暂行办法',
    en: 'Interim Measures for Competitive Consultation in Government Procurement',
  },
  // 财政部令第74号
  nonTenderingMeasures: {
    zh: '政府采购非招标采购方式管理办法',
    en: 'Measures for Non-Tendering Methods of Government Procurement',
  },
  civilCode: { zh: '民法典', en: 'Civil Code' },
  // 七部委30号令 (as amended 2013)
  worksTenderingMeasures: {
    zh: '工程建设项目施工招标投标办法',
    en: 'Measures for Tendering of Construction Works of Engineering Projects',
  },
  // 七部委27号令 (as amended 2013)
  goodsTenderingMeasures: {
    zh: '工程建设项目货物招标投标办法',
    en: 'Measures for Tendering of Goods of Engineering Projects',
  },
  // 八部委2号令 (as amended 2013)
  surveyDesignTenderingMeasures: {
    zh: '工程建设项目勘察设计招标投标办法',
    en: 'Measures for Tendering of Survey and Design of Engineering Projects',
  },
  // 计价格〔2002〕1980号
  agencyFeeMeasures: {
    zh: '招标代理服务收费管理暂行办法',
    en: 'Interim Measures for Tendering Agency Service Fees',
  },
} as const satisfies Record<string, Label>;

const DIGITS = '〇一二三四五六七八九';

/** An article number as Chinese law writes it: 24 → 二十四, 10 → 十, 201 → 二百零一. */
function chineseNumber(n: number): string {
  const hundreds = Math.floor(n / 100);
  const tens = Math.floor((n % 100) / 10);
  const ones = n % 10;
  let text = hundreds ? `${DIGITS[hundreds]}百` : '';
  if (tens) text += tens === 1 && !hundreds ? '十' : `${DIGITS[tens]}十`;
  else if (hundreds && ones) text += '零';
  if (ones) text += DIGITS[ones];
  return text;
}

/** A citation of articles of one law: { zh: '招标投标法 第二十四条', en: 'Tendering Law, art. 24' }. */
export function cite(law: Label, ...articles: readonly number[]): Label {
  return {
    zh: `${law.zh} ${articles.map((n) => `第${chineseNumber(n)}条`).join('、')}`,
    en: `${law.en}, ${articles.length > 1 ? 'arts.' : 'art.'} ${articles.join(', ')}`,
  };
}

/** Citations of several laws, in order. */
export function citeAll(...citations: readonly Label[]): Label {
  return {
    zh: citations.map((c) => c.zh).join('；'),
    en: citations.map((c) => c.en).join('; '),
  };
}

/** How periods are counted (民法典 第二百零一条, 第二百零三条): shown beside any list of bounds. */
export const PERIOD_COUNTING_CITATION: Label = cite(STATUTES.civilCode, 201, 203);
