import { describe, expect, it } from 'vitest';
import { renderPlain } from './render-plain';

// A pipe gets one record a line, tab-separated, no header and no colour (README "Output").
describe('renderPlain', () => {
  it('writes fields and table rows as tab-separated lines without headers or titles', () => {
    expect(
      renderPlain([
        {
          kind: 'fields',
          title: 'Project',
          rows: [
            ['id', '12'],
            ['name', '道路 一期'],
          ],
        },
        {
          kind: 'table',
          title: 'Steps',
          head: ['id', 'name'],
          rows: [
            ['1', '报名'],
            ['2', '开标评标'],
          ],
        },
      ]),
    ).toBe('id\t12\nname\t道路 一期\n1\t报名\n2\t开标评标');
  });

  it('keeps free lines as they are', () => {
    expect(renderPlain([{ kind: 'lines', lines: ['blocked at "报名":', '  - too few'] }])).toBe(
      'blocked at "报名":\n  - too few',
    );
  });

  it('keeps one record a line when a value holds tabs or line breaks', () => {
    expect(renderPlain([{ kind: 'table', head: ['a', 'b'], rows: [['x\ty', 'line1\r\nline2\n']] }])).toBe(
      'x y\tline1 line2 ',
    );
  });

  it('writes nothing for nothing', () => {
    expect(renderPlain([])).toBe('');
    expect(renderPlain([{ kind: 'table', head: ['a'], rows: [] }])).toBe('');
  });
});
