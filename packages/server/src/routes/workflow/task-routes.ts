import { z } from 'zod';
import { abp, ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import { requiredParameter, requiredUserName } from '../../workflow/missing-parameter';
import { ProcessEngine } from '../../workflow/process-engine';
import { assertMayActFor } from '../../workflow/workflow-caller';
import { taskCandidatesSchema, taskSchema } from '../../workflow/workflow-schemas';
import {
  BASE,
  businessKeyQuery,
  instanceQuery,
  post,
  TAGS,
  type WorkflowRouteKit,
} from './workflow-route-kit';

const claimBody = z.object({ taskId: requiredParameter(), userName: requiredUserName() });

/** task/claim, the open task's candidates and a process's tasks (§7). */
export function registerTaskRoutes(app: ZodApp, { write, queries, directory }: WorkflowRouteKit): void {
  app.post(
    `${BASE}/task/claim`,
    {
      config: { access: 'flow.edit' },
      ...post,
      schema: { tags: TAGS, body: claimBody, response: { 200: abp(taskSchema) } },
    },
    async (request) =>
      ok(
        await write(request, (trx, who) => {
          assertMayActFor(who, request.body.userName);
          return new ProcessEngine(trx, who.scope).claim(request.body.taskId, request.body.userName);
        }),
      ),
  );

  app.get(
    `${BASE}/task/taskCandidateUser/businessKey`,
    {
      config: { access: 'flow.get' },
      schema: { tags: TAGS, querystring: businessKeyQuery, response: { 200: abp(taskCandidatesSchema) } },
    },
    async (request) => {
      const task = await (await queries(request)).openTaskByBusinessKey(request.query.businessKey);
      return ok({
        taskId: task.id,
        taskName: task.name,
        nodeId: task.nodeId,
        candidateGroups: task.candidateGroups,
        candidateUsers: await (await directory(request)).candidatesOf(task),
      });
    },
  );

  app.get(
    `${BASE}/task/getTasksByProcessInstanceId`,
    {
      config: { access: 'flow.get' },
      schema: { tags: TAGS, querystring: instanceQuery, response: { 200: abp(z.array(taskSchema)) } },
    },
    async (request) => ok(await (await queries(request)).tasksOf(request.query.processInstanceId)),
  );
}
