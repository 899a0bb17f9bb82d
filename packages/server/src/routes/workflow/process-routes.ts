import { z } from 'zod';
import { abp, ok } from '../../http/envelope';
import type { ZodApp } from '../../http/zod-app';
import { localeOf } from '../../projects/request-locale';
import { circulateTask } from '../../workflow/circulate-task';
import { requiredParameter } from '../../workflow/missing-parameter';
import { startProcess } from '../../workflow/start-process';
import { circulationResultSchema, processInstanceSchema } from '../../workflow/workflow-schemas';
import { BASE, businessKeyQuery, form, post, TAGS, type WorkflowRouteKit } from './workflow-route-kit';

const startBody = z.object({ key: requiredParameter(), businessKey: requiredParameter(), form });
const circulateBody = z.object({ taskId: requiredParameter(), form });

/** process/start, process/circulate and getInstanceByBusinessKeyLike (§7, ADR 0006). */
export function registerProcessRoutes(app: ZodApp, { write, queries, clock }: WorkflowRouteKit): void {
  app.post(
    `${BASE}/process/start`,
    {
      config: { access: 'flow.edit' },
      ...post,
      schema: { tags: TAGS, body: startBody, response: { 200: abp(processInstanceSchema) } },
    },
    async (request) => ok(await write(request, (trx, who) => startProcess(trx, who, request.body))),
  );

  app.post(
    `${BASE}/process/circulate`,
    {
      ...post,
      config: { access: 'flow.edit', audit: { idKey: 'processInstanceId' } },
      schema: { tags: TAGS, body: circulateBody, response: { 200: abp(circulationResultSchema) } },
    },
    async (request) =>
      ok(await write(request, (trx, who) => circulateTask(trx, who, request.body, localeOf(request), clock))),
  );

  app.get(
    `${BASE}/process/getInstanceByBusinessKeyLike`,
    {
      config: { access: 'flow.query' },
      schema: {
        tags: TAGS,
        querystring: businessKeyQuery,
        response: { 200: abp(z.array(processInstanceSchema)) },
      },
    },
    async (request) =>
      ok(await (await queries(request)).instancesByBusinessKeyLike(request.query.businessKey)),
  );
}
