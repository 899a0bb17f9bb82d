import { UnavailableError } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { HttpAuthGateway } from '../src/http/http-auth-gateway';
import { HttpModuleRepository } from '../src/http/http-module-repository';
import { HttpServerClock } from '../src/http/http-server-clock';
import { clientsFor, failureOf, signIn, startServer } from './real-server';

describe('a server that goes away (§8 network failures)', () => {
  it('after the server closes, every service’s calls fail with UnavailableError and a human message', async () => {
    const server = await startServer();
    const { clients, tokens, fired } = clientsFor(server.url);
    await signIn(clients, tokens);
    const modules = new HttpModuleRepository(clients.api);
    expect((await modules.list()).length).toBeGreaterThan(0);
    await server.close();

    const listing = await failureOf(modules.list());
    expect(listing).toBeInstanceOf(UnavailableError);
    expect(listing.message).toBe(
      `Cannot reach the API server at ${server.url}: the connection was refused. Is the server running?`,
    );
    const login = await failureOf(
      new HttpAuthGateway(clients.api).authenticate({ userNameOrEmailAddress: 'admin', password: '123qwe' }),
    );
    expect(login).toBeInstanceOf(UnavailableError);
    // A POST is never re-sent (it may have taken effect): on a kept-alive socket it reports the drop.
    expect(login.message).toMatch(
      /^(Cannot reach the API server at .*refused|The connection to the API server .* was dropped)/,
    );
    const clock = await failureOf(new HttpServerClock(clients.middleware).sync());
    expect(clock.message).toBe(
      `Cannot reach the middleware service at ${server.url}/middleware: the connection was refused. Is the server running?`,
    );
    // A network failure is not a lost session: the UI must not log the user out.
    expect(fired).toEqual([]);
  });
});
