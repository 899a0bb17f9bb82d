import {
  NotFoundError,
  NotPermittedError,
  type StoredToken,
  type TokenStore,
  UnavailableError,
  ValidationError,
  type WrittenReport,
} from '@tender/domain';
import type { AxiosAdapter, InternalAxiosRequestConfig } from 'axios';
import { describe, expect, it } from 'vitest';
import { HttpClient } from './http-client';
import { HttpWrittenReportStore } from './http-written-report-store';

/**
 * The adapter over the envelope contract of Compliance/GetWrittenReport and RecordWrittenReport (招标投标法
 * 第四十七条), through a stub transport; the contract suite (test/contract/written-report-contract.ts)
 * holds the in-memory module to the same answers.
 */
const filed: WrittenReport = {
  projectId: 58,
  filedOn: '2026-09-10',
  authority: '某市住房和城乡建设局',
  note: null,
  recordedAt: '2026-09-20T02:00:00.000Z',
  recordedBy: '管理员',
};
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

function storeAnswering(status: number, body: unknown) {
  const asked: InternalAxiosRequestConfig[] = [];
  const adapter: AxiosAdapter = async (config) => {
    asked.push(config);
    return { status, statusText: String(status), data: body, headers: {}, config };
  };
  const api = new HttpClient({ baseURL: 'http://api.test', service: 'the API server', tokens, adapter });
  return { store: new HttpWrittenReportStore(api), asked };
}

describe('HttpWrittenReportStore (Compliance/GetWrittenReport, RecordWrittenReport)', () => {
  it('reads the project’s filing by its id, null while none is recorded', async () => {
    const { store, asked } = storeAnswering(200, envelope(filed));
    expect(await store.of(58)).toEqual(filed);
    expect(asked[0]).toMatchObject({
      method: 'get',
      url: '/api/services/app/Compliance/GetWrittenReport',
      params: { projectId: 58 },
    });
    expect(await storeAnswering(200, envelope(null)).store.of(58)).toBeNull();
  });

  it('posts the filing and gives the record as stored', async () => {
    const { store, asked } = storeAnswering(200, envelope(filed));
    const input = { projectId: 58, filedOn: '2026-09-10', authority: '某市住房和城乡建设局' };
    expect(await store.record(input)).toEqual(filed);
    expect(asked[0]).toMatchObject({
      method: 'post',
      url: '/api/services/app/Compliance/RecordWrittenReport',
    });
    expect(JSON.parse(asked[0]?.data as string)).toEqual(input);
  });

  it('maps 400, 403 and 404 to the domain’s errors, and a reply off the schema to UnavailableError', async () => {
    const bad = storeAnswering(400, failure('VALIDATION', 'filedOn: must not be later than now'));
    await expect(
      bad.store.record({ projectId: 58, filedOn: '2099-01-01', authority: '局' }),
    ).rejects.toBeInstanceOf(ValidationError);
    const refused = storeAnswering(403, failure('NOT_PERMITTED', 'Your roles do not grant record.add'));
    await expect(
      refused.store.record({ projectId: 58, filedOn: '2026-09-10', authority: '局' }),
    ).rejects.toBeInstanceOf(NotPermittedError);
    const missing = storeAnswering(404, failure('NOT_FOUND', 'Project 58 was not found'));
    await expect(missing.store.of(58)).rejects.toMatchObject({ entity: 'Project', id: 58 });
    await expect(missing.store.of(58)).rejects.toBeInstanceOf(NotFoundError);
    const broken = storeAnswering(200, envelope({ ...filed, filedOn: 20260910 }));
    await expect(broken.store.of(58)).rejects.toBeInstanceOf(UnavailableError);
  });
});
