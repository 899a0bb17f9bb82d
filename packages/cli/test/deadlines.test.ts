import {
  CHINA_WORKING_CALENDAR,
  type ProjectDeadlines,
  PublishNotice,
  RecordRepository,
  type RecordRepository as Records,
  SaveNotice,
  SaveProject,
} from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { CliUser, startServer, type TestServer } from './support';

const DAY_MS = 86_400_000;

/** The first year from now on whose holiday notice is not shipped: its working days are weekends only. */
function firstProvisionalYear(): number {
  let year = new Date().getUTCFullYear();
  while (CHINA_WORKING_CALENDAR.yearStatus(year) === 'official') year += 1;
  return year;
}

/**
 * `tender project deadlines` (Compliance/GetDeadlines) against the real server: a negotiation with fiscal
 * funds (government procurement), its tender notice out with a deadline in a year without its holiday
 * notice, and an objection waiting for its answer.
 */
describe('tender project deadlines', () => {
  let server: TestServer;
  let admin: CliUser;
  let manager: CliUser;
  let projectId: number;
  let provisionalYear: number;

  beforeAll(async () => {
    server = await startServer();
    admin = new CliUser(server);
    manager = new CliUser(server);
    await admin.logIn('admin');
    await manager.logIn('manager');
    // Written as the web writes them, by the admin's session (its config directory holds the token).
    const container = new Container();
    container.load(nodeModule({ apiUrl: server.url, configDir: admin.configDir }));
    projectId = (
      await container.get(SaveProject).execute({
        projectName: '法定时限命令项目',
        projectNum: `CLI-DUE-${Date.now()}`,
        biddingMethod: '竞争性谈判',
        capitalSource: '财政资金',
      })
    ).id;
    provisionalYear = firstProvisionalYear();
    // Counting back the three working days of the clarification cut-off runs through that year.
    const deadline = Math.max(Date.now() + 40 * DAY_MS, Date.parse(`${provisionalYear}-01-20T02:00:00Z`));
    const draft = await container.get(SaveNotice).execute({
      projectId,
      title: '竞争性谈判公告',
      noticeType: '0',
      content: '<p>公告</p>',
      endTime: new Date(deadline).toISOString(),
    });
    await container.get(PublishNotice).execute(draft.id);
    await container.get<Records>(RecordRepository).create('objection', {
      projectId,
      supplierName: '远大建设集团',
      content: '对采购需求有疑问',
      objection_status: '未处理',
    });
  });
  afterAll(async () => {
    admin?.dispose();
    manager?.dispose();
    await server?.close();
  });

  it('--json gives the report as the API returns it, laid out on the server’s clock', async () => {
    const run = await manager.run(['project', 'deadlines', String(projectId), '--json']);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const report = run.json<ProjectDeadlines>();
    expect(report).toMatchObject({ projectId, regime: 'procurement' });
    expect(Math.abs(Date.parse(report.now) - Date.now())).toBeLessThan(60_000);
    const statusOf = (id: string) => report.bounds.find((bound) => bound.id === id)?.status;
    expect(statusOf('bidDeadlineEarliest')).toBe('met');
    expect(statusOf('clarificationCutoff')).toBe('open');
    expect(statusOf('objectionReply')).toBe('open');
    expect(statusOf('contractSigning')).toBe('waiting');
    expect(report.provisionalYears).toContain(provisionalYear);
  });

  it('piped: one bound a tab-separated line, nothing else on stdout; the provisional years warned on stderr', async () => {
    const run = await manager.run(['project', 'deadlines', String(projectId)]);
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    const json = (
      await manager.run(['project', 'deadlines', String(projectId), '--json'])
    ).json<ProjectDeadlines>();
    // Not trimmed: a row with nothing to count down ends in a tab.
    const rows = run.stdout
      .replace(/\n$/, '')
      .split('\n')
      .map((line) => line.split('\t'));
    expect(rows).toHaveLength(json.bounds.length);
    expect(rows.every((row) => row.length === 6)).toBe(true);
    expect(run.stdout).not.toContain('\u001b');
    const clarification = rows[json.bounds.findIndex((bound) => bound.id === 'clarificationCutoff')];
    expect(clarification?.[2]).toBe('Measures for Non-Tendering Methods of Government Procurement, art. 29');
    expect(clarification?.[4]).toBe('open');
    expect(clarification?.[5]).toMatch(/^\d+d \d+h$/);
    expect(run.stderr).toBe(
      `warning: ${json.provisionalYears.join(', ')}: no official holiday calendar yet, counted by weekends only\n`,
    );
  });

  it('on a terminal in Chinese: a table under the law, the rules’ wording, the countdown in days and hours', async () => {
    const run = await manager.run(['project', 'deadlines', String(projectId)], {
      tty: true,
      env: { TENDER_LANG: 'zh-CN', NO_COLOR: '1' },
    });
    expect(run.code, run.stderr).toBe(ExitCode.Ok);
    expect(run.stdout).toContain(`Project ${projectId} · 政府采购法 · server time`);
    expect(run.stdout).toContain('进行中');
    expect(run.stdout).toMatch(/\d+天\d+小时/);
    expect(run.stdout).toContain('政府采购法 第五十三条');
    expect(run.stderr).toContain(`warning: ${provisionalYear}年`);
    expect(run.stderr).toContain('尚无官方节假日安排，仅按周末计算');
  });

  it('says a project is not found, and refuses an id that is none before asking', async () => {
    expect((await manager.run(['project', 'deadlines', '987654321'])).code).toBe(ExitCode.NotFound);
    const bad = await manager.run(['project', 'deadlines', 'abc']);
    expect(bad.code).toBe(ExitCode.Usage);
    expect(bad.stderr).toContain('project id');
  });
});
