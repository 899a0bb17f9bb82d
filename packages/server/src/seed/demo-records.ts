import {
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  QUALIFICATION_FAILED,
  QUALIFICATION_PASSED,
} from '@tender/domain';
import type { Insertable } from 'kysely';
import type { MiddlewareRecordsTable } from '../db/schema';
import type { DemoProjectPlan } from './demo-project-plan';
import type { Random } from './random';

/** The bidders of the demo records; the bidder library holds each of them (demo-libraries.ts). */
export const DEMO_SUPPLIERS = [
  '浙江恒信科技有限公司',
  '杭州明远建设集团有限公司',
  '宁波华瑞医疗器械有限公司',
  '温州东方家具有限公司',
  '绍兴清源环保工程有限公司',
  '上海博达信息技术有限公司',
  '江苏中天建设有限公司',
  '安徽皖通科技股份有限公司',
];
const CIRCULATION_ROUTERS = new Set(['/sign-up', '/qualification-purchase', '/qualification-result']);

type StepRecord = { type: MiddlewareRecordsTable['type']; data: Record<string, unknown>; creationTime: Date };

/** Sign-ups of the suppliers, with a sign-in each where tendering by law makes them count (§5). */
function signUps(
  suppliers: readonly string[],
  pass: boolean,
  tenderByLaw: boolean,
  variant: number,
  at: (h: number) => Date,
) {
  return suppliers.flatMap((supplierName, k): StepRecord[] => {
    const time = at(k + 1);
    const approved = pass || !(variant === 1 && k === 0) ? '1' : '2';
    const doc = pass || variant !== 2 || k > 0 ? `bids/${supplierName}/投标文件.pdf` : '';
    const signUp = {
      type: 'signUp' as const,
      data: {
        supplierName,
        signUp_state: approved,
        signUp_tenderDoc: doc,
        // A rejection says why (§3 sign-up review).
        ...(approved === '2' ? { signUp_rejectReason: '营业执照已过期，未在报名截止前补正' } : {}),
      },
      creationTime: time,
    };
    if (!tenderByLaw || !(pass || k < 2)) return [signUp];
    const signIn = {
      type: 'signIn' as const,
      data: { supplierName, userName: `bidder${k + 1}`, signInTime: time.toISOString() },
      creationTime: time,
    };
    return [signUp, signIn];
  });
}

/**
 * The records one circulation step reads (§5), enough to pass its check or, when `pass` is false, one
 * short of it in a way that varies from project to project.
 */
function stepRecords(
  router: string,
  pass: boolean,
  tenderByLaw: boolean,
  groupIds: readonly number[],
  random: Random,
  at: (hours: number) => Date,
): StepRecord[] {
  // Blocking variants: 0 = too few suppliers, 1 = one not approved, 2 = one without a bid document and
  // too few sign-ins (only where tendering by law makes those count).
  const variant = tenderByLaw ? random.int(0, 2) : random.int(0, 1);
  const start = random.int(0, 2);
  const count = pass ? random.int(3, 5) : variant === 0 ? 2 : 3;
  const suppliers = DEMO_SUPPLIERS.slice(start, start + count);
  if (router === '/sign-up') return signUps(suppliers, pass, tenderByLaw, variant, at);
  if (router === '/qualification-purchase') {
    return suppliers.map((supplierName, k) => ({
      type: 'qualificationPurchase',
      data: {
        supplierName,
        qualificationPurchase_state: pass || !(variant !== 0 && k === 0) ? '1' : '0',
      },
      creationTime: at(k + 1),
    }));
  }
  if (router !== '/qualification-result') return [];
  return suppliers.flatMap((supplierName, k) =>
    groupIds.map((groupId, g) => {
      const passed = pass
        ? g === 0 || k < suppliers.length - 1
        : k < 2 || (variant === 0 && g > 0 && k === 2);
      return {
        type: 'qualificationResult' as const,
        data: {
          supplierName,
          qualificationResult_result: passed ? QUALIFICATION_PASSED : QUALIFICATION_FAILED,
          qualificationResult_groupId: groupId,
        },
        creationTime: at(k + 1),
      };
    }),
  );
}

/**
 * A demo project's middleware records: steps left behind passed their checks; the current step passes
 * or blocks, by turns. Some projects also have an objection, handled or not.
 */
export function demoRecords(
  plan: DemoProjectPlan,
  groupIds: readonly number[],
  random: Random,
): Insertable<MiddlewareRecordsTable>[] {
  const { index: i, template, stepIndex, tenantId, projectId } = plan;
  const row = (r: StepRecord) => ({
    tenantId,
    projectId,
    type: r.type,
    data: JSON.stringify(r.data),
    creationTime: r.creationTime,
  });
  const passesCurrent = Math.floor(plan.seen / template.steps.length) % 2 === 0;
  const records = template.steps.flatMap((s, k) => {
    if (k > stepIndex || !CIRCULATION_ROUTERS.has(s.router)) return [];
    const pass = k < stepIndex || passesCurrent;
    return stepRecords(s.router, pass, plan.tenderByLaw, groupIds, random, (h) => plan.at(10 * (k + 1) + h));
  });
  if (i % 7 === 3 || i % 7 === 5) {
    records.push({
      type: 'objection',
      data: {
        supplierName: random.pick(DEMO_SUPPLIERS),
        content: '对评分标准提出质疑。',
        objection_status: i % 7 === 3 ? OBJECTION_UNHANDLED : OBJECTION_HANDLED,
      },
      creationTime: plan.at(30),
    });
  }
  return records.map(row);
}
