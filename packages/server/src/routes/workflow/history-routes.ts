import { ValidationError, WORKFLOW_PROGRESS_PAGE_SIZE } from '@tender/domain';
import { z } from 'zod';
import { abp, ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import { MISSING } from '../../workflow/missing-parameter';
import { processProgress } from '../../workflow/step-progress';
import { progressSchema, variableSchema } from '../../workflow/workflow-schemas';
import { BASE, instanceQuery, TAGS, type WorkflowRouteKit } from './workflow-route-kit';

const progressQuery = z.object({
  processInstanceId: z.string().trim().max(200).optional(),
  businessKey: z.string().trim().max(200).optional(),
  pageNum: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce
    .number()
    .int()
    .min(1)
    .max(WORKFLOW_PROGRESS_PAGE_SIZE)
    .default(WORKFLOW_PROGRESS_PAGE_SIZE),
});

/** A process's variable history and its progress through the project's steps (§7 history/…). */
export function registerHistoryRoutes(app: ZodApp, { queries }: WorkflowRouteKit): void {
  app.get(
    `${BASE}/history/getVariableHistory`,
    {
      config: { access: 'flow.get' },
      schema: { tags: TAGS, querystring: instanceQuery, response: { 200: abp(z.array(variableSchema)) } },
    },
    async (request) => ok(await (await queries(request)).variableHistory(request.query.processInstanceId)),
  );

  app.get(
    `${BASE}/history/getProcessProgress`,
    {
      config: { access: 'flow.get' },
      schema: { tags: TAGS, querystring: progressQuery, response: { 200: abp(progressSchema) } },
    },
    async (request) => {
      const { processInstanceId, businessKey, pageNum, pageSize } = request.query;
      const reads = await queries(request);
      const instance = processInstanceId
        ? await reads.instance(processInstanceId)
        : businessKey
          ? await reads.instanceByBusinessKey(businessKey)
          : missingInstance();
      return ok(processProgress(instance, await reads.projectStepsOf(instance), pageNum, pageSize));
    },
  );
}

/** getProcessProgress names its process by id or by business key: neither is "parameter missing". */
function missingInstance(): never {
  throw new ValidationError([{ field: 'processInstanceId', message: MISSING.parameter }]);
}
