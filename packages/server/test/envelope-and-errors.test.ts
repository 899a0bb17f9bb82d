import {
  BlockedError,
  ConflictError,
  NotFoundError,
  NotPermittedError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from '@tender/domain';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { call, login, useTestApp } from './harness';

const harness = useTestApp({
  config: { bodyLimit: 4096 },
  extend: (a) => {
    const zapp = a.withTypeProvider<ZodTypeProvider>();
    const errors: Record<string, () => Error> = {
      'not-permitted': () => new NotPermittedError('You may not modify this step'),
      blocked: () => new BlockedError(['报名供应商不足3家（当前2家）', '该项目存在1条未处理的异议或质疑']),
      'not-found': () => new NotFoundError('Project', 42),
      validation: () => new ValidationError([{ field: 'projectName', message: 'is required' }]),
      conflict: () => new ConflictError('The project already left that step'),
      unauthenticated: () => new UnauthenticatedError('No session'),
      unavailable: () => new UnavailableError('The engine is down'),
      internal: () => new Error('connection string postgres://secret@db leaked?'),
    };
    zapp.get('/test/throw/:kind', { schema: { params: z.object({ kind: z.string() }) } }, async (request) => {
      throw errors[request.params.kind]!();
    });
    zapp.post(
      '/test/echo',
      {
        // It changes nothing and nobody is signed in: no audit row to write (ADR 0012).
        config: { audit: false },
        schema: {
          body: z.object({
            name: z.string().min(1),
            count: z.number().int().max(10),
            nested: z.object({ flag: z.boolean() }),
          }),
        },
      },
      async (request) => request.body,
    );
  },
});

describe('the ABP envelope', () => {
  it('wraps a result with success, a null error and __abp', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(Object.keys(body).sort()).toEqual(['__abp', 'error', 'result', 'success', 'unAuthorizedRequest']);
    expect(body).toMatchObject({ success: true, error: null, unAuthorizedRequest: false, __abp: true });
    expect(reply.headers['x-request-id']).toBeTruthy();
  });

  it('keeps a caller-supplied request id that is a safe token', async () => {
    const reply = await call(harness.app, {
      method: 'GET',
      url: '/middleware/tools/getServerTime',
      headers: { 'x-request-id': 'abc-123' },
    });
    expect(reply.headers['x-request-id']).toBe('abc-123');
  });

  it('wraps an unknown route as a 404 failure', async () => {
    const reply = await call(harness.app, { method: 'GET', url: '/api/services/app/Nothing/Here' });
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toMatchObject({
      success: false,
      result: null,
      __abp: true,
      error: { code: 'NOT_FOUND' },
    });
  });
});

describe('error mapping', () => {
  const cases: [string, number, string, boolean][] = [
    ['not-permitted', 403, 'NOT_PERMITTED', false],
    ['blocked', 409, 'BLOCKED', false],
    ['not-found', 404, 'NOT_FOUND', false],
    ['validation', 400, 'VALIDATION', false],
    ['conflict', 409, 'CONFLICT', false],
    ['unauthenticated', 401, 'UNAUTHENTICATED', true],
    ['unavailable', 503, 'UNAVAILABLE', false],
    ['internal', 500, 'INTERNAL', false],
  ];
  it.each(cases)('%s → %i %s', async (kind, status, code, unAuthorizedRequest) => {
    const reply = await call(harness.app, { method: 'GET', url: `/test/throw/${kind}` });
    expect(reply.statusCode).toBe(status);
    expect(reply.json()).toMatchObject({
      success: false,
      result: null,
      unAuthorizedRequest,
      __abp: true,
      error: { code },
    });
  });

  it('gives blocking messages as details', async () => {
    const { error } = (await call(harness.app, { method: 'GET', url: '/test/throw/blocked' })).json();
    expect(error.details).toBe('报名供应商不足3家（当前2家）\n该项目存在1条未处理的异议或质疑');
  });

  it('never leaks the internals of an unexpected failure', async () => {
    const reply = await call(harness.app, { method: 'GET', url: '/test/throw/internal' });
    expect(reply.body).not.toContain('postgres://');
    expect(reply.json().error).toEqual({
      code: 'INTERNAL',
      message: 'An internal error occurred during your request!',
      details: null,
      validationErrors: null,
    });
  });

  it('names the field of a domain ValidationError', async () => {
    const { error } = (await call(harness.app, { method: 'GET', url: '/test/throw/validation' })).json();
    expect(error.validationErrors).toEqual([{ message: 'is required', members: ['projectName'] }]);
  });
});

describe('request validation', () => {
  it('names each bad body field, nested ones with dots', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/test/echo',
      payload: { name: '', count: 99, nested: { flag: 'x' } },
    });
    expect(reply.statusCode).toBe(400);
    const { error } = reply.json();
    expect(error.code).toBe('VALIDATION');
    expect(error.validationErrors.map((v: { members: string[] }) => v.members[0]).sort()).toEqual([
      'count',
      'name',
      'nested.flag',
    ]);
    for (const v of error.validationErrors) expect(v.message).toBeTruthy();
  });

  it('names a missing login field', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      payload: { userNameOrEmailAddress: 'admin' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors).toEqual([expect.objectContaining({ members: ['password'] })]);
  });

  it('names a bad query parameter', async () => {
    const { accessToken } = await login(harness.app, 'admin');
    const reply = await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/AbpCompany/GetById?id=abc',
      token: accessToken,
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors[0].members).toEqual(['id']);
  });

  it('ignores (strips) unknown JSON fields', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'a', count: 1, nested: { flag: true, extra: 1 }, unknown: 'x' },
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json()).toEqual({ name: 'a', count: 1, nested: { flag: true } });
  });

  it('refuses malformed JSON with 400 in an envelope', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/test/echo',
      payload: '{"name": ',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toMatchObject({ success: false, __abp: true });
  });

  it('refuses a prototype-polluting body', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/test/echo',
      payload: '{"name":"a","count":1,"nested":{"flag":true},"__proto__":{"admin":true}}',
      headers: { 'content-type': 'application/json' },
    });
    expect(reply.statusCode).toBe(400);
  });

  it('refuses an oversized body with 413 in an envelope', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/test/echo',
      payload: { name: 'x'.repeat(10_000), count: 1, nested: { flag: true } },
    });
    expect(reply.statusCode).toBe(413);
    expect(reply.json()).toMatchObject({ success: false, __abp: true, error: { code: 'PAYLOAD_TOO_LARGE' } });
  });

  it('refuses a malformed tenant header with 400', async () => {
    const reply = await call(harness.app, {
      method: 'POST',
      url: '/api/TokenAuth/Authenticate',
      tenantId: '3; drop table users',
      payload: { userNameOrEmailAddress: 'admin', password: '123qwe' },
    });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().error.validationErrors[0].members).toEqual(['Abp.TenantId']);
  });
});

describe('OpenAPI', () => {
  it('serves a page to browse the document at /api/docs, with its own scripts only', async () => {
    const page = await call(harness.app, { method: 'GET', url: '/api/docs/' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/text\/html/);
    expect(page.body).toContain('swagger-ui');
    const policy = String(page.headers['content-security-policy']);
    expect(policy).toContain("default-src 'self'");
    expect(policy).toMatch(/script-src 'self'\s*;/);
    expect(policy).not.toContain('upgrade-insecure-requests');
    expect(policy).not.toContain('validator.swagger.io');
    const script = page.body.match(/src="\.\/(static\/[^"]+\.js)"/)?.[1];
    expect(script, 'the page names its script').toBeTruthy();
    expect((await call(harness.app, { method: 'GET', url: `/api/docs/${script}` })).statusCode).toBe(200);
  });

  it('serves the document at /api/docs/json', async () => {
    const reply = await call(harness.app, { method: 'GET', url: '/api/docs/json' });
    expect(reply.statusCode).toBe(200);
    const doc = reply.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining([
        '/api/TokenAuth/Authenticate',
        '/api/services/app/Session/GetCurrentLoginInformations',
        '/api/services/app/AppModule/GetPaged',
        '/middleware/tools/getServerTime',
      ]),
    );
  });
});
