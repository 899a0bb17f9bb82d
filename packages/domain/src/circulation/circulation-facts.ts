import {
  APPROVED,
  OBJECTION_UNHANDLED,
  type Objection,
  QUALIFICATION_PASSED,
  type QualificationPurchase,
  type QualificationResult,
  type SignIn,
  type SignUp,
} from '../records/records';

/** The counts the circulation checks of §5 decide on, gathered from a project's records. */
export interface CirculationFacts {
  /** Objections and queries still "未处理". */
  readonly unhandledObjections: number;
  readonly signUp: {
    /** Distinct suppliers that signed up. */
    readonly registered: number;
    /** Distinct suppliers whose sign-up is approved (signUp_state "1"). */
    readonly approved: number;
    /** Distinct approved suppliers that submitted a bid document (non-empty signUp_tenderDoc). */
    readonly validBidDocuments: number;
  };
  /** Distinct suppliers that signed in online. */
  readonly onlineSignIns: number;
  readonly qualificationPurchase: {
    readonly registered: number;
    /** qualificationPurchase_state "1". */
    readonly approved: number;
  };
  readonly qualificationResult: {
    /** Distinct applicants that passed ("通过") in any bid package. */
    readonly passed: number;
    /** Distinct applicants that passed, per bid package group id. */
    readonly passedPerGroup: Readonly<Record<number, number>>;
  };
}

/** The records factsFromRecords reads; any list may be left out when its step is not being checked. */
export interface CirculationRecords {
  readonly objections?: readonly Pick<Objection, 'objection_status'>[];
  readonly signUps?: readonly Pick<SignUp, 'supplierName' | 'signUp_state' | 'signUp_tenderDoc'>[];
  readonly qualificationPurchases?: readonly Pick<
    QualificationPurchase,
    'supplierName' | 'qualificationPurchase_state'
  >[];
  readonly qualificationResults?: readonly Pick<
    QualificationResult,
    'supplierName' | 'qualificationResult_result' | 'qualificationResult_groupId'
  >[];
  readonly signIns?: readonly Pick<SignIn, 'supplierName'>[];
}

/**
 * Suppliers are counted once each, by trimmed name: a supplier that signed up or signed in twice is
 * still one supplier towards the minimum of three (§5, §9).
 */
function distinctSuppliers(records: readonly { readonly supplierName: string }[]): number {
  return new Set(records.map((record) => record.supplierName.trim()).filter((name) => name !== '')).size;
}

function passedPerGroup(
  results: NonNullable<CirculationRecords['qualificationResults']>,
): Record<number, number> {
  const byGroup = new Map<number, Set<string>>();
  for (const result of results) {
    const name = result.supplierName.trim();
    if (result.qualificationResult_result !== QUALIFICATION_PASSED || name === '') continue;
    const group = byGroup.get(result.qualificationResult_groupId) ?? new Set<string>();
    group.add(name);
    byGroup.set(result.qualificationResult_groupId, group);
  }
  return Object.fromEntries([...byGroup].map(([groupId, names]) => [groupId, names.size]));
}

/** The facts of §5's circulation checks, counted from a project's records. */
export function factsFromRecords(records: CirculationRecords): CirculationFacts {
  const signUps = records.signUps ?? [];
  const approvedSignUps = signUps.filter((signUp) => signUp.signUp_state === APPROVED);
  const purchases = records.qualificationPurchases ?? [];
  const results = records.qualificationResults ?? [];
  return {
    unhandledObjections: (records.objections ?? []).filter((o) => o.objection_status === OBJECTION_UNHANDLED)
      .length,
    signUp: {
      registered: distinctSuppliers(signUps),
      approved: distinctSuppliers(approvedSignUps),
      // A bid document is valid only from an approved supplier; a blank file id is no document.
      validBidDocuments: distinctSuppliers(
        approvedSignUps.filter((signUp) => (signUp.signUp_tenderDoc ?? '').trim() !== ''),
      ),
    },
    onlineSignIns: distinctSuppliers(records.signIns ?? []),
    qualificationPurchase: {
      registered: distinctSuppliers(purchases),
      approved: distinctSuppliers(purchases.filter((p) => p.qualificationPurchase_state === APPROVED)),
    },
    qualificationResult: {
      passed: distinctSuppliers(results.filter((r) => r.qualificationResult_result === QUALIFICATION_PASSED)),
      passedPerGroup: passedPerGroup(results),
    },
  };
}
