import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decideNextStepButton, showsToClosingButton } from '../flow/flow-buttons';
import type { FlowNode } from '../flow/flow-node';
import { mayModifyStep } from '../permissions/may-modify-step';
import { correctMenu } from './correct-menu';
import { offeredExceptions } from './offered-exceptions';

// §6: "A user may modify a step only if the project is in state 3 with auditState null … Otherwise the
// screen is read-only." A read-only project offers no modifying action anywhere on the screen.
describe('a read-only project (state 5 or 8, or auditState set) offers no modifying action (§4, §6)', () => {
  const readOnlyStatus = fc
    .record({ state: fc.constantFrom(3, 5, 8), auditState: fc.constantFrom(null, '13', '12', '') })
    .filter((s) => s.state !== 3 || s.auditState !== null);

  const anyFlow = fc.integer({ min: 1, max: 6 }).chain((length) =>
    fc.array(fc.subarray(['Agent', 'Admin']), { minLength: length, maxLength: length }).map((roles) =>
      roles.map(
        (flowRoles, i): FlowNode => ({
          id: i + 1,
          nodeName: `step ${i + 1}`,
          router: `/step-${i + 1}`,
          sort: i,
          isDisplay: true,
          flowInstanceId: 'F',
          flowRoles,
          nextNodeId: i + 1 === length ? 0 : i + 2,
          childNode: [],
        }),
      ),
    ),
  );

  it('no exceptions, no bid-exception entry, no next-step button, no to-closing button', () => {
    fc.assert(
      fc.property(
        readOnlyStatus,
        anyFlow,
        fc.integer({ min: 1, max: 6 }),
        fc.integer({ min: 1, max: 6 }),
        fc.subarray(['Agent', 'Admin', 'admin']),
        fc.boolean(),
        fc.boolean(),
        (status, nodes, currentNodeId, viewingNodeId, roleNames, jump, blocked) => {
          const project = { ...status, currentNodeId };
          const current = nodes.find((n) => n.id === currentNodeId);
          const mayModify = mayModifyStep(project, current, roleNames);
          expect(mayModify).toBe(false);
          expect(offeredExceptions({ mayModify, mayJump: jump, hasBlockers: blocked })).toEqual([]);
          expect(correctMenu({ mayModify }).map((e) => e.key)).not.toContain('bidException');
          const input = { nodes, project, viewingNodeId, roleNames };
          expect(decideNextStepButton({ ...input, blockers: blocked ? ['x'] : [] }).visible).toBe(false);
          expect(showsToClosingButton(input)).toBe(false);
        },
      ),
    );
  });
});
