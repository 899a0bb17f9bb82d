import {
  committeeAppointmentSchema,
  committeeDrawRequestSchema,
  committeeLargerSchema,
  committeeRecusalInputSchema,
  committeeRedrawRequestSchema,
  committeeRepresentativeInputSchema,
  committeeRepresentativeRecusalInputSchema,
  committeeSchema,
} from '@tender/domain';
import { z } from 'zod';
import { CommitteeKeeping } from '../evaluation/committee-keeping';
import { abp, ok } from '../http/envelope';
import { scopedService } from '../http/scoped-service';
import type { AppDeps, ZodApp } from '../http/zod-app';

const BASE = '/api/services/app/Committee';
const TAGS = ['Committee'];
const projectQuery = z.object({ projectId: z.coerce.number().int().positive() });
const reply = { 200: abp(committeeSchema) };

/**
 * Committee (评标委员会, ADR 0019): who reads the evaluation reads a project's committee with its recorded
 * draws (evaluation.query); who keeps it (evaluation.edit) and may record the evaluation step draws
 * experts or seats one by hand with a reason, adds the tenderer's or purchaser's representatives,
 * recuses an expert with the reason and redraws the empty seats, recuses a representative with the reason
 * (another is added by hand), and marks the project as asking a larger
 * committee (ADR 0019). Each write answers the committee, runs in one transaction and is audited (ADR 0012).
 */
export function registerCommitteeRoutes(app: ZodApp, { db, config }: AppDeps): void {
  const { read, change } = scopedService(
    db,
    config.clock,
    (handle, scope, clock) => new CommitteeKeeping(handle, scope, clock),
  );

  app.get(
    `${BASE}/Get`,
    {
      config: { access: 'evaluation.query' },
      schema: { tags: TAGS, querystring: projectQuery, response: reply },
    },
    async (request) => ok(await (await read(request)).get(request.query.projectId)),
  );

  app.post(
    `${BASE}/Draw`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee' } },
      schema: {
        tags: TAGS,
        description:
          'Draws experts at random among those who may serve, recording the seed and the candidates.',
        body: committeeDrawRequestSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.draw(request.body))),
  );

  app.post(
    `${BASE}/Appoint`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee', idKey: 'expertId' } },
      schema: {
        tags: TAGS,
        description: 'Seats an expert chosen by hand, with the reason.',
        body: committeeAppointmentSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.appoint(request.body))),
  );

  app.post(
    `${BASE}/AddRepresentative`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee' } },
      schema: {
        tags: TAGS,
        description: 'Adds a representative of the tenderer or purchaser to the committee.',
        body: committeeRepresentativeInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.addRepresentative(request.body))),
  );

  app.post(
    `${BASE}/Recuse`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee', idKey: 'expertId' } },
      schema: {
        tags: TAGS,
        description: 'Recuses an expert (回避) with the reason: their seat is left for a redraw.',
        body: committeeRecusalInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.recuse(request.body))),
  );

  app.post(
    `${BASE}/RecuseRepresentative`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee', idKey: 'representativeId' } },
      schema: {
        tags: TAGS,
        description:
          'Recuses a representative (回避, 招标投标法 第三十七条) with the reason: no seat is drawn for them.',
        body: committeeRepresentativeRecusalInputSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.recuseRepresentative(request.body))),
  );

  app.post(
    `${BASE}/Redraw`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee' } },
      schema: {
        tags: TAGS,
        description: 'Draws as many experts as recusals left seats empty (补抽), recorded as a draw.',
        body: committeeRedrawRequestSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.redraw(request.body))),
  );

  app.post(
    `${BASE}/SetLargerRequired`,
    {
      config: { access: 'evaluation.edit', audit: { entity: 'committee' } },
      schema: {
        tags: TAGS,
        description:
          'Marks the project technically complex or of great social impact: its committee must be at least 7.',
        body: committeeLargerSchema,
        response: reply,
      },
    },
    async (request) => ok(await change(request, (committee) => committee.setLargerRequired(request.body))),
  );
}
