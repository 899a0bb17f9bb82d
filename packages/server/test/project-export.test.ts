import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { currentSchema } from '../src/db/current-schema';
import { migrations, migratorFor } from '../src/db/migrate';
import { useTestApp } from './harness';
import { ProjectApi, SPROJECT } from './support/project-api';
import { roleGrants } from './support/role-grants';

/**
 * The project lists as a spreadsheet (§2 /manage/index and /home/project, §6 `project.export`): the rows
 * GetPaged's Filter selects, in its Sorting, as CSV or XLSX with headers in the asked language; a formula
 * never runs; who may not export is refused; migration 0018 grants it to who edits projects.
 */
let api: ProjectApi;
const mark = `EXP-${Date.now().toString(36)}`;

const harness = useTestApp();
beforeAll(async () => {
  api = await ProjectApi.signIn(harness.app, 3, ['admin', 'agent', 'viewer']);
  await api.createProject({ projectNum: `${mark}-1`, projectName: `${mark} 道路工程` });
  await api.createProject({ projectNum: `${mark}-2`, projectName: `=HYPERLINK("x") ${mark}` });
});

const filter = encodeURIComponent(`projectNum~${mark},mode=3`);
const csvLines = (body: Buffer) => {
  const text = body.toString('utf8');
  expect(text.startsWith('\uFEFF')).toBe(true);
  return text.slice(1).trimEnd().split('\r\n');
};

describe('Sproject/Export', () => {
  it('writes the filtered rows in the asked order as CSV, a formula neutralised', async () => {
    const reply = await api.get(`${SPROJECT}/Export?Format=csv&Filter=${filter}&Sorting=projectNum%20asc`);
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(reply.headers['content-disposition']).toBe('attachment; filename="projects.csv"');
    expect(reply.headers['cache-control']).toBe('private, no-store');
    const lines = csvLines(reply.rawPayload);
    expect(lines[0]).toBe(
      'Project number,Project name,Bidding method,Budget,Purchaser,Bid opening,Step,State,Project manager,Created',
    );
    expect(lines).toHaveLength(3);
    expect(lines[1]?.startsWith(`${mark}-1,${mark} 道路工程,Open tendering,`)).toBe(true);
    expect(lines[2]?.startsWith(`${mark}-2,"'=HYPERLINK(""x"") ${mark}",`)).toBe(true);
  });

  it('writes XLSX with headers in Chinese, every cell text', async () => {
    const reply = await api.get(
      `${SPROJECT}/Export?Language=zh-CN&Filter=${filter}&Sorting=projectNum%20desc`,
    );
    expect(reply.statusCode, reply.body).toBe(200);
    expect(reply.headers['content-disposition']).toBe('attachment; filename="projects.xlsx"');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(reply.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    const cells = (row: number) => (sheet.getRow(row).values as unknown[]).slice(1);
    expect(cells(1).slice(0, 3)).toEqual(['项目编号', '项目名称', '招标方式']);
    expect(sheet.rowCount).toBe(3);
    expect(cells(2).slice(0, 3)).toEqual([`${mark}-2`, `'=HYPERLINK("x") ${mark}`, '公开招标']);
    expect(cells(3)[0]).toBe(`${mark}-1`);
    expect(cells(3).every((cell) => typeof cell === 'string')).toBe(true);
  });

  it('refuses who may not export (the Viewer reads only), and a bad format naming the field', async () => {
    const viewer = await api.get(`${SPROJECT}/Export?Format=csv`, 'viewer');
    expect(viewer.statusCode).toBe(403);
    const bad = await api.get(`${SPROJECT}/Export?Format=pdf`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.validationErrors.flatMap((e: { members: string[] }) => e.members)).toContain(
      'Format',
    );
    const unknownField = await api.get(`${SPROJECT}/Export?Filter=${encodeURIComponent('password=1')}`);
    expect(unknownField.statusCode).toBe(400);
  });
});

describe('migration 0018: project export', () => {
  const grantsOf = (role: string) =>
    roleGrants(harness.database.db, role, (permission) => permission === 'project.export');

  it('goes down without the grant, and up granting it to the roles that edit projects only', async () => {
    const schema =
      harness.database.kind === 'postgres' ? await currentSchema(harness.database.db) : undefined;
    const migrator = migratorFor(harness.database.db, schema);
    const names = Object.keys(migrations);
    expect(
      (await migrator.migrateTo(names[names.indexOf('0018-project-export') - 1]!)).error,
    ).toBeUndefined();
    for (const role of ['Admin', 'ProjectManager', 'Agent', 'Viewer'])
      expect(await grantsOf(role)).toEqual([]);
    expect((await migrator.migrateToLatest()).error).toBeUndefined();
    for (const role of ['Admin', 'ProjectManager', 'Agent']) {
      expect(await grantsOf(role), role).toEqual(['project.export']);
    }
    expect(await grantsOf('Viewer')).toEqual([]);
  });
});
