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

  it('wraps the cells of a column given a width, Chinese and English alike, and leaves the others', () => {
    const table = renderHuman(
      [
        {
          kind: 'table',
          head: ['what', 'due'],
          rows: [
            ['每项异议或质疑须于此日前答复', '2026-11-30'],
            ['Each objection is answered by this day', '2026-11-30'],
          ],
          widths: [16],
        },
      ],
      plain,
    );
    for (const part of ['每项异议或质疑须', '于此日前答复', 'Each objection', 'is answered by', 'this day']) {
      expect(table).toContain(part);
    }
    expect(table.split('\n').filter((line) => line.includes('2026-11-30'))).toHaveLength(2);
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
