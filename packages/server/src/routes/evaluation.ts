import {
  evaluationPlanInputSchema,
  projectEvaluationSchema,
  reevaluationSchema,
  scoreSheetInputSchema,
} from '@tender/domain';
import { z } from 'zod';
import { EvaluationKeeping } from '../evaluation/evaluation-keeping';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/Evaluation';
const TAGS = ['Evaluation'];
const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });
const reply = { 200: abp(projectEvaluationSchema) };

/**
 * Evaluation (评标, ADR 0019): who reads the evaluation reads every package's plan, marks, result and
 * history (evaluation.query); who keeps it (evaluation.edit) and may record the evaluation step sets the
 * plans, enters the experts' score sheets and re-evaluates. Each write answers the whole evaluation,
 * runs in one transaction and is audited (ADR 0012).
 */
export function registerEvaluationRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new EvaluationKeeping(handle, scope, clock),
  );
  const audit = { entity: 'evaluation', idKey: 'groupId' };

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'evaluation.query' },
      schema: { tags: TAGS, querystring: projectQuery, response: reply },
    },
    async (request) => ok(await (await read(request)).get(request.query.projectId)),
  );

  app.post(
    `${BASE}/SavePlan`,
    {
      config: { access: 'evaluation.edit', audit },
      schema: {
        tags: TAGS,
        description: 'Sets a package’s method and criteria, until the experts mark under them.',
        body: evaluationPlanInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (evaluation) => evaluation.savePlan(request.body))),
  );

  app.post(
    `${BASE}/SaveScoreSheet`,
    {
      config: { access: 'evaluation.edit', audit },
      schema: {
        tags: TAGS,
        description: 'Replaces an expert’s marks of a package in its current round.',
        body: scoreSheetInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (evaluation) => evaluation.saveScoreSheet(request.body))),
  );

  app.post(
    `${BASE}/Reevaluate`,
    {
      config: { access: 'evaluation.edit', audit },
      schema: {
        tags: TAGS,
        description: 'Closes the package’s round with the reason; its marks stay, as history.',
        body: reevaluationSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (evaluation) => evaluation.reevaluate(request.body))),
  );
}
