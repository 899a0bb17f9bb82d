import { describe, expect, it } from 'vitest';
import { NotFoundError, UnauthenticatedError, ValidationError } from '../shared/errors';
import { TOKEN_LIFETIME_WITHOUT_REMEMBER_S } from '../shell/token-lifetime';
import { ACTORS, aSession } from '../testing/builders';
import {
  InMemoryAuthGateway,
  InMemorySessionGateway,
  InMemoryTokenStore,
  InMemoryWorkflowEngine,
} from '../testing/in-memory-session';
import { LoadSession } from './load-session';
import { LogIn } from './log-in';
import { LogOut } from './log-out';

const NOW = Date.parse('2026-11-22T08:00:00Z');

function world() {
  const auth = new InMemoryAuthGateway([aSession(ACTORS.admin), aSession(ACTORS.agent)]);
  const tokens = new InMemoryTokenStore(null, () => NOW);
  const sessions = new InMemorySessionGateway(auth);
  const workflow = new InMemoryWorkflowEngine();
  const logIn = new LogIn(auth, tokens, sessions, workflow, () => NOW);
  return { auth, tokens, sessions, workflow, logIn };
}

describe('LogIn (§7 TokenAuth/Authenticate, §9 token lifetime)', () => {
  it('stores the token for one day without remember me', async () => {
    const { logIn, tokens } = world();
    const { session } = await logIn.execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    expect(session.user.userName).toBe('admin');
    expect(tokens.load()).toMatchObject({
      accessToken: 'token-1',
      tenantId: 3,
      expiresAt: NOW + TOKEN_LIFETIME_WITHOUT_REMEMBER_S * 1000,
    });
  });

  it('stores the token for expireInSeconds with remember me, under the chosen tenant', async () => {
    const { logIn, tokens } = world();
    await logIn.execute({
      userName: 'agent',
      password: '123qwe',
      rememberMe: true,
      tenantId: 1,
      tenantName: 'archive',
    });
    expect(tokens.load()).toMatchObject({
      tenantId: 1,
      tenantName: 'archive',
      expiresAt: NOW + 86_400 * 30 * 1000,
    });
  });

  it('finds the tenant by its name, in any letter case, and remembers both (§7 IsTenantAvailable, §9)', async () => {
    const { logIn, tokens } = world();
    await logIn.execute({
      userName: 'admin',
      password: '123qwe',
      rememberMe: false,
      tenantName: ' default ',
    });
    expect(tokens.load()).toMatchObject({ tenantId: 3, tenantName: 'default' });
  });

  it('refuses a tenant name nobody has, before asking for the password', async () => {
    const { logIn, auth, tokens } = world();
    const error = await logIn
      .execute({ userName: 'admin', password: '123qwe', rememberMe: false, tenantName: 'nobody' })
      .catch((e) => e);
    expect(error).toBeInstanceOf(NotFoundError);
    expect(error.entity).toBe('Tenant');
    expect(auth.signedIn).toBeNull();
    expect(tokens.load()).toBeNull();
  });

  it('registers the user in the workflow engine once', async () => {
    const { logIn, workflow } = world();
    await logIn.execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    await logIn.execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    expect(workflow.registered).toEqual([
      { userName: 'admin', displayName: 'admin', tenantId: 3, tenantName: 'Default', groups: ['Admin'] },
    ]);
  });

  it('returns a workflow registration failure instead of failing the login (§8)', async () => {
    const { logIn, workflow } = world();
    workflow.failWith = new Error('parameter missing');
    const result = await logIn.execute({ userName: 'admin', password: '123qwe', rememberMe: false });
    expect(result.workflowWarning).toBe('parameter missing');
  });

  it('names the missing fields before calling the server', async () => {
    const { logIn, auth } = world();
    const error = await logIn.execute({ userName: ' ', password: '', rememberMe: false }).catch((e) => e);
    expect(error).toBeInstanceOf(ValidationError);
    expect(error.fields.map((f: { field: string }) => f.field)).toEqual([
      'userNameOrEmailAddress',
      'password',
    ]);
    expect(auth.signedIn).toBeNull();
  });

  it('stores nothing when the password is wrong', async () => {
    const { logIn, tokens } = world();
    await expect(
      logIn.execute({ userName: 'admin', password: 'nope', rememberMe: false }),
    ).rejects.toBeInstanceOf(UnauthenticatedError);
    expect(tokens.load()).toBeNull();
  });
});

describe('LoadSession and LogOut', () => {
  it('loads the session and the company after login', async () => {
    const { logIn, tokens, sessions } = world();
    await logIn.execute({ userName: 'agent', password: '123qwe', rememberMe: false });
    const loaded = await new LoadSession(tokens, sessions).execute();
    expect(loaded.session.roleNames).toEqual(['Agent']);
    expect(loaded.company?.name).toBe('Demo Tendering Agency');
  });

  it('has no company when the user has none', async () => {
    const auth = new InMemoryAuthGateway([
      { ...aSession(ACTORS.agent), user: { ...aSession().user, companyId: null } },
    ]);
    const tokens = new InMemoryTokenStore(null, () => NOW);
    const sessions = new InMemorySessionGateway(auth);
    await new LogIn(auth, tokens, sessions, new InMemoryWorkflowEngine(), () => NOW).execute({
      userName: 'agent',
      password: '123qwe',
      rememberMe: false,
    });
    expect((await new LoadSession(tokens, sessions).execute()).company).toBeNull();
  });

  it('needs a live token (§6 access needs a token)', async () => {
    const { tokens, sessions } = world();
    await expect(new LoadSession(tokens, sessions).execute()).rejects.toBeInstanceOf(UnauthenticatedError);
    tokens.save({ accessToken: 'old', expiresAt: NOW - 1, tenantId: 3 });
    await expect(new LoadSession(tokens, sessions).execute()).rejects.toBeInstanceOf(UnauthenticatedError);
  });

  it('revokes the token on the server and forgets it locally', async () => {
    const { logIn, tokens, auth } = world();
    await logIn.execute({ userName: 'agent', password: '123qwe', rememberMe: false });
    await new LogOut(auth, tokens).execute();
    expect(auth.loggedOut).toBe(1);
    expect(tokens.load()).toBeNull();
  });

  it('forgets the token even when the server cannot be reached, and skips the call without one', async () => {
    const { tokens, auth } = world();
    await new LogOut(auth, tokens).execute();
    expect(auth.loggedOut).toBe(0);
    tokens.save({ accessToken: 't', expiresAt: NOW + 1000, tenantId: 3 });
    auth.logout = () => Promise.reject(new Error('network down'));
    await expect(new LogOut(auth, tokens).execute()).rejects.toThrow('network down');
    expect(tokens.load()).toBeNull();
  });
});
