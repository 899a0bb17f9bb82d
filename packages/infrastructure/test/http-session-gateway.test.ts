import { NotFoundError, NotPermittedError, UnauthenticatedError, ValidationError } from '@tender/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { HttpSessionGateway } from '../src/http/http-session-gateway';
import {
  clientsFor,
  failureOf,
  signIn,
  startServer,
  type TestServer,
  VariableTokenStore,
} from './real-server';

describe('HttpSessionGateway against the real server (§7 Session, AbpCompany)', () => {
  let server: TestServer;
  /** The server's clock, moved by the expiry test. */
  let now = Date.now();
  beforeAll(async () => {
    server = await startServer({ clock: () => new Date(now) });
  });
  afterAll(() => server?.close());

  const signedIn = async (userName = 'admin', tenantId = 3) => {
    const { clients, fired, tokens } = clientsFor(server.url, new VariableTokenStore());
    await signIn(clients, tokens, userName, tenantId);
    return { sessions: new HttpSessionGateway(clients.api), fired, tokens: tokens as VariableTokenStore };
  };

  it('reads the user, tenant and role names of the token, and the user’s company', async () => {
    const { sessions } = await signedIn('admin');
    const session = await sessions.currentLoginInformations();
    expect(session.user.userName).toBe('admin');
    expect(session.tenant).toMatchObject({ id: 3, tenancyName: 'Default' });
    expect(session.roleNames).toContain('Admin');
    expect(session.user.companyId).not.toBeNull();
    const company = await sessions.companyById(session.user.companyId as number);
    expect(company.id).toBe(session.user.companyId);
    expect(company.name).not.toBe('');
  });

  it('a company of another tenant or none at all is NotFoundError (existence does not leak)', async () => {
    const { sessions } = await signedIn('admin', 1);
    const tenant1Company = (await sessions.currentLoginInformations()).user.companyId as number;
    const tenant3 = await signedIn('admin', 3);
    const error = await failureOf(tenant3.sessions.companyById(tenant1Company));
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error).toMatchObject({ entity: 'Company', id: tenant1Company });
    expect(await failureOf(tenant3.sessions.companyById(987_654))).toBeInstanceOf(NotFoundError);
  });

  it('an invalid id is ValidationError naming the field', async () => {
    const { sessions } = await signedIn();
    const error = await failureOf(sessions.companyById(0));
    expect(error).toBeInstanceOf(ValidationError);
    expect((error as ValidationError).fields.map((f) => f.field)).toEqual(['id']);
  });

  it('a wrong tenant header is NotPermittedError and fires forbidden with the server message (§8)', async () => {
    const { sessions, tokens, fired } = await signedIn('admin', 3);
    tokens.token = { ...(tokens.token as NonNullable<typeof tokens.token>), tenantId: 1 };
    const error = await failureOf(sessions.currentLoginInformations());
    expect(error).toBeInstanceOf(NotPermittedError);
    expect(error.message).toBe('The access token belongs to another tenant');
    expect(fired).toEqual(['forbidden: The access token belongs to another tenant']);
  });

  it('without a token: UnauthenticatedError and the unauthorized event', async () => {
    const { clients, fired } = clientsFor(server.url);
    const error = await failureOf(new HttpSessionGateway(clients.api).currentLoginInformations());
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(fired).toHaveLength(1);
  });

  it('an expired token (one day later on the server clock) is UnauthenticatedError and fires unauthorized', async () => {
    const { sessions, fired } = await signedIn('manager');
    expect((await sessions.currentLoginInformations()).user.userName).toBe('manager');
    now += 24 * 3_600_000 + 1_000;
    const error = await failureOf(sessions.currentLoginInformations());
    expect(error).toBeInstanceOf(UnauthenticatedError);
    expect(fired).toEqual(['unauthorized: The access token is invalid, expired or revoked']);
  });
});
