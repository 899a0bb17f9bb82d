import { join } from 'node:path';
import {
  OBJECTION_HANDLED,
  OBJECTION_UNHANDLED,
  RecordRepository,
  type RecordRepository as Records,
} from '@tender/domain';
import { nodeModule } from '@tender/infrastructure/node';
import { Container } from 'inversify';
import type { CliUser } from './support';

interface ListedProject {
  id: number;
  projectFlowName: string | null;
  auditState: string | null;
  state: number;
}

/** Running, unaudited projects whose current step name is `step`, as `projects list --json` gives them. */
export async function runningProjectsAt(user: CliUser, step: string): Promise<ListedProject[]> {
  const run = await user.run([
    'projects',
    'list',
    '--state',
    'running',
    '--step',
    step,
    '--page-size',
    '100',
    '--json',
  ]);
  if (run.code !== 0) throw new Error(run.stderr);
  return run
    .json<{ items: ListedProject[] }>()
    .items.filter((p) => p.projectFlowName === step && p.auditState === null);
}

/** The first of the projects for which `flow check` gives the wanted exit status. */
export async function firstWithCheck(user: CliUser, projects: readonly ListedProject[], exitCode: number) {
  for (const project of projects) {
    const check = await user.run(['flow', 'check', String(project.id), '--json']);
    if (check.code === exitCode) return { id: project.id, check: check.json<CheckJson>() };
  }
  throw new Error(`no project with flow check exit ${exitCode} among ${projects.map((p) => p.id)}`);
}

export interface CheckJson {
  projectId: number;
  step: { id: number; name: string };
  blocked: boolean;
  blockers: { code: string; count: number; minimum: number; message: string }[];
}

/**
 * Records what the sign-up step lacks — a supplier handling its objection, three more approved sign-ups
 * with bid documents, three online sign-ins — through the middleware record API, as the supplier portal
 * would. Uses the signed-in user's token from their config directory.
 */
export async function recordMissingSignUpFacts(user: CliUser, projectId: number): Promise<void> {
  const container = new Container();
  container.load(nodeModule({ apiUrl: user.server.url, configDir: join(user.xdg, 'tender') }));
  const records = container.get<Records>(RecordRepository);
  for (const objection of await records.listByProject('objection', projectId)) {
    if (objection.objection_status === OBJECTION_UNHANDLED && objection.id !== undefined) {
      await records.update('objection', {
        ...objection,
        id: objection.id,
        objection_status: OBJECTION_HANDLED,
      });
    }
  }
  for (const n of [1, 2, 3]) {
    const supplierName = `测试供应商${n}有限公司`;
    await records.create('signUp', {
      projectId,
      supplierName,
      signUp_state: '1',
      signUp_tenderDoc: `bids/${n}.pdf`,
    });
    await records.create('signIn', {
      projectId,
      supplierName,
      userName: `bidder-${n}`,
      signInTime: new Date().toISOString(),
    });
  }
}

/**
 * An objection to the tender documents answered a month late: its reply bound is missed (实施条例 第二十二条,
 * 政府采购法 第五十三条), which a move of the flow then says (ADR 0022).
 */
export async function recordLateAnsweredObjection(user: CliUser, projectId: number): Promise<void> {
  const container = new Container();
  container.load(nodeModule({ apiUrl: user.server.url, configDir: join(user.xdg, 'tender') }));
  const day = 86_400_000;
  await container.get<Records>(RecordRepository).create('objection', {
    projectId,
    supplierName: '迟复异议有限公司',
    content: '评分标准有倾向性',
    objection_status: OBJECTION_HANDLED,
    objection_subject: 'tenderDocuments',
    objection_receivedAt: new Date(Date.now() - 40 * day).toISOString(),
    objection_repliedAt: new Date(Date.now() - 10 * day).toISOString(),
  });
}
