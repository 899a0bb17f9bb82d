import type { Paged, SignIn, SignInFeed, SignInSubscription } from '@tender/domain';

/** Serves a fixed sign-in list per project; `push` lets a story show a new sign-in arriving. */
export class InMemorySignInFeed implements SignInFeed {
  private readonly listeners = new Set<{ projectId: number; onList: (list: Paged<SignIn>) => void }>();

  constructor(public signIns: SignIn[] = []) {}

  subscribe(subscription: SignInSubscription, onList: (list: Paged<SignIn>) => void): () => void {
    const listener = { projectId: subscription.projectId, onList };
    this.listeners.add(listener);
    onList(this.listOf(subscription.projectId));
    return () => {
      this.listeners.delete(listener);
    };
  }

  push(signIn: SignIn): void {
    this.signIns.push(signIn);
    for (const l of this.listeners) if (l.projectId === signIn.projectId) l.onList(this.listOf(l.projectId));
  }

  private listOf(projectId: number): Paged<SignIn> {
    const items = this.signIns
      .filter((s) => s.projectId === projectId)
      .sort((a, b) => b.signInTime.localeCompare(a.signInTime));
    return { totalCount: items.length, items };
  }
}
