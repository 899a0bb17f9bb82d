import {
  type BiddingMethod,
  type BoundAnchor,
  businessDateOf,
  businessDateTimeOf,
  CHINA_WORKING_CALENDAR,
  type ComplianceFacts,
  instantOfBusinessDateTime,
  type Label,
  type ProjectDeadlines,
  type PublicationKind,
  type PublicationRefusal,
  publicationRefusal,
} from '@tender/domain';

/**
 * The facts a publication is judged by, from what a step page holds: the project's method and its
 * deadlines report, in which each fact is the anchor of the bounds counted from it (the documents' issue,
 * the bid deadline in force, the candidates' publicity). These are all publicationRefusal reads, so the
 * client asks the very rule the server enforces (ADR 0001) without a second read of the notices.
 */
export function publicationFactsOf(
  report: ProjectDeadlines,
  biddingMethod: BiddingMethod | null,
): ComplianceFacts {
  const anchored = (what: BoundAnchor) =>
    report.bounds.find((bound) => bound.anchor?.what === what)?.anchor?.at ?? null;
  return {
    biddingMethod,
    regime: report.regime,
    tenderByLaw: report.tenderByLaw ?? null,
    prequalificationIssuedAt: anchored('prequalificationIssued'),
    applicationDeadline: anchored('applicationDeadline'),
    documentsIssuedAt: anchored('documentsIssued'),
    bidDeadline: anchored('bidDeadline'),
    resultPublicityAt: anchored('resultPublicity'),
  };
}

/** What the law says of publishing a notice now, for its form: the client's hint before any request. */
export interface PublicationCheck {
  /**
   * The refusal the server would give the notice published now with `bidDeadline` (its endTime: a tender
   * notice's, a correction's moved one), or undefined when the law lets it be published.
   */
  refusalOf(bidDeadline?: string): PublicationRefusal | undefined;
  /**
   * The earliest lawful bid deadline the notice may set (YYYY-MM-DD, UTC+8) and the article that sets
   * it; undefined where none binds (a result announcement, a method without the rule).
   */
  readonly earliest: { readonly date: string; readonly citation: Label } | undefined;
  /**
   * For a correction that comes after the clarification cut-off: the deadline to propose — the earliest
   * lawful day at the hour of the deadline in force — and the refusal that says why it must move.
   */
  readonly proposal: { readonly endTime: string; readonly refusal: PublicationRefusal } | undefined;
}

/**
 * The check of a notice of `kind` published at `at` (the server's clock, the moment the server would stamp
 * it): publicationRefusal laid on the facts, for the tender notice (招标投标法 第二十四条 …), the correction
 * that may have to move the deadline (第二十三条, 实施条例 第二十一条 …) and the result announcement
 * (实施条例 第五十四条).
 */
export function publicationCheck(kind: PublicationKind, facts: ComplianceFacts, at: Date): PublicationCheck {
  const publishedAt = at.toISOString();
  const refusalOf = (bidDeadline?: string) =>
    publicationRefusal(
      kind,
      facts,
      { at: publishedAt, ...(bidDeadline ? { bidDeadline } : {}) },
      CHINA_WORKING_CALENDAR,
    );
  // A deadline at the very moment of publication leaves no time at all: any minimum the law sets refuses
  // it, and the refusal names the first lawful day and its article.
  const atOnce = kind === 'resultAnnouncement' ? undefined : refusalOf(publishedAt);
  return {
    refusalOf,
    earliest: atOnce && { date: String(atOnce.values.earliest), citation: atOnce.citation },
    proposal: proposalOf(kind, facts, refusalOf),
  };
}

function proposalOf(
  kind: PublicationKind,
  facts: ComplianceFacts,
  refusalOf: PublicationCheck['refusalOf'],
): PublicationCheck['proposal'] {
  if (kind !== 'correction' || !facts.bidDeadline) return undefined;
  // A correction that leaves the deadline where it is: refused once past the cut-off.
  const refusal = refusalOf();
  if (!refusal) return undefined;
  const hour = businessDateTimeOf(new Date(facts.bidDeadline)).slice(11);
  const moved = instantOfBusinessDateTime(`${refusal.values.earliest} ${hour}`);
  return moved ? { endTime: moved.toISOString(), refusal } : undefined;
}

/**
 * Whether a day of the picker (in the user's own time zone) ends before the earliest lawful business
 * day (UTC+8) begins: no time of it could be chosen, so the picker greys it out.
 */
export function endsBeforeEarliest(dayEnd: Date, earliest: string): boolean {
  return businessDateOf(dayEnd) < earliest;
}
