import { describe, expect, it } from 'vitest';
import { DEMO_APP_MODULES } from '../src/seed/demo-flow-templates';
import { useTestApp } from './harness';
import { COMPANY, callAs, fieldsOf, freshName, MODULE, resultOf } from './support/organisation';

/**
 * Companies (§3: create, edit, list) and app modules (§3 Module: the shell's list, and create, edit,
 * reorder, disable), administered by the Admin; AbpCompany/GetById and AppModule/GetPaged stay open to
 * every signed-in user (§7). A route starts with `/` and is unique within the tenant.
 */

const harness = useTestApp({ signIn: true });

const as = callAs(
  () => harness.app,
  () => harness.tokens,
);
const fields = fieldsOf;
const shellRoutes = async (user = 'viewer') =>
  resultOf(await as(user, 'GET', `${MODULE}/GetPaged`)).items.map(
    (m: { route: string }) => m.route,
  ) as string[];

describe('companies', () => {
  it('lists the tenant’s companies by name, with a word and paging', async () => {
    const all = resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged`));
    expect(all.items.map((c: { name: string }) => c.name)).toEqual([
      '默认招标代理有限公司',
      '默认招标代理有限公司宁波分公司',
    ]);
    const word = resultOf(
      await as('admin', 'GET', `${COMPANY}/GetPaged?Keyword=${encodeURIComponent('宁波')}`),
    );
    expect(word.totalCount).toBe(1);
    const byCode = resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged?Keyword=ag302`));
    expect(byCode.items[0].code).toBe('AG302');
    const page = resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged?MaxResultCount=1&SkipCount=1`));
    expect(page).toMatchObject({ totalCount: 2, items: [{ name: '默认招标代理有限公司宁波分公司' }] });
  });

  it('creates and edits a company, which every user then reads by id', async () => {
    const created = resultOf(
      await as('admin', 'POST', `${COMPANY}/Create`, { name: ' 温州分公司 ', code: 'AG303', phone: '' }),
    );
    expect(created).toMatchObject({ name: '温州分公司', code: 'AG303', phone: null, address: null });
    const edited = resultOf(
      await as('admin', 'POST', `${COMPANY}/Update`, {
        id: created.id,
        name: '温州分公司',
        address: '温州市',
      }),
    );
    expect(edited).toMatchObject({ id: created.id, address: '温州市', code: null });
    expect(resultOf(await as('viewer', 'GET', `${COMPANY}/GetById?id=${created.id}`)).address).toBe('温州市');
  });

  it('names bad fields (400), finds no other company (404), and changes nothing', async () => {
    const before = resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged`)).totalCount;
    const bad = await as('admin', 'POST', `${COMPANY}/Create`, { name: ' ', code: 'x'.repeat(51) });
    expect(bad.statusCode).toBe(400);
    expect(fields(bad).sort()).toEqual(['code', 'name']);
    expect((await as('admin', 'POST', `${COMPANY}/Update`, { id: 999999, name: 'x' })).statusCode).toBe(404);
    expect(resultOf(await as('admin', 'GET', `${COMPANY}/GetPaged`)).totalCount).toBe(before);
  });

  it.each(['manager', 'agent', 'viewer'])('is the Admin’s: %s gets 403', async (who) => {
    expect((await as(who, 'GET', `${COMPANY}/GetPaged`)).statusCode).toBe(403);
    expect((await as(who, 'POST', `${COMPANY}/Create`, { name: 'x' })).statusCode).toBe(403);
    expect((await as(who, 'POST', `${COMPANY}/Update`, { id: 1, name: 'x' })).statusCode).toBe(403);
  });
});

describe('app modules', () => {
  it('lists every module for administration, in the shell’s order, enabled', async () => {
    const all = resultOf(await as('admin', 'GET', `${MODULE}/GetAll`));
    expect(all.map((m: { route: string }) => m.route)).toEqual(DEMO_APP_MODULES.map((m) => m.route));
    expect(all[0]).toMatchObject({ id: expect.any(Number), sort: 1, isEnabled: true, description: 'manage' });
  });

  it('creates a module at the end of the shell’s list', async () => {
    const route = `/${freshName('reports')}`;
    const created = resultOf(
      await as('admin', 'POST', `${MODULE}/Create`, {
        name: '报表',
        route,
        description: 'setting',
        port: '8300',
      }),
    );
    expect(created).toMatchObject({
      route,
      isEnabled: true,
      port: '8300',
      sort: DEMO_APP_MODULES.length + 1,
    });
    expect((await shellRoutes()).at(-1)).toBe(route);
  });

  it.each([
    ['a route without its /', { route: 'sign-up' }, 'must start with /'],
    ['the route of another module', { route: '/sign-up' }, 'is already the route of module 报名: /sign-up'],
    ['a menu kind other than manage or setting', { description: 'main' }, 'must be manage or setting'],
  ])('refuses %s (400 naming the field), creating nothing', async (_, change, message) => {
    const before = resultOf(await as('admin', 'GET', `${MODULE}/GetAll`)).length;
    const reply = await as('admin', 'POST', `${MODULE}/Create`, {
      name: '坏模块',
      route: `/${freshName('bad')}`,
      description: 'manage',
      ...change,
    });
    expect(reply.statusCode, reply.body).toBe(400);
    expect(reply.json().error.validationErrors[0].message).toBe(message);
    expect(resultOf(await as('admin', 'GET', `${MODULE}/GetAll`))).toHaveLength(before);
  });

  it('edits a module; another module’s route is 400 naming route, another id 404', async () => {
    const route = `/${freshName('edit')}`;
    const created = resultOf(
      await as('admin', 'POST', `${MODULE}/Create`, { name: '旧名', route, description: 'manage' }),
    );
    const edited = resultOf(
      await as('admin', 'POST', `${MODULE}/Update`, {
        id: created.id,
        name: '新名',
        route,
        description: 'setting',
      }),
    );
    expect(edited).toMatchObject({ name: '新名', description: 'setting', sort: created.sort });
    const clash = await as('admin', 'POST', `${MODULE}/Update`, {
      id: created.id,
      name: '新名',
      route: '/tender-notice',
      description: 'setting',
    });
    expect(clash.statusCode).toBe(400);
    expect(fields(clash)).toEqual(['route']);
    const missing = await as('admin', 'POST', `${MODULE}/Update`, {
      id: 999999,
      name: 'x',
      route: `/${freshName('x')}`,
      description: 'manage',
    });
    expect(missing.statusCode).toBe(404);
  });

  it('reorders: the named modules first, the others after in their order', async () => {
    const all = resultOf(await as('admin', 'GET', `${MODULE}/GetAll`));
    const [a, b, c] = all as { id: number; route: string }[];
    const reordered = resultOf(await as('admin', 'POST', `${MODULE}/Reorder`, { ids: [c!.id, a!.id] }));
    expect(reordered.slice(0, 3).map((m: { id: number }) => m.id)).toEqual([c!.id, a!.id, b!.id]);
    expect((await shellRoutes()).slice(0, 3)).toEqual([c!.route, a!.route, b!.route]);
    const twice = await as('admin', 'POST', `${MODULE}/Reorder`, { ids: [a!.id, a!.id] });
    expect(twice.statusCode).toBe(400);
    expect(fields(twice)).toEqual(['ids']);
    expect((await as('admin', 'POST', `${MODULE}/Reorder`, { ids: [999999] })).statusCode).toBe(404);
  });

  it('a disabled module leaves the shell’s list and comes back when enabled', async () => {
    const all = resultOf(await as('admin', 'GET', `${MODULE}/GetAll`));
    const module = all.find((m: { route: string }) => m.route === '/sys-notice');
    const off = resultOf(await as('admin', 'POST', `${MODULE}/Disable`, { id: module.id }));
    expect(off.isEnabled).toBe(false);
    expect(await shellRoutes()).not.toContain('/sys-notice');
    const listed = resultOf(
      await as('viewer', 'GET', `${MODULE}/GetPaged?Filter=${encodeURIComponent('description=setting')}`),
    );
    expect(listed.totalCount).toBe(listed.items.length);
    expect(listed.items.map((m: { route: string }) => m.route)).not.toContain('/sys-notice');
    expect(
      resultOf(await as('admin', 'GET', `${MODULE}/GetAll`)).find((m: { id: number }) => m.id === module.id),
    ).toMatchObject({ isEnabled: false });
    resultOf(await as('admin', 'POST', `${MODULE}/Enable`, { id: module.id }));
    expect(await shellRoutes()).toContain('/sys-notice');
  });

  it.each(['manager', 'agent', 'viewer'])(
    'is the Admin’s: %s gets 403, yet reads the shell’s list',
    async (who) => {
      const all = resultOf(await as('admin', 'GET', `${MODULE}/GetAll`));
      for (const [url, payload] of [
        [`${MODULE}/Create`, { name: 'x', route: `/${freshName('x')}`, description: 'manage' }],
        [`${MODULE}/Update`, { id: all[0].id, name: 'x', route: all[0].route, description: 'manage' }],
        [`${MODULE}/Reorder`, { ids: [all.at(-1).id] }],
        [`${MODULE}/Disable`, { id: all[0].id }],
        [`${MODULE}/Enable`, { id: all[0].id }],
      ] as const) {
        expect((await as(who, 'POST', url, payload)).statusCode, url).toBe(403);
      }
      expect((await as(who, 'GET', `${MODULE}/GetAll`)).statusCode).toBe(403);
      expect((await as(who, 'GET', `${MODULE}/GetPaged`)).statusCode).toBe(200);
      expect(resultOf(await as('admin', 'GET', `${MODULE}/GetAll`))).toEqual(all);
    },
  );
});
