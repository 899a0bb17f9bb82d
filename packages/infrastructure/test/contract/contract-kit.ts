import { type Actor, actorOf, LogIn, type LogInResult, LogOut } from '@tender/domain';
import type { Container } from 'inversify';

/**
 * What every contract suite is given: a factory of a fresh, logged-out container (in-memory module, or
 * the Node container over the real server). Suites reach ports and use cases only through it.
 */
export type MakeContainer = () => Container;

export const DEMO_PASSWORD = '123qwe';

/** Logs a demo user of tenant 3 in through the LogIn use case. */
export async function logInAs(
  container: Container,
  userName = 'admin',
): Promise<LogInResult & { actor: Actor }> {
  const result = await container.get(LogIn).execute({ userName, password: DEMO_PASSWORD, rememberMe: false });
  return { ...result, actor: actorOf(result.session) };
}

/** A fresh container with the demo admin signed in. */
export async function signedInContainer(make: MakeContainer, userName = 'admin') {
  const container = make();
  const { actor, session } = await logInAs(container, userName);
  return { container, actor, session };
}

let counter = 0;
/** A business number no other project of the run uses (the server refuses duplicates). */
export function uniqueProjectNum(prefix: string): string {
  counter += 1;
  return `${prefix}-${Date.now()}-${counter}`;
}

/**
 * A user or role name no other suite or run uses: the prefix, then lower-case letters and digits only, so
 * that names sharing a prefix sort alike in the server's collation and here.
 */
export function freshName(prefix: string): string {
  counter += 1;
  return `${prefix}${Date.now().toString(36)}${counter}`;
}

/**
 * Logs the container's user out and another in: how a suite reaches a user it created, who exists only in
 * that container's world in memory (on the server, in the one database every suite shares).
 */
export async function switchUser(
  container: Container,
  userName: string,
  password: string,
): Promise<LogInResult> {
  await container.get(LogOut).execute();
  return container.get(LogIn).execute({ userName, password, rememberMe: false });
}

/** The rejection of a promise that must fail. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}
