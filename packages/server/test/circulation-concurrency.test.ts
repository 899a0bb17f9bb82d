import { beforeAll, describe, expect, it } from 'vitest';
import { KyselyRecordRepository } from '../src/adapters/records/kysely-record-repository';
import { type Reply, useTestApp } from './harness';
import { ProjectApi as Api, type ProjectApi, type ProjectReply } from './support/project-api';

/**
 * ADR 0003: circulation is serialised per project. Many simultaneous `next` calls must produce exactly as
 * many advances as succeed, each checked against the step it leaves and each with its flow record; naming
 * the expected step makes a burst advance once. Meaningful on PostgreSQL, where requests truly overlap on
 * a connection pool; on PGlite the same test pins the contract. Admin circulates: the agent is in the
 * flowRoles of some steps only.
 */
let api: ProjectApi;

const harness = useTestApp();
beforeAll(async () => {
  api = await Api.signIn(harness.app);
});

const codeOf = (reply: Reply) => (reply.statusCode === 200 ? reply.json().result.code : reply.statusCode);

/** Everything the sign-up and qualification-purchase checks need, but too few qualification passers. */
async function satisfyChecksUpToQualificationResult(project: ProjectReply) {
  const records = new KyselyRecordRepository(harness.database.db, { tenantId: 3, userId: api.ids.agent! });
  for (const supplierName of ['甲公司', '乙公司', '丙公司']) {
    await records.create('signUp', {
      projectId: project.id,
      supplierName,
      signUp_state: '1',
      signUp_tenderDoc: `${supplierName}.pdf`,
    });
    await records.create('signIn', {
      projectId: project.id,
      supplierName,
      signInTime: '2026-03-01 09:00:00',
    });
    await records.create('qualificationPurchase', {
      projectId: project.id,
      supplierName,
      qualificationPurchase_state: '1',
    });
  }
}

async function flowRecordsOf(projectId: number) {
  return harness.database.db
    .selectFrom('flowRecords')
    .select(['fromNodeId', 'toNodeId', 'nodeType'])
    .where('projectId', '=', projectId)
    .orderBy('id')
    .execute();
}

describe('concurrent circulation of one project', () => {
  it('advances once for a burst of next calls naming the same step; the rest are conflicts', async () => {
    const project = await api.createProject();
    const [first, second] = await api.nodesOf(project);
    const replies = await Promise.all(
      Array.from({ length: 12 }, () =>
        api.circulate({ projectId: project.id, flowAction: 'next', expectedNodeId: first!.id }),
      ),
    );
    const codes = replies.map(codeOf);
    expect(codes.filter((c) => c === '1')).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(11);
    expect((await api.detail(project.id)).currentNodeId).toBe(second!.id);
    expect(await flowRecordsOf(project.id)).toEqual([
      { fromNodeId: first!.id, toNodeId: second!.id, nodeType: expect.any(String) },
    ]);
  });

  it('without an expected step: advances equal successes, every step checked, a record for each', async () => {
    const project = await api.createProject();
    await satisfyChecksUpToQualificationResult(project);
    const nodes = await api.nodesOf(project);
    const stop = nodes.findIndex((n) => n.router === '/qualification-result');
    expect(stop).toBeGreaterThan(2);

    const replies = await Promise.all(
      Array.from({ length: stop + 6 }, () =>
        api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'),
      ),
    );
    const codes = replies.map(codeOf);
    const successes = codes.filter((c) => c === '1').length;
    // The qualification-result step blocks (no passers): nobody may leave it, so exactly `stop` advance.
    expect(successes).toBe(stop);
    expect(codes.filter((c) => c !== '1').every((c) => c === '3')).toBe(true);
    expect((await api.detail(project.id)).currentNodeId).toBe(nodes[stop]!.id);

    const records = await flowRecordsOf(project.id);
    expect(records).toHaveLength(successes);
    // An unbroken chain: each advance left the step the previous one reached — none lost, none skipped.
    expect(records.map((r) => [r.fromNodeId, r.toNodeId])).toEqual(
      nodes.slice(0, stop).map((node, k) => [node.id, nodes[k + 1]!.id]),
    );
  });

  it('serialises next and jump on the same project: the record chain stays unbroken', async () => {
    const project = await api.createProject();
    const nodes = await api.nodesOf(project);
    const target = nodes.at(-2)!;
    const replies = await Promise.all([
      ...Array.from({ length: 5 }, () =>
        api.circulate({ projectId: project.id, flowAction: 'next' }, 'admin'),
      ),
      api.circulate({ projectId: project.id, flowAction: 'jump', jumpNodeId: target.id }, 'admin'),
    ]);
    const successes = replies.map(codeOf).filter((c) => c === '1').length;
    const records = await flowRecordsOf(project.id);
    expect(records).toHaveLength(successes);
    const current = (await api.detail(project.id)).currentNodeId;
    let at = nodes[0]!.id;
    for (const record of records) {
      expect(record.fromNodeId).toBe(at);
      at = record.toNodeId!;
    }
    expect(current).toBe(at);
  });
});
