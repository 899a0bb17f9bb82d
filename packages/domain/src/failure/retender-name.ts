/** A name's "（第k次招标）" suffix, in full- or half-width parentheses, with any spaces before it. */
const ORDINAL_SUFFIX = /\s*[（(]第\s*\d+\s*次招标[）)]\s*$/;

/**
 * The ordinal of a re-tender (§4): the chain of rebiddingId links from the source back to the first
 * tender counts the tenders held so far, so the first re-tender is the 2nd.
 */
export function retenderOrdinal(tendersSoFar: number): number {
  return Math.max(1, Math.trunc(tendersSoFar)) + 1;
}

/**
 * The name of a re-tender: the source's name with "（第N次招标）", replacing a suffix the source already
 * has rather than stacking a second one.
 */
export function retenderName(sourceName: string, ordinal: number): string {
  return `${sourceName.replace(ORDINAL_SUFFIX, '').trim()}（第${ordinal}次招标）`;
}

/** The most links a chain is followed: a loop in stored data must not hang a save. */
export const RETENDER_CHAIN_MAX = 50;

/**
 * How many tenders a project's chain holds, itself included, following rebiddingId through `find`
 * (a lookup of this tenant's projects; undefined when not found).
 */
export async function tendersInChain(
  project: { readonly id: number; readonly rebiddingId?: number | null },
  find: (id: number) => Promise<{ readonly id: number; readonly rebiddingId?: number | null } | undefined>,
): Promise<number> {
  const seen = new Set([project.id]);
  let next = project.rebiddingId ?? null;
  while (next !== null && !seen.has(next) && seen.size < RETENDER_CHAIN_MAX) {
    const found = await find(next);
    if (!found) break;
    seen.add(found.id);
    next = found.rebiddingId ?? null;
  }
  return seen.size;
}
