import {
  AUDIT_STATE_AWAITING_CLOSING,
  bidDeadlineNotice,
  byUrgency,
  type CheckCirculation,
  type FlowNode,
  isDeadlineDue,
  isInvolved,
  type Notice,
  nearestDeadline,
  needsUser,
  type Project,
  ProjectState,
  WORKBENCH_LIST_SIZE,
  type Workbench,
  type WorkbenchProject,
  type WorkbenchSource,
  type WorkbenchUser,
} from '@tender/domain';

export interface InMemoryWorkbenchSources {
  readonly projects: () => readonly Project[];
  readonly nodes: () => readonly FlowNode[];
  readonly notices: () => readonly Notice[];
  readonly checks: CheckCirculation;
  /** The signed-in user, or null. */
  readonly user: () => ({ readonly id: number } & WorkbenchUser) | null;
  readonly now: () => number;
}

const touched = (p: Project) => Date.parse(p.lastModificationTime ?? p.creationTime);

/**
 * The home page over the in-memory fakes (Storybook), by the server's rules (server home/load-workbench):
 * the domain's needsUser for "needs you", ordered byUrgency; the notices carrying a deadline due within
 * the window.
 */
export class InMemoryWorkbenchSource implements WorkbenchSource {
  constructor(private readonly sources: InMemoryWorkbenchSources) {}

  async load(): Promise<Workbench> {
    const user = this.sources.user() ?? { id: 0, roleNames: [] };
    const projects = this.sources.projects();
    const running = projects.filter((p) => p.state === ProjectState.Running);
    const summary = (p: Project): WorkbenchProject => ({
      id: p.id,
      projectName: p.projectName,
      projectNum: p.projectNum,
      projectFlowName: p.projectFlowName,
      currentNodeId: p.currentNodeId,
      lastModificationTime: p.lastModificationTime,
      involved: isInvolved(p, user.id),
    });
    const nodeOf = (p: Project) => this.sources.nodes().find((n) => n.id === p.currentNodeId);
    const now = this.sources.now();
    const noticesOf = (p: Project) => this.sources.notices().filter((n) => n.projectId === p.id);
    const needsYou = await Promise.all(
      running
        .filter((p) => needsUser(p, nodeOf(p), user))
        .map(async (p) => ({
          ...summary(p),
          blockers: await this.sources.checks.execute(p, { router: nodeOf(p)?.router ?? '' }),
          deadline: nearestDeadline(noticesOf(p), now),
        })),
    );
    // Of each running project, the notice carrying its deadline in force, when it is due (ADR 0022).
    const due = running
      .flatMap((p) => {
        const notice = bidDeadlineNotice(noticesOf(p));
        return notice?.endTime && isDeadlineDue(notice.endTime, now) ? [notice] : [];
      })
      .sort((a, b) => Date.parse(a.endTime ?? '') - Date.parse(b.endTime ?? '') || a.id - b.id);
    const awaiting = running
      .filter((p) => p.auditState === AUDIT_STATE_AWAITING_CLOSING)
      .sort((a, b) => touched(b) - touched(a));
    return {
      needsYou: { total: needsYou.length, items: needsYou.sort(byUrgency) },
      noticesDue: {
        total: due.length,
        items: due.slice(0, WORKBENCH_LIST_SIZE).map((n) => ({
          id: n.id,
          projectId: n.projectId,
          projectName: projects.find((p) => p.id === n.projectId)?.projectName ?? '',
          title: n.title,
          endTime: n.endTime ?? '',
        })),
      },
      awaitingClosing: { total: awaiting.length, items: awaiting.slice(0, WORKBENCH_LIST_SIZE).map(summary) },
      counts: {
        byState: countBy(projects, (p) => p.state).map(([state, count]) => ({ state, count })),
        byStep: countBy(
          running.filter((p) => p.projectFlowName),
          (p) => p.projectFlowName ?? '',
        )
          .sort((a, b) => b[1] - a[1])
          .map(([step, count]) => ({ step, count })),
      },
    };
  }
}

function countBy<T, K>(items: readonly T[], key: (item: T) => K): [K, number][] {
  const counts = new Map<K, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return [...counts];
}
