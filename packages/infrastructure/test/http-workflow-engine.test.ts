import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { LogIn, NotPermittedError } from '@tender/domain';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { nodeModule } from '../src/containers/node-module';
import type { HttpClients } from '../src/http/http-clients';
import { HttpWorkflowEngine } from '../src/http/http-workflow-engine';
import {
  clientsFor,
  failureOf,
  signIn,
  startServer,
  type TestServer,
  VariableTokenStore,
} from './real-server';

type WfUser = { userName: string; displayName: string | null; tenants: string[]; groups: string[] };

describe('HttpWorkflowEngine against the real server (§7 "auto-registered after login")', () => {
  let server: TestServer;
  let configDir: string;
  beforeAll(async () => {
    server = await startServer();
    configDir = mkdtempSync(join(tmpdir(), 'tender-wf-'));
  });
  afterAll(async () => {
    await server?.close();
    rmSync(configDir, { recursive: true, force: true });
  });

  /** The raw workflow client of a signed-in user, each call it sends recorded as "METHOD /path". */
  async function workflowAs(userName: string, tenantId = 3) {
    const { clients, tokens } = clientsFor(server.url, new VariableTokenStore());
    await signIn(clients, tokens, userName, tenantId);
    const sent: string[] = [];
    clients.workflow.axios.interceptors.request.use((config) => {
      sent.push(`${config.method?.toUpperCase()} ${config.url}`);
      return config;
    });
    return { workflow: clients.workflow, sent, clients: clients as HttpClients };
  }

  it('after LogIn from the Node container the user and tenant exist and are bound, without a warning', async () => {
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir: join(configDir, 'manager') }));
    const logIn = container.get(LogIn);
    const first = await logIn.execute({ userName: 'manager', password: '123qwe', rememberMe: false });
    expect(first.workflowWarning).toBeUndefined();

    const { workflow } = await workflowAs('admin');
    const user = await workflow.get<WfUser>('/user/get', { params: { userName: 'manager' } });
    expect(user).toMatchObject({
      userName: 'manager',
      displayName: '张经理',
      tenants: ['3'],
      groups: ['ProjectManager'],
    });
    const tenants = await workflow.get<{ id: string; name: string }[]>('/tenant/getList');
    expect(tenants).toEqual([expect.objectContaining({ id: '3', name: 'Default' })]);
    const members = await workflow.get<WfUser[]>('/tenant/user/getList', { params: { tenantId: '3' } });
    expect(members.map((m) => m.userName)).toEqual(['manager']);

    // A second login inserts nothing: the same single user, tenant and bindings.
    const second = await logIn.execute({ userName: 'manager', password: '123qwe', rememberMe: false });
    expect(second.workflowWarning).toBeUndefined();
    expect(await workflow.get('/tenant/getList')).toEqual(tenants);
    expect(await workflow.get('/tenant/user/getList', { params: { tenantId: '3' } })).toEqual(members);
  });

  it('registers once, then only reads: a second registration sends no POST', async () => {
    const { workflow, sent } = await workflowAs('agent');
    const engine = new HttpWorkflowEngine(workflow);
    const account = {
      userName: 'agent',
      displayName: '李代理',
      tenantId: 3,
      tenantName: 'Default',
      groups: ['Agent'],
    };
    await engine.ensureRegistered(account);
    expect(sent.filter((call) => call.startsWith('POST'))).toEqual(
      expect.arrayContaining(['POST /user/insert', 'POST /user/tenant/bind', 'POST /user/group/bind']),
    );
    sent.length = 0;
    await engine.ensureRegistered(account);
    expect(sent.every((call) => call.startsWith('GET'))).toBe(true);
  });

  it('tenant 1 registers apart from tenant 3 (the engine is per tenant)', async () => {
    const { workflow } = await workflowAs('agent', 1);
    await new HttpWorkflowEngine(workflow).ensureRegistered({
      userName: 'agent',
      displayName: '李代理',
      tenantId: 1,
      tenantName: 'archive-agency',
      groups: ['Agent'],
    });
    expect(await workflow.get('/tenant/getList')).toEqual([expect.objectContaining({ id: '1' })]);
    expect(await workflow.get<WfUser>('/user/get', { params: { userName: 'agent' } })).toMatchObject({
      tenants: ['1'],
    });
  });

  it('a refusal of the engine (a group of a role the user lacks) rejects with the domain error', async () => {
    const { workflow } = await workflowAs('viewer');
    const error = await failureOf(
      new HttpWorkflowEngine(workflow).ensureRegistered({
        userName: 'viewer',
        displayName: '王查看',
        tenantId: 3,
        tenantName: 'Default',
        groups: ['Admin'],
      }),
    );
    expect(error).toBeInstanceOf(NotPermittedError);
  });
});
