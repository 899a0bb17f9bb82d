import { describe, expect, it } from 'vitest';
import { REFUSAL_MESSAGES } from '../shared/refusal-messages';
import { type BoundDefinition, type BoundRule, STATUTORY_BOUNDS } from './statutory-bound-table';

/** Every rule of the table, under each regime and method. */
function allRules(): BoundRule[] {
  return Object.values(STATUTORY_BOUNDS).flatMap((definition: BoundDefinition) =>
    [definition.tendering, definition.procurement, ...Object.values(definition.byMethod ?? {})].filter(
      (found): found is BoundRule => Boolean(found),
    ),
  );
}

describe('the table of bounds', () => {
  it('gives each refusal the words of its own article, in both languages', () => {
    const refusing = allRules().filter((found) => found.refusal);
    expect(refusing).toHaveLength(13);
    for (const found of refusing) {
      const words = REFUSAL_MESSAGES[found.refusal!];
      expect(words.zh, found.refusal).toContain(found.citation.zh);
      expect(words.en, found.refusal).toContain(found.citation.en);
    }
  });

  it('counts every cut-off back from a deadline (for bids or applications), and nothing else', () => {
    for (const found of allRules()) {
      const deadline = found.anchor === 'bidDeadline' || found.anchor === 'applicationDeadline';
      expect(found.counted === 'before', found.citation.en).toBe(deadline);
    }
  });
});
