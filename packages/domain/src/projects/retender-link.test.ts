import { describe, expect, it } from 'vitest';
import { retenderLinkProblem } from './retender-link';

describe('the re-tender link', () => {
  it.each([
    [5, true],
    [8, true],
    [3, false],
  ])('may name a project in state %i → %s', (state, allowed) => {
    expect(retenderLinkProblem({ state }) === undefined).toBe(allowed);
  });
});
