import type { Insertable } from 'kysely';
import type { ExpertsTable } from '../db/schema-evaluation';
import { DEMO_SUPPLIERS } from './demo-records';

/** The specialities of the demo expert library, as agencies' expert rosters name them. */
export const DEMO_EXPERT_SPECIALITIES = ['建筑工程', '工程造价', '信息技术', '医疗器械', '财务管理'] as const;

const SURNAMES = ['王', '李', '张', '刘', '陈', '杨', '赵', '黄', '周', '吴', '徐', '孙', '马', '朱', '胡'];
const GIVEN = [
  '建国',
  '海燕',
  '志强',
  '丽华',
  '文斌',
  '晓东',
  '秀英',
  '国平',
  '明辉',
  '春梅',
  '立新',
  '红霞',
];
const EMPLOYERS = [
  '浙江大学建筑设计研究院',
  '杭州市建设工程造价管理站',
  '浙江省人民医院',
  '宁波大学信息学院',
  '浙江财经大学',
  '温州市政工程设计院',
  '绍兴文理学院',
];

/**
 * The demo expert library of a tenant: five experts of each speciality, deterministic. Two of them work
 * for a demo bidder and one declared a tie to another, so a draw among a project's bidders shows
 * avoidance at work; one has retired.
 */
export function buildDemoExperts(tenantId: number, now: Date): Insertable<ExpertsTable>[] {
  return DEMO_EXPERT_SPECIALITIES.flatMap((speciality, s) =>
    Array.from({ length: 5 }, (_, k) => {
      const n = s * 5 + k;
      const company =
        n === 3 ? (DEMO_SUPPLIERS[0] as string) : n === 11 ? (DEMO_SUPPLIERS[5] as string) : EMPLOYERS[n % 7];
      return {
        tenantId,
        name: `${SURNAMES[n % SURNAMES.length]}${GIVEN[(n * 5) % GIVEN.length]}`,
        speciality,
        company: company as string,
        phone: `1380571${String(1000 + n).slice(-4)}`,
        avoidCompanies: JSON.stringify(n === 7 ? [DEMO_SUPPLIERS[1]] : []),
        active: n !== 9,
        creationTime: now,
      };
    }),
  );
}
