import {
  type Committee,
  type CommitteeLogEntry,
  type CommitteeProject,
  committeeBreaches,
  committeeLog,
  committeeSize,
  formatDateTime,
  formatMoney,
  formatPoints,
  type OpeningRecord,
  type ProjectEvaluation,
  replayCommitteeDraw,
} from '@tender/domain';
import { type Block, cell } from '../output/view';

const STANDINGS = { valid: 'valid', late: 'refused: late', noBond: 'refused: no bond' } as const;

/**
 * A project's bid opening and evaluation for people (ADR 0019): each package's opening record, the
 * committee with its draws — each replayed here from its seed —, its representatives, whether its
 * composition is lawful (committeeBreaches, the rule the server refuses marks on), its log (who drew,
 * seated, added or recused whom, and why), and each package's ranking.
 */
export function evaluationBlocks(
  opening: OpeningRecord,
  committee: Committee,
  evaluation: ProjectEvaluation,
  project: CommitteeProject,
): Block[] {
  const blocks: Block[] = [
    {
      kind: 'fields',
      title: `Project ${opening.projectId}`,
      rows: [
        [
          'deadline for bids',
          opening.deadline ? formatDateTime(opening.deadline) : 'no tender notice published',
        ],
      ],
    },
  ];
  for (const pkg of opening.packages) {
    blocks.push(
      {
        kind: 'table',
        title: `Opening record · ${pkg.groupNumber} ${pkg.groupName} · ${
          pkg.confirmedAt
            ? `confirmed by ${cell(pkg.confirmedBy)} at ${formatDateTime(pkg.confirmedAt)}`
            : 'open'
        }`,
        head: ['Bidder', 'Price', 'Days', 'Bond', 'Received', 'Standing'],
        rows: pkg.bids.map((bid) => [
          bid.bidder,
          formatMoney(bid.price),
          String(bid.durationDays),
          bid.bondPaid ? 'paid' : 'not paid',
          formatDateTime(bid.receivedAt),
          STANDINGS[bid.standing],
        ]),
      },
      {
        kind: 'lines',
        lines: [
          pkg.outcome === 'evaluate'
            ? `${pkg.validBids} valid bids, of the minimum ${pkg.minimum}`
            : `${pkg.validBids} valid bids, fewer than ${pkg.minimum}: to be re-tendered`,
        ],
      },
    );
  }
  blocks.push(
    {
      kind: 'table',
      title: 'Committee',
      head: ['Expert', 'Speciality', 'Company', 'Chosen'],
      rows: committee.members.map((member) => [
        member.name,
        member.speciality,
        member.company,
        member.drawId === null ? `by hand: ${cell(member.reason)}` : `draw ${member.drawId}`,
      ]),
    },
    {
      kind: 'lines',
      lines: committee.draws.map((draw) => {
        const replays = replayCommitteeDraw(draw).join() === draw.drawnIds.join();
        return `draw ${draw.id}: seed ${draw.seed}, ${draw.drawnIds.length} of ${draw.candidateIds.length} candidates, ${
          replays ? 'replays to the same experts' : 'DOES NOT REPLAY'
        }`;
      }),
    },
  );
  if (committee.representatives.length > 0) {
    blocks.push({
      kind: 'table',
      title: 'Representatives',
      head: ['Representative', 'Of', 'Added'],
      rows: committee.representatives.map((r) => [r.name, r.company, formatDateTime(r.appointedAt)]),
    });
  }
  const composition = compositionLines(committee, project);
  if (composition.length > 0) blocks.push({ kind: 'lines', lines: composition });
  const log = committeeLog(committee);
  if (log.length > 0) blocks.push({ kind: 'lines', lines: ['Committee log:', ...log.map(logLine)] });
  for (const pkg of evaluation.packages) {
    const title = `Ranking · ${pkg.groupNumber} ${pkg.groupName} · round ${pkg.round}${pkg.plan ? ` · ${pkg.plan.method}` : ''}`;
    if (!pkg.result) {
      blocks.push({ kind: 'lines', lines: [`${title}: no evaluation plan yet`] });
    } else if (!pkg.result.complete) {
      blocks.push({ kind: 'lines', lines: [`${title}: ${pkg.result.missing} marks still missing`] });
    } else {
      blocks.push(
        {
          kind: 'table',
          title,
          head: ['Rank', 'Bidder', 'Price', 'Price score', 'Points', 'Total', 'Tied'],
          rows: pkg.result.ranking.map((bid) => [
            String(bid.rank),
            bid.bidder,
            formatMoney(bid.price),
            formatPoints(bid.priceScore),
            formatPoints(bid.points),
            formatPoints(bid.total),
            bid.tied ? 'lots decide' : '',
          ]),
        },
        {
          kind: 'lines',
          lines: [
            `candidates: ${pkg.result.candidates.join(', ') || 'none'}`,
            ...pkg.result.rejected.map((bid) => `rejected: ${bid.bidder} (${bid.failed.join(', ')})`),
            ...pkg.history.map((round) => `round ${round.round} re-evaluated: ${round.reason}`),
          ],
        },
      );
    }
  }
  return blocks;
}

/** One entry of the committee's log (ADR 0019), as a support engineer reads it: when, who, what. */
/** Lawful with its article, or each rule broken with its article (nothing to say of no committee). */
function compositionLines(committee: Committee, project: CommitteeProject): string[] {
  if (committee.members.length + committee.representatives.length === 0) return [];
  const breaches = committeeBreaches(committee, project);
  if (breaches.length === 0)
    return [`Composition: lawful (${committeeSize(project, committee.largerRequired).citation.en})`];
  return ['Composition breaks:', ...breaches.map((b) => `  ${b.citation.en}: ${b.description.en}`)];
}

function logLine(entry: CommitteeLogEntry): string {
  const when = `${formatDateTime(entry.at)} ${cell(entry.by)}`;
  switch (entry.kind) {
    case 'draw':
    case 'redraw':
      return `${when}: ${entry.kind} ${entry.draw}, ${entry.drawnIds.length} experts`;
    case 'appointment':
      return `${when}: seated ${entry.name} by hand: ${entry.reason}`;
    case 'representative':
      return `${when}: added representative ${entry.name} (${entry.company})`;
    case 'recusal':
      return `${when}: recused expert ${entry.name}: ${entry.reason}`;
    case 'representativeRecusal':
      return `${when}: recused representative ${entry.name} (${entry.company}): ${entry.reason}`;
  }
}
