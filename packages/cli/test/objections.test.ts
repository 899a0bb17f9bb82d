import { ObjectionLog, type ObjectionLogReport, SaveProject } from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { CliUser, startServer, type TestServer } from './support';

const HOUR_MS = 3_600_000;

/**
 * `tender project objections` (Objection/GetList) against the real server: a tender under 招标投标法 with
 * an objection to its candidates still to be answered, and one to the documents answered.
 */
describe('tender project objections', () => {
  let server: TestServer;
  let admin: CliUser;
  let projectId: number;

  beforeAll(async () => {
    server = await startServer();
    admin = new CliUser(server);
    await admin.logIn('admin');
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir: admin.configDir }));
    projectId = (
      await container.get(SaveProject).execute({
        projectName: '异议命令项目',
        projectNum: `CLI-OBJ-${Date.now()}`,
        biddingMethod: '公开招标',
        capitalSource: '自有资金',
      })
    ).id;
    const log = container.get<ObjectionLog>(ObjectionLog);
    const receivedAt = new Date(Date.now() - HOUR_MS).toISOString();
    const documents = await log.register({
      projectId,
      objection_receivedAt: receivedAt,
      objection_subject: 'tenderDocuments',
      objection_channel: 'letter',
      supplierName: '甲公司',
      content: '评分标准有倾向性',
    });
    await log.reply({ id: documents.objection.id, objection_replyContent: '已修改评分标准' });
    await log.register({
      projectId,
      objection_receivedAt: receivedAt,
      objection_subject: 'candidates',
      objection_channel: 'email',
      supplierName: '乙公司',
      content: '候选人业绩不实',
    });
  });
  afterAll(async () => {
    admin?.dispose();
    await server?.close();
  });

  it('--json gives the log as the API returns it, on the server’s clock', async () => {
    const run = await admin.run(['project', 'objections', String(projectId), '--json']);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const report = run.json<ObjectionLogReport>();
    expect(report).toMatchObject({ projectId, regime: 'tendering' });
    expect(
      report.items.map((item) => [item.objection.supplierName, item.reply?.status, item.complaint.status]),
    ).toEqual([
      ['甲公司', 'answered', 'open'],
      ['乙公司', 'open', 'waiting'],
    ]);
  });

  it('piped: one objection a tab-separated line, the clock with its article and countdown', async () => {
    const run = await admin.run(['project', 'objections', String(projectId)]);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const rows = run.stdout
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows).toHaveLength(2);
    expect(rows.every((row) => row.length === 9)).toBe(true);
    expect(rows[0]?.slice(2, 4)).toEqual(['甲公司', 'tender documents']);
    expect(rows[0]?.[6]).toMatch(/^complaint window until \d{4}-\d{2}-\d{2}$/);
    expect(rows[0]?.[7]).toBe('Tendering Law Implementing Regulations, art. 60');
    expect(rows[1]?.[6]).toMatch(/^reply by \d{4}-\d{2}-\d{2}$/);
    expect(rows[1]?.[7]).toBe('Tendering Law Implementing Regulations, art. 54');
    expect(rows[1]?.[8]).toMatch(/^\d+d \d+h$|^\d+h \d+m$/);
  });

  it('says a project is not found', async () => {
    expect((await admin.run(['project', 'objections', '987654321'])).code).toBe(ExitCode.NotFound);
  });
});
