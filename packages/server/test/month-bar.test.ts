import { beforeAll, describe, expect, it } from 'vitest';
import { call, login, type Reply, testClock, useTestApp } from './harness';

let token: string;
let otherTenantToken: string;

/** A flow record of the tenant's first project, written at a given instant by `submitName`. */
async function recordAt(tenantId: number, iso: string, submitName = 'test') {
  const project = await harness.database.db
    .selectFrom('projects')
    .select('id')
    .where('tenantId', '=', tenantId)
    .orderBy('id')
    .executeTakeFirstOrThrow();
  await harness.database.db
    .insertInto('flowRecords')
    .values({
      tenantId,
      projectId: project.id,
      nodeType: 'next',
      submitName,
      creationTime: new Date(iso),
    })
    .execute();
}

// Mid-January 2031, far from the demo data's dates.
const harness = useTestApp({ config: { clock: testClock(new Date('2031-01-15T00:00:00Z')).clock } });
beforeAll(async () => {
  token = (await login(harness.app, 'viewer')).accessToken;
  otherTenantToken = (await login(harness.app, 'admin', 1)).accessToken;
  for (const at of [
    '2030-12-31T15:59:00Z', // 31 Dec in China: last month
    '2030-12-31T16:30:00Z', // 1 Jan 00:30 in China
    '2031-01-01T15:59:00Z', // 1 Jan 23:59
    '2031-01-01T16:00:00Z', // 2 Jan 00:00
    '2031-01-31T16:00:00Z', // 1 Feb: next month
  ]) {
    await recordAt(3, at);
  }
  await recordAt(3, '2031-01-31T15:59:00Z', '乙'); // 31 Jan 23:59
  await recordAt(1, '2031-01-10T04:00:00Z');
});

const monthBar = (url: string, bearer: string | null = token, query: Record<string, string> = {}) =>
  call(harness.app, { method: 'GET', url, query, ...(bearer ? { token: bearer } : {}) });
const result = (reply: Reply) => reply.json().result as { x: string; y: number }[];

describe('GET /analysis/month-bar (§7 demo, §3 x day / y traffic)', () => {
  it('counts the tenant’s flow records per day of the current month, in China Standard Time', async () => {
    const reply = await monthBar('/analysis/month-bar');
    expect(reply.statusCode, reply.body).toBe(200);
    const bars = result(reply);
    expect(bars).toHaveLength(31);
    expect(bars[0]).toEqual({ x: '2031-01-01', y: 2 });
    expect(bars[1]).toEqual({ x: '2031-01-02', y: 1 });
    expect(bars[30]).toEqual({ x: '2031-01-31', y: 1 });
    expect(bars.slice(2, 30).every((bar) => bar.y === 0)).toBe(true);
    expect(bars.map((bar) => bar.x)).toEqual(
      Array.from({ length: 31 }, (_, i) => `2031-01-${String(i + 1).padStart(2, '0')}`),
    );
  });

  it('answers the same under /api, and for another month on request', async () => {
    expect(result(await monthBar('/api/analysis/month-bar'))).toEqual(
      result(await monthBar('/analysis/month-bar')),
    );
    const february = result(await monthBar('/analysis/month-bar', token, { month: '2031-02' }));
    expect(february).toHaveLength(28);
    expect(february[0]).toEqual({ x: '2031-02-01', y: 1 });
  });

  it('counts only the caller’s tenant', async () => {
    const bars = result(await monthBar('/analysis/month-bar', otherTenantToken));
    expect(bars.filter((bar) => bar.y > 0)).toEqual([{ x: '2031-01-10', y: 1 }]);
  });

  it('names a bad month (400) and needs a token (401)', async () => {
    const bad = await monthBar('/analysis/month-bar', token, { month: '2031-13' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['month']);
    expect((await monthBar('/analysis/month-bar', null)).statusCode).toBe(401);
  });
});

const items = (reply: Reply) => reply.json().result as { name: string; total: number }[];

describe('GET /analysis/month-bar/items (§3 chart items: name, total)', () => {
  it('breaks the month’s bars down by who wrote the records, most first, adding up to the bars', async () => {
    const reply = await monthBar('/analysis/month-bar/items');
    expect(reply.statusCode, reply.body).toBe(200);
    expect(items(reply)).toEqual([
      { name: 'test', total: 3 },
      { name: '乙', total: 1 },
    ]);
    const bars = result(await monthBar('/analysis/month-bar'));
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(sum(items(reply).map((item) => item.total))).toBe(sum(bars.map((bar) => bar.y)));
  });

  it('answers the same under /api, for another month, and only for the caller’s tenant', async () => {
    expect(items(await monthBar('/api/analysis/month-bar/items'))).toEqual(
      items(await monthBar('/analysis/month-bar/items')),
    );
    expect(items(await monthBar('/analysis/month-bar/items', token, { month: '2031-02' }))).toEqual([
      { name: 'test', total: 1 },
    ]);
    expect(items(await monthBar('/analysis/month-bar/items', token, { month: '2030-11' }))).toEqual([]);
    expect(items(await monthBar('/analysis/month-bar/items', otherTenantToken))).toEqual([
      { name: 'test', total: 1 },
    ]);
  });

  it('names a bad month (400) and needs a token (401)', async () => {
    const bad = await monthBar('/analysis/month-bar/items', token, { month: '2031-1' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors[0].members).toEqual(['month']);
    expect((await monthBar('/analysis/month-bar/items', null)).statusCode).toBe(401);
  });
});
