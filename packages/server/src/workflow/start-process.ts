import { ConflictError, NotFoundError, projectReadOnlyReason, ValidationError } from '@tender/domain';
import type { Kysely } from 'kysely';
import { KyselyProjectLookups } from '../adapters/projects/kysely-project-lookups';
import type { Database } from '../db/schema';
import { ProcessEngine } from './process-engine';
import type { WorkflowCaller } from './workflow-caller';

export interface StartProcessInput {
  /** The process key: the project's bidding method. */
  key: string;
  /** The project id. */
  businessKey: string;
  form?: Record<string, unknown> | undefined;
}

/**
 * §7 process/start for a running project without an active process (ADR 0006), on its current step. The
 * project's row is locked first, as circulation locks it (ADR 0003). Runs in the caller's transaction.
 */
export async function startProcess(trx: Kysely<Database>, caller: WorkflowCaller, input: StartProcessInput) {
  const project = await lockedProjectOf(trx, caller.scope.tenantId, input.businessKey);
  if (project.biddingMethod !== input.key) {
    throw new ValidationError([
      { field: 'key', message: `is not the project's bidding method (${project.biddingMethod})` },
    ]);
  }
  if (projectReadOnlyReason(project)) throw new ConflictError(`Project ${project.id} is not running`);
  return new ProcessEngine(trx, caller.scope).start(project, input.form ?? {});
}

/** The live project a business key names in the caller's tenant (a process is always a project's). */
async function lockedProjectOf(trx: Kysely<Database>, tenantId: number, businessKey: string) {
  const project = /^\d{1,9}$/.test(businessKey)
    ? await new KyselyProjectLookups(trx, tenantId).findLive(Number(businessKey), { lock: true })
    : undefined;
  if (!project) throw new NotFoundError('Project', businessKey);
  return project;
}
