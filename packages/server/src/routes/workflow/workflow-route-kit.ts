import type { FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { z } from 'zod';
import { KyselyProcessQueries } from '../../adapters/workflow/kysely-process-queries';
import { KyselyWorkflowDirectory } from '../../adapters/workflow/kysely-workflow-directory';
import { sessionOf } from '../../auth/authenticate-request';
import type { Database } from '../../db/schema';
import type { AppDeps } from '../../http/zod-app';
import { requireBody, requiredParameter } from '../../workflow/missing-parameter';
import { type WorkflowCaller, workflowCallerOf } from '../../workflow/workflow-caller';

/** What every workflow route file shares: the base path, the schemas of its common inputs, its handles. */
export const BASE = '/workflow';
export const TAGS = ['Workflow'];

/** A process's or task's form: its keys become variables of the history. */
export const form = z.record(z.string(), z.unknown()).optional();
export const businessKeyQuery = z.object({ businessKey: requiredParameter() });
export const instanceQuery = z.object({ processInstanceId: requiredParameter() });
/** The POST routes' preValidation: a call without a JSON body is "data missing" (§8). */
export const post = { preValidation: requireBody };

/** The caller, the engine's reads and directory, one transaction for each write, and the server's clock. */
export function workflowRouteKit({ db, config }: AppDeps) {
  const caller = (request: FastifyRequest, handle: Kysely<Database> = db) =>
    workflowCallerOf(handle, sessionOf(request));
  return {
    clock: config.clock,
    /** Every write is one transaction, with the caller read inside it. */
    write: <T>(request: FastifyRequest, work: (trx: Kysely<Database>, who: WorkflowCaller) => Promise<T>) =>
      db.transaction().execute(async (trx) => work(trx, await caller(request, trx))),
    queries: async (request: FastifyRequest) =>
      new KyselyProcessQueries(db, (await caller(request)).scope.tenantId),
    directory: async (request: FastifyRequest) =>
      new KyselyWorkflowDirectory(db, (await caller(request)).scope.tenantId),
  };
}
export type WorkflowRouteKit = ReturnType<typeof workflowRouteKit>;
