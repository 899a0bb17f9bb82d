import type { StoredBond } from '../bonds/bond-ledger';
import type { BidPackageGroup } from '../projects/bid-package-group';
import { DOCUMENT_PUBLISHED, type SignUp, type TenderDocument } from '../records/records';

/**
 * What a re-tender carries from the tender it repeats (§4 re-tender, ADR 0023); the server and the
 * in-memory adapter both write what these give, in the save that creates the re-tender.
 */

/**
 * The tender documents, as an unpublished draft of the new project: the version bidders last got (the
 * newest published, else the newest; `versions` oldest first), or null when the source had none. The new
 * tender publishes its own.
 */
export function carriedTenderDocument(
  versions: readonly TenderDocument[],
  projectId: number,
): TenderDocument | null {
  const published = versions.filter((v) => v.tenderDocument_state === DOCUMENT_PUBLISHED);
  const latest = (published.length > 0 ? published : versions).at(-1);
  if (!latest) return null;
  return {
    projectId,
    tenderDocument_fileId: latest.tenderDocument_fileId,
    tenderDocument_fileName: latest.tenderDocument_fileName,
    tenderDocument_note: latest.tenderDocument_note ?? null,
    tenderDocument_state: '0',
    tenderDocument_publishTime: null,
  };
}

/**
 * The bidders who already paid, as sign-ups awaiting review ("0"): a bidder with a bond in the source's
 * ledger paid, for the package of the same number in the new project, or for the project when that package
 * was dropped; once per package and bidder. Their bonds stay in the source's ledger until refunded.
 */
export function carriedSignUps(
  sourcePackages: readonly { readonly id: number; readonly groupNumber: string }[],
  bonds: readonly Pick<StoredBond, 'groupId' | 'bidder'>[],
  created: {
    readonly id: number;
    readonly sGroupList: readonly Pick<BidPackageGroup, 'id' | 'groupNumber'>[];
  },
): SignUp[] {
  const numberOf = new Map(sourcePackages.map((group) => [group.id, group.groupNumber]));
  const newGroupOf = new Map(
    created.sGroupList.flatMap((group) => (group.id ? [[group.groupNumber, group.id] as const] : [])),
  );
  const carried = new Map<string, SignUp>();
  for (const bond of bonds) {
    const groupId = newGroupOf.get(numberOf.get(bond.groupId) ?? '') ?? null;
    const key = `${groupId}\u0000${bond.bidder}`;
    if (carried.has(key)) continue;
    carried.set(key, {
      projectId: created.id,
      supplierName: bond.bidder,
      signUp_state: '0',
      signUp_tenderDoc: null,
      signUp_groupId: groupId,
    });
  }
  return [...carried.values()];
}
