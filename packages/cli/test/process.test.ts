import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ExitCode } from '../src/exit-codes';
import { firstWithCheck, runningProjectsAt } from './demo-projects';
import { CliUser, startServer, type TestServer } from './support';

const BUNDLE = join(import.meta.dirname, '..', 'dist', 'tender.mjs');
const SHIM = join(import.meta.dirname, '..', 'bin', 'tender.mjs');

interface ProcessRun {
  code: number | null;
  stdout: string;
  stderr: string;
}

/** Runs a command line as a child process, stdin and stdout pipes (no terminal), answering `answer` once `when` shows. */
function spawnRun(
  command: string,
  args: readonly string[],
  env: Record<string, string>,
  answer?: { when: string; keys: readonly string[] },
): Promise<ProcessRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env: { ...process.env, ...env }, stdio: ['pipe', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    let answered = false;
    const onOutput = () => {
      if (!answer || answered || !(stdout + stderr).includes(answer.when)) return;
      answered = true;
      // One key at a time, as a person types: the prompt reads key presses in raw mode.
      answer.keys.forEach((key, i) => {
        setTimeout(() => child.stdin.write(key), 100 * (i + 1));
      });
    };
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
      onOutput();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
      onOutput();
    });
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, stdout, stderr }));
    if (!answer) child.stdin.end();
  });
}

describe('the built CLI as a process', () => {
  let server: TestServer;
  let user: CliUser;
  let env: Record<string, string>;

  beforeAll(async () => {
    server = await startServer();
    user = new CliUser(server);
    await user.logIn('manager');
    env = { XDG_CONFIG_HOME: user.xdg, TENDER_SERVER: server.url, NO_COLOR: '' };
  });
  afterAll(async () => {
    user?.dispose();
    await server?.close();
  });

  it('--help succeeds, on stdout, from the bundle and through the bin shim', async () => {
    for (const entry of [BUNDLE, SHIM]) {
      const help = await spawnRun(process.execPath, [entry, '--help'], env);
      expect(help.code).toBe(0);
      expect(help.stdout).toContain('Usage: tender');
      expect(help.stdout).toContain('Exit status:');
    }
    const sub = await spawnRun(process.execPath, [BUNDLE, 'flow', 'jump', '--help'], env);
    expect(sub.stdout).toContain('Example');
  });

  it('piped with no terminal: tab-separated data on stdout, nothing else; exit statuses reach the shell', async () => {
    const list = await spawnRun(process.execPath, [BUNDLE, 'projects', 'list', '--page-size', '4'], env);
    expect(list.code).toBe(0);
    expect(list.stdout.trim().split('\n')).toHaveLength(4);
    expect(list.stdout).not.toContain('\u001b');
    expect(list.stderr).toBe('');
    const usage = await spawnRun(process.execPath, [BUNDLE, 'flow', 'next', 'abc'], env);
    expect(usage.code).toBe(ExitCode.Usage);
    expect(usage.stdout).toBe('');
    expect(usage.stderr).toContain('project id');
    const anonymous = await spawnRun(process.execPath, [BUNDLE, 'auth', 'status'], {
      ...env,
      XDG_CONFIG_HOME: join(user.xdg, 'nobody'),
    });
    expect(anonymous.code).toBe(ExitCode.NotAuthenticated);
    const [project] = await runningProjectsAt(user, '开标评标');
    const refused = await spawnRun(process.execPath, [BUNDLE, 'project', 'cancel', String(project?.id)], env);
    expect(refused.code).toBe(ExitCode.Declined);
  });

  it('asks the confirm question on a real terminal (a pseudo-terminal through script): no, then yes', async () => {
    const { id } = await firstWithCheck(user, await runningProjectsAt(user, '开标评标'), ExitCode.Ok);
    const line = `${process.execPath} ${BUNDLE} project cancel ${id}`;
    const question = 'Cancel the project';
    const no = await spawnRun('script', ['-qec', line, '/dev/null'], env, {
      when: question,
      keys: ['n', '\r'],
    });
    expect(no.code).toBe(ExitCode.Declined);
    expect(no.stdout).toContain('nothing was changed');
    const yes = await spawnRun('script', ['-qec', line, '/dev/null'], env, {
      when: question,
      keys: ['y', '\r'],
    });
    expect(yes.code).toBe(ExitCode.Ok);
    const show = await user.run(['projects', 'show', String(id), '--json']);
    expect(show.json()).toMatchObject({ state: 8, projectFlowName: '项目取消' });
  });
});
