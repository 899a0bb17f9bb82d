import { describe, expect, it } from 'vitest';
import { evaluationStepOf } from './evaluation-step';

describe('evaluationStepOf', () => {
  it('finds the step served by any of the three evaluation pages, however its router is spelt', () => {
    const steps = [
      { id: 1, router: '/sign-up' },
      { id: 2, router: 'qualification-bid-evaluation/index/' },
      { id: 3, router: '/bid-evaluation/index' },
    ];
    expect(evaluationStepOf(steps)?.id).toBe(2);
    expect(evaluationStepOf([{ id: 4, router: '/bid-evaluation/cl?x=1' }])?.id).toBe(4);
    expect(evaluationStepOf([{ id: 5, router: '/result-publicity' }])).toBeUndefined();
  });
});
