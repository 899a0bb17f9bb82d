import { describe, expect, it } from 'vitest';
import type { Blocker } from '../circulation/blockers';
import type { FlowNodeRepository } from '../ports/flow-node-repository';
import type { ProjectRepository } from '../ports/project-repository';
import type { RecordRepository } from '../ports/record-repository';
import { BlockedError, ConflictError } from '../shared/errors';
import { ACTORS, aFlow, aProject } from '../testing/builders';
import {
  InMemoryFlowCirculation,
  InMemoryFlowNodeRepository,
  InMemoryProjectRepository,
} from '../testing/in-memory-projects';
import { AdvanceFlow } from './advance-flow';
import { ApplyBidException } from './apply-bid-exception';
import { CheckCirculation } from './check-circulation';
import { JumpFlow } from './jump-flow';

/** Reads fail the test: a use case given what the caller holds must not read it again. */
const unread = <T extends object>(name: string): T =>
  new Proxy({} as T, {
    get: (_, method) => () => Promise.reject(new Error(`${name}.${String(method)} was read`)),
  });

function world() {
  const project = aProject({ id: 1, currentNodeId: 102, projectManager: ACTORS.manager.userId });
  const nodes = aFlow('flow-1');
  const stored = new InMemoryProjectRepository([project]);
  const circulation = new InMemoryFlowCirculation(stored, new InMemoryFlowNodeRepository(nodes));
  const projects = unread<ProjectRepository>('projects');
  const flowNodes = unread<FlowNodeRepository>('flowNodes');
  const checks = new CheckCirculation(unread<RecordRepository>('records'));
  return {
    project,
    nodes,
    circulation,
    advance: new AdvanceFlow(projects, flowNodes, checks, circulation),
    jump: new JumpFlow(projects, flowNodes, circulation),
    exceptions: new ApplyBidException(projects, flowNodes, checks, circulation, {
      create: () => Promise.reject(new Error('no flow record expected')),
      listByProject: () => Promise.resolve([]),
    }),
  };
}

const blocker: Blocker = {
  code: 'sign-up-too-few-approved',
  count: 2,
  minimum: 3,
  message: { en: 'Too few', zh: '不足' },
};

// A screen or a CLI command that drew the project passes what it holds: the click sends the move only.
describe('flow use cases given what the caller holds (KnownFlow)', () => {
  it('advances with one circulation call and no read', async () => {
    const w = world();
    const known = { project: w.project, nodes: [...w.nodes].reverse(), blockers: [] };
    const move = await w.advance.execute({ projectId: 1, actor: ACTORS.agent, expectedNodeId: 102, known });
    expect([move.from.id, move.to.id]).toEqual([102, 103]);
    expect(w.circulation.requests).toEqual([
      { projectId: 1, flowAction: 'next', expectedNodeId: 102, operator: 'agent' },
    ]);
  });

  it('leaves the checks to the server when asked (a script that asks no question)', async () => {
    const w = world();
    const known = { project: w.project, nodes: w.nodes };
    const move = await w.advance.execute({
      projectId: 1,
      actor: ACTORS.agent,
      known,
      leaveChecksToServer: true,
    });
    expect(move.to.id).toBe(103);
  });

  it('refuses with the blockers it was given, sending nothing', async () => {
    const w = world();
    const error = await w.advance
      .execute({
        projectId: 1,
        actor: ACTORS.agent,
        known: { project: w.project, nodes: w.nodes, blockers: [blocker] },
      })
      .catch((e) => e);
    expect(error).toBeInstanceOf(BlockedError);
    expect(error.messages).toEqual(['Too few']);
    expect(w.circulation.requests).toEqual([]);
  });

  it('refuses a stale screen as moved on', async () => {
    const w = world();
    const known = { project: w.project, nodes: w.nodes, blockers: [] };
    await expect(
      w.advance.execute({ projectId: 1, actor: ACTORS.agent, expectedNodeId: 101, known }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('refuses a flow given for another project', async () => {
    const w = world();
    await expect(
      w.advance.execute({ projectId: 2, actor: ACTORS.agent, known: { project: w.project, nodes: w.nodes } }),
    ).rejects.toBeInstanceOf(ConflictError);
  });

  it('jumps, and runs a jumping exception, with what it was given', async () => {
    const w = world();
    const known = { project: w.project, nodes: w.nodes, blockers: [] };
    const move = await w.jump.execute({ projectId: 1, actor: ACTORS.admin, to: '开标评标', known });
    expect(move.to.id).toBe(105);
    const outcome = await w.exceptions.execute('processJump', {
      projectId: 1,
      actor: ACTORS.manager,
      jumpToNodeId: 103,
      known: { ...known, project: { ...w.project, currentNodeId: 105 } },
    });
    expect([outcome.move?.from.id, outcome.move?.to.id]).toEqual([105, 103]);
  });

  it('lists the server’s blocking messages one by one', async () => {
    const w = world();
    w.circulation.circulate = async () => ({ code: 3, msg: 'a\nb', messages: ['a', 'b'] });
    const known = { project: w.project, nodes: w.nodes, blockers: [] };
    const error = await w.advance.execute({ projectId: 1, actor: ACTORS.agent, known }).catch((e) => e);
    expect(error).toBeInstanceOf(BlockedError);
    expect(error.messages).toEqual(['a', 'b']);
  });
});
