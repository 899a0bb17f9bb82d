import { ok } from '../http/envelope';
import type { SignInList, SignInListQuery } from './sign-in-messages';

/** What a client subscribed to: one project's sign-in list, asked for with these paging parameters. */
export interface SignInTarget {
  readonly tenantId: number;
  readonly projectId: number;
  readonly query: SignInListQuery;
}

/** Reads a list; the broadcaster calls it once per group and change burst. */
export type LoadSignInList = (tenantId: number, query: SignInListQuery) => Promise<SignInList>;

/** Sends one serialised frame (a text message) to one client. */
export type SendFrame = (frame: Buffer) => void;

interface Subscriber {
  readonly send: SendFrame;
  /** The newest load this client was sent: an older result that finishes late is not sent after it. */
  lastTicket: number;
}

/** The clients asking for the same list: they share one query and one serialised frame per change. */
interface Group {
  readonly target: SignInTarget;
  readonly subscribers: Set<Subscriber>;
  /** Numbers the loads in the order they start. */
  tickets: number;
  running: boolean;
  /** A change arrived since the running load started: load once more when it ends. */
  again: boolean;
}

/**
 * Fans a project's new sign-in list out to every client that watches it, so that a sign-in reaches hundreds
 * of screens of one project at once (bench/README.md, `sign-in-push.ts`). Changes are coalesced per group: at
 * most one load runs and at most one more is queued, however many sign-ins arrive meanwhile; each result is
 * serialised once and the same bytes go to every client.
 */
export class SignInBroadcaster {
  private readonly groups = new Map<string, Group>();
  private readonly groupsOfProject = new Map<string, Set<Group>>();

  constructor(
    private readonly load: LoadSignInList,
    private readonly onError: (error: unknown) => void,
  ) {}

  /**
   * Joins the target's group, then sends the current list. Joining first means a change committed
   * while the list is read still reaches the client. Resolves to the function that leaves; rejects
   * (having left) when the list cannot be read, e.g. a Sorting on an unknown field.
   */
  async subscribe(target: SignInTarget, send: SendFrame): Promise<() => void> {
    const group = this.groupOf(target);
    const subscriber: Subscriber = { send, lastTicket: 0 };
    group.subscribers.add(subscriber);
    const leave = () => this.leave(group, subscriber);
    try {
      const ticket = ++group.tickets;
      const frame = frameOf(await this.load(target.tenantId, target.query));
      deliver(subscriber, ticket, frame);
    } catch (error) {
      leave();
      throw error;
    }
    return leave;
  }

  /** A sign-in of the project was recorded, changed or removed: every group of it reloads. */
  changed(tenantId: number, projectId: number): void {
    for (const group of this.groupsOfProject.get(projectKey(tenantId, projectId)) ?? []) this.refresh(group);
  }

  /** Every group reloads (after a lost database connection, changes may have been missed). */
  changedEverywhere(): void {
    for (const group of this.groups.values()) this.refresh(group);
  }

  /** How many clients are subscribed (for logs and benchmarks). */
  get subscriberCount(): number {
    let count = 0;
    for (const group of this.groups.values()) count += group.subscribers.size;
    return count;
  }

  private refresh(group: Group): void {
    group.again = true;
    if (!group.running) void this.run(group);
  }

  private async run(group: Group): Promise<void> {
    group.running = true;
    try {
      while (group.again && group.subscribers.size > 0) {
        group.again = false;
        const ticket = ++group.tickets;
        const frame = frameOf(await this.load(group.target.tenantId, group.target.query));
        for (const subscriber of group.subscribers) deliver(subscriber, ticket, frame);
      }
    } catch (error) {
      // The clients keep their last list; the next change tries again.
      this.onError(error);
    } finally {
      group.running = false;
    }
  }

  private groupOf(target: SignInTarget): Group {
    const key = groupKey(target);
    const existing = this.groups.get(key);
    if (existing) return existing;
    const group: Group = { target, subscribers: new Set(), tickets: 0, running: false, again: false };
    this.groups.set(key, group);
    const project = projectKey(target.tenantId, target.projectId);
    const ofProject = this.groupsOfProject.get(project) ?? new Set();
    ofProject.add(group);
    this.groupsOfProject.set(project, ofProject);
    return group;
  }

  private leave(group: Group, subscriber: Subscriber): void {
    group.subscribers.delete(subscriber);
    const key = groupKey(group.target);
    if (group.subscribers.size > 0 || this.groups.get(key) !== group) return;
    this.groups.delete(key);
    const project = projectKey(group.target.tenantId, group.target.projectId);
    const ofProject = this.groupsOfProject.get(project);
    ofProject?.delete(group);
    if (ofProject?.size === 0) this.groupsOfProject.delete(project);
  }
}

function deliver(subscriber: Subscriber, ticket: number, frame: Buffer): void {
  if (ticket <= subscriber.lastTicket) return;
  subscriber.lastTicket = ticket;
  subscriber.send(frame);
}

function frameOf(list: SignInList): Buffer {
  return Buffer.from(JSON.stringify(ok(list)));
}

function projectKey(tenantId: number, projectId: number): string {
  return `${tenantId}:${projectId}`;
}

function groupKey({ tenantId, projectId, query }: SignInTarget): string {
  const { Filter, Sorting, MaxResultCount, SkipCount } = query;
  return `${projectKey(tenantId, projectId)}:${JSON.stringify([Filter, Sorting ?? null, MaxResultCount, SkipCount])}`;
}
