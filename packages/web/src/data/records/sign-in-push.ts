import type { Paged, SignIn } from '@tender/domain';

/**
 * Whether a pushed sign-in list tells more than the sign-in records already read. The feed pushes the
 * current list as soon as a page subscribes (§7), which repeats what the step's first load has just read:
 * refetching on that push cost the sign-up step a second round trip before it was ready.
 */
export function signInsDiffer(read: readonly SignIn[] | undefined, pushed: Paged<SignIn>): boolean {
  if (read === undefined || read.length !== pushed.totalCount) return true;
  const ids = new Set(read.map((signIn) => signIn.id));
  return pushed.items.some((signIn) => signIn.id === undefined || !ids.has(signIn.id));
}
