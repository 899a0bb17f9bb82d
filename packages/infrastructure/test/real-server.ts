import { createHmac } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { StoredToken, TokenStore } from '@tender/domain';
import { startTestServer, type TestServer } from '@tender/server/testing';
import { inject } from 'vitest';
import { createHttpClients, type HttpClients } from '../src/http/http-clients';
import { HttpEvents } from '../src/http/http-events';

export type { TestServer };

type ServerConfig = NonNullable<Parameters<typeof startTestServer>[0]>['config'];

/** The real API server in-process on PGlite, loaded from the demo snapshot of the global setup. */
export async function startServer(config?: ServerConfig): Promise<TestServer> {
  const bytes = await readFile(inject('pgliteSnapshot'));
  return startTestServer({ snapshot: new Blob([new Uint8Array(bytes)]), ...(config ? { config } : {}) });
}

/** A token store in a variable: the HTTP tests look at headers, not at where the token lives. */
export class VariableTokenStore implements TokenStore {
  constructor(public token: StoredToken | null = null) {}
  load(): StoredToken | null {
    return this.token;
  }
  save(token: StoredToken): void {
    this.token = token;
  }
  clear(): void {
    this.token = null;
  }
}

/** The three clients against a server, with the events they fire recorded. */
export function clientsFor(url: string, tokens: TokenStore = new VariableTokenStore()) {
  const events = new HttpEvents();
  const fired: string[] = [];
  events.on('unauthorized', (e) => fired.push(`unauthorized: ${e.message}`));
  events.on('forbidden', (e) => fired.push(`forbidden: ${e.message}`));
  const clients: HttpClients = createHttpClients({ apiUrl: url }, tokens, events);
  return { clients, events, fired, tokens };
}

export const DEMO_PASSWORD = '123qwe';

/** Logs a demo user in through the raw client and stores the token, as LogIn would. */
export async function signIn(clients: HttpClients, tokens: TokenStore, userName = 'admin', tenantId = 3) {
  const reply = await clients.api.post<{ accessToken: string; expireInSeconds: number }>(
    '/api/TokenAuth/Authenticate',
    { userNameOrEmailAddress: userName, password: DEMO_PASSWORD, rememberClient: false },
    { tenantId, anonymous: true, loginAttempt: true },
  );
  tokens.save({
    accessToken: reply.accessToken,
    expiresAt: Date.now() + reply.expireInSeconds * 1000,
    tenantId,
  });
  return reply;
}

/**
 * A single sign-on hand-over token as an external provider mints it (the server README's format:
 * `base64url(JSON payload).base64url(HMAC-SHA256)`).
 */
export function mintHandoverToken(
  secret: string,
  claims: { userName: string; tenantId: number; platformId?: string },
) {
  const iat = Math.floor(Date.now() / 1000);
  const payload = {
    sub: claims.userName,
    tenant: claims.tenantId,
    iat,
    exp: iat + 300,
    ...(claims.platformId ? { platformId: claims.platformId } : {}),
  };
  const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
}

/** The rejection of a promise that must fail. */
export async function failureOf(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error('expected the call to fail');
}
