import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { aStep as step } from '../testing/builders';
import type { FlowNode } from './flow-node';
import { orderFlow } from './order-flow';

const ids = (nodes: readonly FlowNode[]) => nodes.map((n) => n.id);

// §3: "nextNodeId: 0 means the last step."
describe('orderFlow (§3, §4)', () => {
  it('follows nextNodeId from the head whatever the sort says', () => {
    const nodes = [step(10, 0, { sort: 1 }), step(30, 20, { sort: 3 }), step(20, 10, { sort: 2 })];
    expect(ids(orderFlow(nodes))).toEqual([30, 20, 10]);
  });

  it('keeps hidden steps in the chain', () => {
    const nodes = [step(1, 2), step(2, 3, { isDisplay: false }), step(3, 0)];
    expect(ids(orderFlow(nodes))).toEqual([1, 2, 3]);
  });

  it('orders a single last step', () => {
    expect(ids(orderFlow([step(5, 0)]))).toEqual([5]);
  });

  it('returns nothing for no steps', () => {
    expect(orderFlow([])).toEqual([]);
  });

  it.each([
    ['two heads', [step(1, 0, { sort: 2 }), step(2, 0, { sort: 1 })], [2, 1]],
    ['a link to a missing step', [step(1, 99, { sort: 2 }), step(2, 1, { sort: 1 })], [2, 1]],
    ['a cycle with no head', [step(1, 2, { sort: 2 }), step(2, 1, { sort: 1 })], [2, 1]],
    [
      'a chain with a stray cycle',
      [step(1, 0, { sort: 3 }), step(2, 3, { sort: 1 }), step(3, 2, { sort: 2 })],
      [2, 3, 1],
    ],
    ['a self-loop', [step(1, 1)], [1]],
    ['duplicate ids', [step(1, 0, { sort: 2 }), step(1, 0, { sort: 1, nodeName: 'dup' })], [1, 1]],
    ['equal sort broken by id', [step(9, 0, { sort: 1 }), step(4, 0, { sort: 1 })], [4, 9]],
  ])('falls back to sort then id for %s', (_, nodes, expected) => {
    expect(ids(orderFlow(nodes))).toEqual(expected);
  });

  it('does not change its input', () => {
    const nodes = [step(2, 0), step(1, 2)];
    orderFlow(nodes);
    expect(ids(nodes)).toEqual([2, 1]);
  });

  it('is a permutation of its input', () => {
    const anyNodes = fc.array(
      fc.record({
        id: fc.integer({ min: 1, max: 8 }),
        sort: fc.integer({ min: 0, max: 5 }),
        nextNodeId: fc.integer({ min: 0, max: 8 }),
      }),
      { maxLength: 8 },
    );
    fc.assert(
      fc.property(anyNodes, (nodes) => {
        const ordered = orderFlow(nodes);
        expect(ordered).toHaveLength(nodes.length);
        expect([...ordered].sort(compare)).toEqual([...nodes].sort(compare));
      }),
    );
  });

  it('recovers any well-formed chain, however it is shuffled', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(fc.integer({ min: 1, max: 100 }), { minLength: 1, maxLength: 10 }),
        fc.integer(),
        (chainIds, seed) => {
          const chain = chainIds.map((id, i) =>
            step(id, chainIds[i + 1] ?? 0, { sort: (seed * (i + 7)) % 13 }),
          );
          const shuffled = [...chain].sort((a, b) => a.sort - b.sort || b.id - a.id);
          expect(ids(orderFlow(shuffled))).toEqual(chainIds);
        },
      ),
    );
  });
});

function compare(
  a: { id: number; sort: number; nextNodeId: number },
  b: { id: number; sort: number; nextNodeId: number },
) {
  return a.id - b.id || a.sort - b.sort || a.nextNodeId - b.nextNodeId;
}
