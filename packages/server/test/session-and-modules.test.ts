import { beforeAll, describe, expect, it } from 'vitest';
import { DEMO_APP_MODULES } from '../src/seed/demo-flow-templates';
import { call, login, useTestApp } from './harness';

let token3: string;
let token1: string;

const harness = useTestApp();
beforeAll(async () => {
  token3 = (await login(harness.app, 'manager', 3)).accessToken;
  token1 = (await login(harness.app, 'manager', 1)).accessToken;
});

const get = (url: string, token = token3) => call(harness.app, { method: 'GET', url, token });

describe('Session/GetCurrentLoginInformations (§7)', () => {
  it('gives the user, the tenant and the role names', async () => {
    const reply = await get('/api/services/app/Session/GetCurrentLoginInformations');
    expect(reply.statusCode).toBe(200);
    const { result } = reply.json();
    expect(result.user).toMatchObject({
      name: '张经理',
      userName: 'manager',
      emailAddress: 'manager@default.tender.example',
    });
    expect(result.user.companyId).toEqual(expect.any(Number));
    expect(result.tenant).toEqual({ id: 3, tenancyName: 'Default', name: 'Default' });
    expect(result.roleNames).toEqual(['ProjectManager']);
  });

  it('gives Admin to the admin', async () => {
    const { accessToken } = await login(harness.app, 'admin');
    const reply = await get('/api/services/app/Session/GetCurrentLoginInformations', accessToken);
    expect(reply.json().result.roleNames).toEqual(['Admin']);
  });
});

describe('AbpCompany/GetById (§7)', () => {
  it("gives the user's company", async () => {
    const session = (await get('/api/services/app/Session/GetCurrentLoginInformations')).json().result;
    const reply = await get(`/api/services/app/AbpCompany/GetById?id=${session.user.companyId}`);
    expect(reply.statusCode).toBe(200);
    expect(reply.json().result).toMatchObject({ id: session.user.companyId, name: '默认招标代理有限公司' });
  });

  it("answers 404 for another tenant's company, as for one that does not exist", async () => {
    const other = (await get('/api/services/app/Session/GetCurrentLoginInformations', token1)).json().result;
    const foreign = await get(`/api/services/app/AbpCompany/GetById?id=${other.user.companyId}`);
    const missing = await get('/api/services/app/AbpCompany/GetById?id=999999');
    expect(foreign.statusCode).toBe(404);
    expect(missing.statusCode).toBe(404);
    expect(foreign.json().error.code).toBe('NOT_FOUND');
    expect(foreign.json().error.message.replace(/\d+/g, 'N')).toBe(
      missing.json().error.message.replace(/\d+/g, 'N'),
    );
  });

  it('needs a token', async () => {
    const reply = await call(harness.app, {
      method: 'GET',
      url: '/api/services/app/AbpCompany/GetById?id=1',
    });
    expect(reply.statusCode).toBe(401);
  });
});

describe('AppModule/GetPaged (§7)', () => {
  const URL = '/api/services/app/AppModule/GetPaged';

  it('lists the modules, 100 a page by default', async () => {
    const { result } = (await get(URL)).json();
    expect(result.totalCount).toBe(DEMO_APP_MODULES.length);
    expect(result.items).toHaveLength(DEMO_APP_MODULES.length);
    expect(Object.keys(result.items[0]).sort()).toEqual(['description', 'name', 'port', 'route']);
  });

  it('filters description=manage for the menu (§2 menus)', async () => {
    const { result } = (
      await get(`${URL}?MaxResultCount=100&Filter=${encodeURIComponent('description=manage')}`)
    ).json();
    expect(result.items.length).toBeGreaterThan(0);
    expect(result.items.every((m: { description: string }) => m.description === 'manage')).toBe(true);
    expect(result.items.map((m: { route: string }) => m.route)).toEqual(
      expect.arrayContaining([
        '/sign-up',
        '/qualification-purchase',
        '/qualification-result',
        '/modify-notice',
        '/project-clarification',
      ]),
    );
    expect(result.totalCount).toBe(result.items.length);
  });

  it('pages with SkipCount and MaxResultCount, counting all', async () => {
    const skip = DEMO_APP_MODULES.length - 2;
    const { result } = (await get(`${URL}?MaxResultCount=5&SkipCount=${skip}`)).json();
    expect(result.totalCount).toBe(DEMO_APP_MODULES.length);
    expect(result.items).toHaveLength(2);
  });

  it('supports contains, alternatives and sorting', async () => {
    const filter = encodeURIComponent('route~library,description=setting|manage');
    const { result } = (
      await get(`${URL}?Filter=${filter}&Sorting=${encodeURIComponent('route desc')}`)
    ).json();
    expect(result.items.map((m: { route: string }) => m.route)).toEqual([
      '/home/supplier-library',
      '/home/purchaser-library',
      '/home/expert-library',
      '/home/agency-library',
    ]);
  });

  it('refuses fields outside the whitelist, naming Filter', async () => {
    for (const filter of ['tenantId=1', 'id>0', '__proto__=1', 'password=x']) {
      const reply = await get(`${URL}?Filter=${encodeURIComponent(filter)}`);
      expect(reply.statusCode).toBe(400);
      expect(reply.json().error.validationErrors[0].members).toEqual(['Filter']);
    }
  });

  it('refuses a syntax error and a bad sort, naming the parameter', async () => {
    const bad = await get(`${URL}?Filter=${encodeURIComponent('description')}`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['Filter']);
    const sort = await get(`${URL}?Sorting=${encodeURIComponent('route; drop table users')}`);
    expect(sort.statusCode).toBe(400);
    expect(sort.json().error.validationErrors[0].members).toEqual(['Sorting']);
  });

  it('binds values as parameters: SQL-ish text is just text', async () => {
    const attacks = [
      `description="manage' or '1'='1"`,
      `name~"%' ; drop table users; --"`,
      `name~"%"`,
      `name~"_"`,
      `description="manage\\" or 1=1 --"`,
    ];
    for (const filter of attacks) {
      const reply = await get(`${URL}?Filter=${encodeURIComponent(filter)}`);
      expect(reply.statusCode, filter).toBe(200);
      expect(reply.json().result.totalCount, filter).toBe(0);
    }
    const users = await harness.database.db.selectFrom('users').select('id').execute();
    expect(users.length).toBe(8);
  });

  it('never shows another tenant its modules', async () => {
    await harness.database.db
      .insertInto('appModules')
      .values({ tenantId: 1, name: '归档专用', route: '/archive-only', description: 'manage' })
      .execute();
    const mine = (await get(`${URL}?Filter=${encodeURIComponent('route=/archive-only')}`)).json().result;
    const theirs = (await get(`${URL}?Filter=${encodeURIComponent('route=/archive-only')}`, token1)).json()
      .result;
    expect(mine.totalCount).toBe(0);
    expect(theirs.totalCount).toBe(1);
  });
});

describe('GET /middleware/tools/getServerTime (§7)', () => {
  it('gives {success, message} with the server time', async () => {
    const before = Date.now();
    const reply = await call(harness.app, { method: 'GET', url: '/middleware/tools/getServerTime' });
    expect(reply.statusCode).toBe(200);
    const body = reply.json();
    expect(body.success).toBe(true);
    const time = Date.parse(body.message);
    expect(time).toBeGreaterThanOrEqual(before - 1000);
    expect(time).toBeLessThanOrEqual(Date.now() + 1000);
  });
});
