import { parseFilter, ValidationError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { pageRecords } from '../adapters/records/page-records';
import type { Database } from '../db/schema';
import { type SignInList, type SignInListQuery, signInListSchema } from './sign-in-messages';

/** The sign-in list a getPaged asks for, read once and checked against the wire schema. */
export async function loadSignInList(
  db: Kysely<Database>,
  tenantId: number,
  query: SignInListQuery,
): Promise<SignInList> {
  return signInListSchema.parse(await pageRecords(db, tenantId, query));
}

const FILTER_SHAPE = 'must select type=signIn and one projectId, e.g. type=signIn,projectId=7';

/**
 * The project a getPaged subscribes to. Its Filter must pin `type=signIn` and exactly one
 * `projectId`: pushes are routed by project, and the feed must never serve other record types.
 */
export function projectOfFilter(filter: string): number {
  const clauses = parseFilter(filter);
  const isSignIn = clauses.some((c) => c.field === 'type' && c.op === '=' && c.values.join() === 'signIn');
  const projects = clauses.filter((c) => c.field === 'projectId' && c.op === '=');
  const projectId = projects.length === 1 && projects[0]?.values.length === 1 ? projects[0].values[0] : '';
  if (!isSignIn || !/^[1-9]\d{0,9}$/.test(projectId ?? '')) {
    throw new ValidationError([{ field: 'params.Filter', message: FILTER_SHAPE }]);
  }
  return Number(projectId);
}
