import { describe, expect, it } from 'vitest';
import { coloursFor } from './colours';
import { renderHuman } from './render-human';

const plain = coloursFor({ isTTY: false, env: {}, colorFlag: true });
const coloured = coloursFor({ isTTY: true, env: {}, colorFlag: true });

describe('renderHuman', () => {
  it('aligns field labels under a title', () => {
    const text = renderHuman(
      [
        {
          kind: 'fields',
          title: 'Project',
          rows: [
            ['id', '12'],
            ['step', '报名'],
          ],
        },
      ],
      plain,
    );
    expect(text).toBe('Project\nid    12\nstep  报名');
  });

  it('draws a table with its header, and says (none) for no rows', () => {
    const table = renderHuman([{ kind: 'table', head: ['id', 'name'], rows: [['1', '报名']] }], plain);
    expect(table.split('\n')).toHaveLength(5);
    expect(table).toMatch(/id.*name/);
    expect(table).toMatch(/1.*报名/);
    expect(renderHuman([{ kind: 'table', title: 'Steps', head: ['id'], rows: [] }], plain)).toBe(
      'Steps\n(none)',
    );
  });

  it('separates blocks by a blank line and colours titles only on a terminal', () => {
    const blocks = [
      { kind: 'lines' as const, lines: ['one'] },
      { kind: 'fields' as const, title: 'T', rows: [['a', 'b'] as const] },
    ];
    expect(renderHuman(blocks, plain)).toBe('one\n\nT\na  b');
    expect(renderHuman(blocks, coloured)).toContain('\u001b[1mT\u001b[22m');
  });
});
