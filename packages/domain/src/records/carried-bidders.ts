import { APPROVED, type QualificationPurchase, type QualificationResult, type SignUp } from './records';

/** A name as staff compare them: spaces at either end and inside do not make another bidder. */
const sameBidder = (name: string) => name.replace(/\s+/g, '');

/** The names of `from` that `recorded` does not hold yet, each once, in their first order. */
function notYetRecorded(from: readonly string[], recorded: readonly string[]): string[] {
  const taken = new Set(recorded.map(sameBidder));
  const offered = new Set<string>();
  return from.filter((name) => {
    const key = sameBidder(name);
    if (taken.has(key) || offered.has(key)) return false;
    offered.add(key);
    return true;
  });
}

/**
 * The bidders a qualification purchase step offers (issue: libraries — nobody retypes a name Tender
 * holds): those whose sign-up was approved, not yet recorded as purchasers.
 */
export function biddersForPurchase(
  signUps: readonly Pick<SignUp, 'supplierName' | 'signUp_state'>[],
  purchases: readonly Pick<QualificationPurchase, 'supplierName'>[],
): string[] {
  return notYetRecorded(
    signUps.filter((signUp) => signUp.signUp_state === APPROVED).map((signUp) => signUp.supplierName),
    purchases.map((purchase) => purchase.supplierName),
  );
}

/**
 * The bidders a qualification result step offers for one bid package: those whose purchase was
 * approved, without a result in that package yet.
 */
export function biddersForResult(
  purchases: readonly Pick<QualificationPurchase, 'supplierName' | 'qualificationPurchase_state'>[],
  results: readonly Pick<QualificationResult, 'supplierName' | 'qualificationResult_groupId'>[],
  groupId: number | undefined,
): string[] {
  return notYetRecorded(
    purchases
      .filter((purchase) => purchase.qualificationPurchase_state === APPROVED)
      .map((purchase) => purchase.supplierName),
    results
      .filter((result) => result.qualificationResult_groupId === groupId)
      .map((result) => result.supplierName),
  );
}
