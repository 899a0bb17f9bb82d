import { projectDeadlinesSchema, writtenReportInputSchema, writtenReportSchema } from '@tender/domain';
import { z } from 'zod';
import { KyselyProjectDeadlinesSource } from '../adapters/compliance/kysely-project-deadlines-source';
import { sessionOf } from '../auth/authenticate-request';
import { WrittenReportKeeping } from '../compliance/written-report-keeping';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/Compliance';
const TAGS = ['Compliance'];

const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });

/**
 * Compliance (not among §7's calls, so named in the same ABP style; ADR 0022): a project's statutory
 * deadlines, laid out on the server's clock and China's working calendar, and the filing of its written
 * report (招标投标法 第四十七条) they read. Whoever may read the project reads both (project.get, as
 * GetSprojectDetail); who may add its step records (record.add) records the filing, in one transaction
 * with its audit row (ADR 0012). Another tenant's project is 404 like a missing one.
 */
export function registerComplianceRoutes(app: ZodApp, { db, config }: AppDeps): void {
  app.get(
    `${BASE}/GetDeadlines`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: TAGS,
        description:
          'Every statutory bound of the project (bid deadline, clarification cut-off, objection replies, publicity, contract, filing, bond refund), each with its article, due date and status at the server’s now.',
        querystring: projectQuery,
        response: { 200: abp(projectDeadlinesSchema) },
      },
    },
    async (request) => {
      const source = new KyselyProjectDeadlinesSource(db, sessionOf(request).tenantId, config.clock);
      return ok(await source.deadlinesOf(request.query.projectId));
    },
  );

  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new WrittenReportKeeping(handle, scope, clock),
  );

  app.get(
    `${BASE}/GetWrittenReport`,
    {
      config: { access: 'project.get' },
      schema: {
        tags: TAGS,
        description:
          'The filing of the project’s written report (招标投标法 第四十七条): the day, the authority, the note; null until recorded.',
        querystring: projectQuery,
        response: { 200: abp(writtenReportSchema.nullable()) },
      },
    },
    async (request) => ok(await (await read(request)).get(request.query.projectId)),
  );

  app.post(
    `${BASE}/RecordWrittenReport`,
    {
      config: { access: 'record.add', audit: { entity: 'writtenReport', idKey: 'projectId' } },
      schema: {
        tags: TAGS,
        description:
          'Records (or corrects) that the written report was filed: the day (not one to come), the authority it went to, a note. The filing bound of the deadlines is met or late from it.',
        body: writtenReportInputSchema,
        response: { 200: abp(writtenReportSchema) },
      },
    },
    async (request) => ok(await change(request, (keeping) => keeping.record(request.body))),
  );
}
