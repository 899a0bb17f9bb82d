import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { useTestApp } from './harness';
import { fieldsOf } from './support/organisation';
import { ProjectApi, SPROJECT } from './support/project-api';

/**
 * A NUL character (U+0000) in any text the API takes is refused with a 400 naming the field, never passed
 * on to the database (which cannot store one, and answered 500): every query parameter of every GET route
 * of the OpenAPI document, and a JSON body's field, which stores nothing.
 */
let api: ProjectApi;

interface Operation {
  readonly parameters?: readonly { readonly in: string; readonly name: string }[];
}

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, ['admin']);
});

/** Each GET route's url with one query parameter holding a NUL, for every query parameter it documents. */
function probes(): { route: string; parameter: string; url: string }[] {
  const paths = (harness.app.swagger() as { paths: Record<string, Record<string, Operation>> }).paths;
  return Object.entries(paths).flatMap(([path, operations]) => {
    const parameters = operations.get?.parameters ?? [];
    // A path parameter names some row: any id will do, the query is what is probed.
    const base = path.replace(/\{[^}]+\}/g, '1');
    return parameters
      .filter((parameter) => parameter.in === 'query')
      .map((parameter) => ({
        route: `GET ${path}`,
        parameter: parameter.name,
        url: `${base}?${encodeURIComponent(parameter.name)}=a%00b`,
      }));
  });
}

describe('a NUL character in the input', () => {
  it('is a 400 naming the query parameter on every GET route, never a 500', async () => {
    const all = probes();
    expect(all.length).toBeGreaterThan(50);
    const answers = await Promise.all(
      all.map(async (probe) => ({ ...probe, reply: await api.get(probe.url, 'admin') })),
    );
    const failed = answers
      .filter(({ reply, parameter }) => reply.statusCode !== 400 || !fieldsOf(reply).includes(parameter))
      .map(({ route, parameter, reply }) => `${route} ${parameter}: ${reply.statusCode}`);
    expect(failed).toEqual([]);
  });

  it('is a 400 naming the field of a JSON body, and stores nothing', async () => {
    const count = async () =>
      (await sql<{ n: number }>`select count(*)::int as n from projects`.execute(harness.database.db))
        .rows[0]!.n;
    const before = await count();
    const reply = await api.post(
      `${SPROJECT}/CreateOrUpdate`,
      {
        projectName: 'NUL\u0000项目',
        projectNum: 'NUL-1',
        biddingMethod: '公开招标',
        sGroupList: [{ groupNumber: '1', groupName: '标段\u0000一' }],
      },
      'admin',
    );
    expect(reply.statusCode, reply.body).toBe(400);
    expect(fieldsOf(reply)).toEqual(['projectName', 'sGroupList.0.groupName']);
    expect(reply.json().error.validationErrors[0].message).toBe('must not hold a NUL character');
    expect(await count()).toBe(before);
  });
});
