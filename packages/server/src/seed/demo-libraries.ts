import {
  businessDateOf,
  creditCodeCheckCharacter,
  INDUSTRY_SECTIONS,
  type LibraryKind,
} from '@tender/domain';
import type { Insertable } from 'kysely';
import type { LibraryEntriesTable } from '../db/schema';
import { DEMO_PROJECT_AREAS, DEMO_PURCHASER_UNITS } from './demo-project-row';
import { DEMO_SUPPLIERS } from './demo-records';
import type { Random } from './random';

/** How many entries each demo library holds (issue: libraries — enough to chart and to page). */
export const DEMO_LIBRARY_SIZES: Readonly<Record<LibraryKind, number>> = {
  bidder: 200,
  agency: 20,
  purchaser: 40,
};

const CITIES = [
  ['浙江省', '330100', '杭州'],
  ['浙江省', '330200', '宁波'],
  ['浙江省', '330300', '温州'],
  ['浙江省', '330600', '绍兴'],
  ['上海市', '310100', '上海'],
  ['江苏省', '320100', '南京'],
  ['江苏省', '320500', '苏州'],
  ['安徽省', '340100', '合肥'],
  ['福建省', '350100', '福州'],
  ['广东省', '440300', '深圳'],
] as const;
/** The administrative divisions of the demo project areas' cities (GB/T 2260). */
const ZHEJIANG_DIVISIONS = ['330100', '330200', '330300', '330600', '330500', '330400', '330700', '331000'];
const TRADE_WORDS = [
  '恒信',
  '明远',
  '华瑞',
  '东方',
  '清源',
  '博达',
  '中天',
  '皖通',
  '宏图',
  '鼎盛',
  '启航',
  '瑞丰',
  '正泰',
  '天成',
  '嘉禾',
  '远望',
  '汇通',
  '金石',
  '万众',
  '诚达',
];
const BUSINESSES: readonly (readonly [section: string, suffix: string])[] = [
  ['E', '建设工程有限公司'],
  ['I', '信息技术有限公司'],
  ['C', '医疗器械有限公司'],
  ['C', '家具制造有限公司'],
  ['N', '环保工程有限公司'],
  ['F', '办公用品有限公司'],
  ['M', '工程咨询有限公司'],
  ['L', '物业服务有限公司'],
];
const CERTIFICATES = [
  '建筑业企业资质证书',
  '安全生产许可证',
  'ISO 9001 质量管理体系认证',
  '医疗器械经营许可证',
  '信息系统集成资质',
];
const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴'];

/** A valid credit code of an enterprise (91) in a city, whose organisation code spells `serial`. */
function creditCode(division: string, serial: number): string {
  const body = `91${division}${String(serial).padStart(9, '0')}`;
  return `${body}${creditCodeCheckCharacter(body)}`;
}

function contactsOf(random: Random, company: string) {
  const name = `${random.pick(SURNAMES)}${random.pick(['工', '经理', '女士', '先生'])}`;
  return [
    {
      name,
      phone: `13${random.int(100000000, 999999999)}`,
      email: `contact${random.int(100, 999)}@${company}.example`,
    },
  ];
}

const isoDay = (base: string, days: number) => {
  const date = new Date(`${base}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
};

/**
 * The demo libraries of a tenant: the bidders of the demo records first (so their history shows), then
 * generated ones, with certificates lapsing around the day the seed runs — some expired, some within the
 * 30-day warning — and one blacklisted bidder; agencies, the tenant's own companies first (`companies`,
 * head office then branch: the staff who register the demo projects work there, so the agency analysis
 * has projects to show), and purchasers, named as the demo projects' purchaser units are. Deterministic
 * for a seed and a day.
 */
export function buildDemoLibraries(
  tenantId: number,
  random: Random,
  now: Date,
  companies: readonly string[] = [],
): Insertable<LibraryEntriesTable>[] {
  const today = businessDateOf(now);
  const rows: Insertable<LibraryEntriesTable>[] = [];
  const add = (
    kind: LibraryKind,
    name: string,
    division: string,
    area: string,
    extra: Partial<Insertable<LibraryEntriesTable>> = {},
  ) => {
    const serial = tenantId * 100_000 + rows.length + 1;
    const code = creditCode(division, serial);
    const contacts = contactsOf(random, `c${serial}`);
    rows.push({
      tenantId,
      kind,
      name,
      creditCode: code,
      contacts: JSON.stringify(contacts),
      address: `${area}${random.pick(['人民路', '解放路', '中山路', '建设路'])} ${random.int(1, 300)} 号`,
      area,
      certificates: '[]',
      blacklistings: '[]',
      searchText: [name, code, ...contacts.map((c) => c.name)].join(' ').toLowerCase(),
      creationTime: new Date(now.getTime() - random.int(30, 700) * 86_400_000),
      ...extra,
    });
  };
  for (let k = 0; k < DEMO_LIBRARY_SIZES.bidder; k += 1) {
    const [area, division, city] = CITIES[k % CITIES.length]!;
    const [section, suffix] = BUSINESSES[k % BUSINESSES.length]!;
    const name =
      DEMO_SUPPLIERS[k] ??
      `${city}${TRADE_WORDS[k % TRADE_WORDS.length]}${k >= TRADE_WORDS.length ? Math.floor(k / TRADE_WORDS.length) : ''}${suffix}`;
    // Every 9th bidder has a lapsed certificate, every 7th one lapsing within the warning window.
    const lapse = k % 9 === 4 ? -random.int(1, 200) : k % 7 === 3 ? random.int(0, 29) : random.int(60, 1000);
    const certificates = [
      {
        type: CERTIFICATES[k % CERTIFICATES.length]!,
        number: `ZS${division}${k + 1000}`,
        expiresOn: isoDay(today, lapse),
      },
    ];
    const blacklistings =
      k === 11
        ? [{ reason: '串通投标，经监管部门认定', from: isoDay(today, -60), until: isoDay(today, 305) }]
        : [];
    add('bidder', name, division, area, {
      legalRepresentative: `${random.pick(SURNAMES)}${random.pick(['建国', '志强', '海燕', '丽华', '明'])}`,
      industry: INDUSTRY_SECTIONS.find((s) => s.code === section)!.name,
      bankAccount: JSON.stringify({
        bankName: `${random.pick(['工商银行', '建设银行', '农业银行'])}${city}分行`,
        accountName: name,
        accountNumber: String(6222_0000_0000_0000 + random.int(1, 99_999_999)),
      }),
      certificates: JSON.stringify(certificates),
      blacklistings: JSON.stringify(blacklistings),
      firstCertificateExpiry: certificates[0]!.expiresOn,
    });
  }
  for (let k = 0; k < DEMO_LIBRARY_SIZES.agency; k += 1) {
    const [area, division, city] = CITIES[k % CITIES.length]!;
    const name = companies[k] ?? `${city}${TRADE_WORDS[(k + 5) % TRADE_WORDS.length]}招标代理有限公司`;
    add('agency', name, division, area);
  }
  // The purchaser units the demo projects name, then the areas' finance bureaus.
  const purchasers = [...DEMO_PURCHASER_UNITS, '财政局'].flatMap((unit) =>
    DEMO_PROJECT_AREAS.map((area) => `${area}${unit}`),
  );
  for (const [k, name] of purchasers.slice(0, DEMO_LIBRARY_SIZES.purchaser).entries()) {
    add('purchaser', name, ZHEJIANG_DIVISIONS[k % ZHEJIANG_DIVISIONS.length]!, '浙江省');
  }
  return rows;
}
