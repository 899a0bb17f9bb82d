import { type Criterion, DEFAULT_COMPREHENSIVE_CRITERIA, type EvaluationMethod } from '@tender/domain';
import type { MessageKey } from '../../../i18n/en';

/** What differs between the three evaluation routes of §2: the one home of those differences. */
export interface EvaluationVariant {
  readonly titleKey: MessageKey;
  /** The plan a new package starts from. */
  readonly usualPlan: { readonly method: EvaluationMethod; readonly criteria: readonly Criterion[] };
}

/** The qualification review's usual pass/fail criteria (资格审查). */
const QUALIFICATION_CRITERIA: readonly Criterion[] = [
  { key: 'licence', name: '营业执照与资质证书', kind: 'passFail', weight: 0 },
  { key: 'performance', name: '类似项目业绩', kind: 'passFail', weight: 0 },
  { key: 'credit', name: '信用记录', kind: 'passFail', weight: 0 },
];

/**
 * /bid-evaluation/index and /bid-evaluation/cl (the procurement chain) evaluate by comprehensive scoring
 * by default; /qualification-bid-evaluation/index is "the same evaluation page" (§2) for the qualification
 * review, so its packages start from pass/fail criteria. Everything else is shared.
 */
export function evaluationVariantOf(pathname: string): EvaluationVariant {
  if (pathname.startsWith('/qualification-bid-evaluation')) {
    return {
      titleKey: 'flowTemplates.router.qualificationBidEvaluation',
      usualPlan: { method: 'qualification', criteria: QUALIFICATION_CRITERIA },
    };
  }
  const comprehensive = { method: 'comprehensive' as const, criteria: DEFAULT_COMPREHENSIVE_CRITERIA };
  return pathname.startsWith('/bid-evaluation/cl')
    ? { titleKey: 'route.bid-evaluation-procurement-chain', usualPlan: comprehensive }
    : { titleKey: 'route.bid-evaluation', usualPlan: comprehensive };
}
