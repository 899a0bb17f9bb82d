import {
  type EvaluationPlanInput,
  type EvaluationRepository,
  type ProjectEvaluation,
  projectEvaluationSchema,
  type ReevaluationInput,
  type ScoreSheetInput,
} from '@tender/domain';
import type { HttpClient } from './http-client';

const BASE = '/api/services/app/Evaluation';

/** A project's evaluation over the API (Evaluation: Get, SavePlan, SaveScoreSheet, Reevaluate; ADR 0019). */
export class HttpEvaluationRepository implements EvaluationRepository {
  constructor(private readonly api: HttpClient) {}

  get(projectId: number): Promise<ProjectEvaluation> {
    return this.api.get(`${BASE}/Get`, {
      params: { projectId },
      schema: projectEvaluationSchema,
      notFound: { entity: 'Project', id: projectId },
    });
  }

  savePlan(input: EvaluationPlanInput): Promise<ProjectEvaluation> {
    return this.write('SavePlan', input);
  }

  saveScoreSheet(input: ScoreSheetInput): Promise<ProjectEvaluation> {
    return this.write('SaveScoreSheet', input);
  }

  reevaluate(input: ReevaluationInput): Promise<ProjectEvaluation> {
    return this.write('Reevaluate', input);
  }

  private write(call: string, input: { projectId: number }): Promise<ProjectEvaluation> {
    return this.api.post(`${BASE}/${call}`, input, {
      schema: projectEvaluationSchema,
      notFound: { entity: 'Project', id: input.projectId },
    });
  }
}
