import { CHINA_WORKING_CALENDAR } from '@tender/domain';
import { describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { runProgram } from '../src/program';
import { capturedIo } from '../src/testing/captured-io';

/** A command line run in-process, as a shell would: no server, the calendar ships with the CLI. */
async function run(args: readonly string[], env: Record<string, string> = {}) {
  const { io, stdout, stderr } = capturedIo({ env });
  const code = await runProgram(args, io);
  return { code, stdout: stdout(), stderr: stderr() };
}

/** The first year after the shipped ones: no notice loaded. */
const provisionalYear = (CHINA_WORKING_CALENDAR.officialYears.at(-1) as number) + 1;

describe('tender calendar', () => {
  it('--json gives the year as the domain holds it: the notice, the holidays and the 调休 days', async () => {
    const result = await run(['calendar', '2025', '--json']);
    expect(result.code, result.stderr).toBe(ExitCode.Ok);
    const report = JSON.parse(result.stdout);
    expect(report).toMatchObject({
      year: 2025,
      status: 'official',
      notice: { title: '国务院办公厅关于2025年部分节假日安排的通知', number: '国办发明电〔2024〕12号' },
      workdays: ['2025-01-26', '2025-02-08', '2025-04-27', '2025-09-28', '2025-10-11'],
    });
    expect(report.holidays).toContainEqual({ name: '春节', from: '2025-01-28', to: '2025-02-04', days: 8 });
    expect(result.stderr).toBe('');
  });

  it('prints one holiday a line, then one 调休 day a line, tab-separated when piped', async () => {
    const result = await run(['calendar', '2026']);
    expect(result.code, result.stderr).toBe(ExitCode.Ok);
    const lines = result.stdout.split('\n');
    expect(lines).toContain('status\tofficial');
    expect(lines).toContain('春节\t2026-02-15\t2026-02-23\t9');
    expect(lines).toContain('2026-02-14\tSaturday');
  });

  it('says a year without its notice is provisional, on stderr and in the JSON, in the --lang language', async () => {
    const json = await run(['calendar', String(provisionalYear), '--json']);
    expect(json.code).toBe(ExitCode.Ok);
    expect(JSON.parse(json.stdout)).toEqual({
      year: provisionalYear,
      status: 'provisional',
      notice: null,
      holidays: [],
      workdays: [],
    });
    expect(json.stderr).toContain(
      `${provisionalYear}: no official holiday calendar yet, counted by weekends only`,
    );
    const zh = await run(['calendar', String(provisionalYear), '--lang', 'zh-CN']);
    expect(zh.stdout).toContain('暂定（仅按周末计算）');
    expect(zh.stderr).toContain(`${provisionalYear}年：尚无官方节假日安排，仅按周末计算`);
  });

  it('refuses a year that is not four digits (usage, 2)', async () => {
    const result = await run(['calendar', '26']);
    expect(result.code).toBe(ExitCode.Usage);
    expect(result.stderr).toContain('a year is four digits');
  });
});
