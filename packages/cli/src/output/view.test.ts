import { describe, expect, it } from 'vitest';
import { cell, view } from './view';

describe('view and cell', () => {
  it('keeps the JSON and the blocks apart', () => {
    expect(view({ a: 1 }, { kind: 'lines', lines: ['x'] })).toEqual({
      json: { a: 1 },
      blocks: [{ kind: 'lines', lines: ['x'] }],
    });
  });

  it.each([
    [null, ''],
    [undefined, ''],
    [0, '0'],
    [false, 'false'],
    [['Agent', 'ProjectManager'], 'Agent, ProjectManager'],
    ['报名', '报名'],
  ])('shows %j as %j', (value, text) => {
    expect(cell(value)).toBe(text);
  });
});
