import {
  complianceFactsOf,
  NotFoundError,
  NotPermittedError,
  projectDeadlinesOf,
  type StoredToken,
  type TokenStore,
  UnavailableError,
  ValidationError,
} from '@tender/domain';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpProjectDeadlinesSource } from './http-project-deadlines-source';

/**
 * The adapter over the envelope contract of Compliance/GetDeadlines (the ABP envelope around a
 * ProjectDeadlines; 400 for a bad id, 404 for a project not there or not the tenant's, 403 without the
 * permission), through a stub transport. The contract suite (test/contract/deadlines-contract.ts) holds the
 * in-memory module to the same answers.
 */
const report = projectDeadlinesOf(
  58,
  complianceFactsOf({
    project: { biddingMethod: '公开招标', capitalSource: null, isTenderByLaw: true, sGroupList: [] },
    notices: [
      { noticeType: '0', publishTime: '2026-11-20T08:00:00.000Z', endTime: '2026-12-15T09:30:00.000Z' },
    ],
    tenderDocuments: [],
    clarifications: [],
    objections: [],
    contracts: [],
  }),
  new Date('2026-11-27T02:00:00.000Z'),
);

const envelope = (result: unknown) => ({
  success: true,
  result,
  error: null,
  unAuthorizedRequest: false,
  __abp: true,
});
const failure = (code: string, message: string) => ({
  success: false,
  result: null,
  error: { code, message, details: null, validationErrors: null },
  unAuthorizedRequest: false,
  __abp: true,
});

const token: StoredToken = { accessToken: 'token-1', expiresAt: Number.MAX_SAFE_INTEGER, tenantId: 3 };
const tokens: TokenStore = { load: () => token, save: () => {}, clear: () => {} };

/** The adapter over a transport that answers `status` and `body`, recording what was asked. */
function sourceAnswering(status: number, body: unknown) {
  const asked: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config);
    return { status, statusText: String(status), data: body, headers: {}, config };
  };
  const api = new HttpClient({ baseURL: 'http://api.test', service: 'the API server', tokens, adapter });
  return { source: new HttpProjectDeadlinesSource(api), asked };
}

describe('HttpProjectDeadlinesSource (Compliance/GetDeadlines)', () => {
  it('asks the project’s report by its id, with the session’s headers, and gives the envelope’s result', async () => {
    const { source, asked } = sourceAnswering(200, envelope(report));
    expect(await source.deadlinesOf(58)).toEqual(report);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({
      method: 'get',
      url: '/api/services/app/Compliance/GetDeadlines',
      params: { projectId: 58 },
    });
    expect(asked[0]?.headers.Authorization).toBe('Bearer token-1');
    expect(asked[0]?.headers['Abp.TenantId']).toBe('3');
  });

  it('a project not there (or another tenant’s) is a NotFoundError naming it', async () => {
    const { source } = sourceAnswering(404, failure('NOT_FOUND', 'Project 58 was not found'));
    await expect(source.deadlinesOf(58)).rejects.toBeInstanceOf(NotFoundError);
    await expect(source.deadlinesOf(58)).rejects.toMatchObject({ entity: 'Project', id: 58 });
  });

  it('a bad id is a ValidationError, a missing permission a NotPermittedError', async () => {
    const bad = sourceAnswering(400, failure('VALIDATION', 'projectId: must be a positive number'));
    await expect(bad.source.deadlinesOf(58)).rejects.toBeInstanceOf(ValidationError);
    const refused = sourceAnswering(403, failure('NOT_PERMITTED', 'Your roles do not grant project.get'));
    await expect(refused.source.deadlinesOf(58)).rejects.toBeInstanceOf(NotPermittedError);
  });

  it('a reply that breaks the domain’s schema is UnavailableError, as if the service were down', async () => {
    const { source } = sourceAnswering(200, envelope({ ...report, bounds: [{ id: 'noSuchBound' }] }));
    await expect(source.deadlinesOf(58)).rejects.toBeInstanceOf(UnavailableError);
    await expect(source.deadlinesOf(58)).rejects.toThrow(/bounds\.0/);
  });
});
