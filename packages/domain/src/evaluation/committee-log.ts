import type { Committee } from './committee';

/** One entry of a committee's log: what happened, when and by whom. */
export type CommitteeLogEntry =
  | {
      readonly kind: 'draw' | 'redraw';
      readonly at: string;
      readonly by: string | null;
      /** The draw's number among the committee's draws (1, 2, …). */
      readonly draw: number;
      readonly drawnIds: readonly number[];
    }
  | {
      readonly kind: 'appointment';
      readonly at: string;
      readonly by: string | null;
      readonly expertId: number;
      readonly name: string;
      readonly reason: string;
    }
  | {
      readonly kind: 'representative';
      readonly at: string;
      readonly by: string | null;
      readonly name: string;
      readonly company: string;
    }
  | {
      readonly kind: 'recusal';
      readonly at: string;
      readonly by: string | null;
      readonly expertId: number;
      readonly name: string;
      readonly reason: string;
    }
  | {
      readonly kind: 'representativeRecusal';
      readonly at: string;
      readonly by: string | null;
      readonly name: string;
      readonly company: string;
      readonly reason: string;
    };

/**
 * The committee's log (ADR 0019: recusals and redraws logged): its draws and redraws, the experts
 * chosen by hand (seated now or since recused), the representatives (likewise), the recusals of experts
 * and of representatives, in the order they
 * happened; at one instant, in that order of kinds. Read from the committee as it stands: nothing it
 * records is ever removed, so the log is whole.
 */
export function committeeLog(committee: Committee): CommitteeLogEntry[] {
  const draws: CommitteeLogEntry[] = committee.draws.map((draw, index) => ({
    kind: draw.redraw ? 'redraw' : 'draw',
    at: draw.drawnAt,
    by: draw.drawnBy,
    draw: index + 1,
    drawnIds: draw.drawnIds,
  }));
  const appointments: CommitteeLogEntry[] = committee.members.flatMap((member) =>
    member.drawId === null
      ? [
          {
            kind: 'appointment' as const,
            at: member.appointedAt,
            by: member.appointedBy,
            expertId: member.expertId,
            name: member.name,
            reason: member.reason ?? '',
          },
        ]
      : [],
  );
  const seatedOrRecused = [...committee.representatives, ...committee.representativeRecusals];
  const representatives: CommitteeLogEntry[] = seatedOrRecused.map((representative) => ({
    kind: 'representative',
    at: representative.appointedAt,
    by: representative.appointedBy,
    name: representative.name,
    company: representative.company,
  }));
  const recusals: CommitteeLogEntry[] = committee.recusals.map((recusal) => ({
    kind: 'recusal',
    at: recusal.recusedAt,
    by: recusal.recusedBy,
    expertId: recusal.expertId,
    name: recusal.name,
    reason: recusal.reason,
  }));
  const representativeRecusals: CommitteeLogEntry[] = committee.representativeRecusals.map((recusal) => ({
    kind: 'representativeRecusal',
    at: recusal.recusedAt,
    by: recusal.recusedBy,
    name: recusal.name,
    company: recusal.company,
    reason: recusal.reason,
  }));
  // A stable sort on the instant: the kinds keep the order above at one instant.
  return [...draws, ...appointments, ...representatives, ...recusals, ...representativeRecusals].sort(
    (a, b) => Date.parse(a.at) - Date.parse(b.at),
  );
}
