import {
  CHINA_WORKING_CALENDAR,
  ConflictError,
  type PublicationKind,
  publicationRefusal,
  refusal,
} from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyProjectDeadlinesSource } from '../adapters/compliance/kysely-project-deadlines-source';
import { lockProject } from '../adapters/projects/lock-project';
import type { Database } from '../db/schema';

/**
 * The server's enforcement of the statutory bounds a publication must keep (ADR 0022; the client asks the
 * same publicationRefusal as a hint, ADR 0001): a tender notice whose deadline comes before the earliest
 * the law allows (招标投标法 第二十四条 …), a correction or clarification after the clarification cut-off
 * that does not leave the deadline in force — for a correction notice, its own endTime — at least
 * movedDeadlineEarliest (第二十三条, 实施条例 第二十一条 …), a result announcement before the candidates'
 * publicity has run (实施条例 第五十四条). It takes the project's row lock first, so the facts it reads in
 * the request's transaction stay as they are until the publication is stored (ADR 0003), and refuses with
 * 409 and the refusal naming the article and the earliest lawful day; the caller then changes nothing.
 * `at` is the server's clock: the publish time the record will be stamped with.
 */
export async function assertLawfulPublication(
  db: Kysely<Database>,
  tenantId: number,
  projectId: number,
  kind: PublicationKind,
  publication: { readonly at: Date; readonly bidDeadline?: string | null | undefined },
): Promise<void> {
  await lockProject(db, tenantId, projectId);
  const source = new KyselyProjectDeadlinesSource(db, tenantId, () => publication.at);
  const facts = await source.factsOf(projectId);
  const refused = publicationRefusal(
    kind,
    facts,
    {
      at: publication.at.toISOString(),
      ...(publication.bidDeadline ? { bidDeadline: publication.bidDeadline } : {}),
    },
    CHINA_WORKING_CALENDAR,
  );
  if (refused) throw new ConflictError(refusal(refused.code, refused.values));
}
