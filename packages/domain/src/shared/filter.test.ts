import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clause, FilterSyntaxError, formatFilter, parseFilter } from './filter';

describe('the Filter grammar (§7 list parameters)', () => {
  it('reads an empty filter as no clauses', () => {
    expect(parseFilter(undefined)).toEqual([]);
    expect(parseFilter('   ')).toEqual([]);
  });

  it('reads mode=3 and several clauses', () => {
    expect(parseFilter('mode=3')).toEqual([{ field: 'mode', op: '=', values: ['3'] }]);
    expect(parseFilter('projectName~road, state=3|5 ,creationTime>=2026-01-01')).toEqual([
      { field: 'projectName', op: '~', values: ['road'] },
      { field: 'state', op: '=', values: ['3', '5'] },
      { field: 'creationTime', op: '>=', values: ['2026-01-01'] },
    ]);
  });

  it.each(['!=', '>=', '<=', '=', '>', '<', '~'] as const)('knows the operator %s', (op) => {
    expect(parseFilter(`a${op}1`)[0]?.op).toBe(op);
  });

  it('reads quoted values with commas, bars and escapes', () => {
    expect(parseFilter('projectName~"road, phase | 2 \\"east\\" \\\\"')).toEqual([
      { field: 'projectName', op: '~', values: ['road, phase | 2 "east" \\'] },
    ]);
  });

  it('keeps SQL-looking text as plain data', () => {
    expect(parseFilter("projectName='; DROP TABLE projects; --")).toEqual([
      { field: 'projectName', op: '=', values: ["'; DROP TABLE projects; --"] },
    ]);
  });

  it.each([
    ['=3', /expected a field name/],
    ['1a=3', /expected a field name/],
    ['state 3', /expected an operator/],
    ['state="3" mode=3', /expected ','/],
    ['name="open', /unterminated/],
    ['state>3|5', /alternatives need = or !=/],
  ])('refuses %j', (text, message) => {
    expect(() => parseFilter(text)).toThrow(FilterSyntaxError);
    expect(() => parseFilter(text)).toThrow(message);
  });

  it('refuses more than 32 clauses', () => {
    expect(() => parseFilter(Array.from({ length: 33 }, (_, i) => `f${i}=1`).join(','))).toThrow(
      /more than 32/,
    );
  });

  it('formats clauses so that parsing gives them back, whatever the values', () => {
    const field = fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,10}$/);
    const op = fc.constantFrom('=', '!=', '>=', '<=', '>', '<', '~' as const);
    const values = fc.array(fc.string({ maxLength: 12 }), { minLength: 1, maxLength: 1 });
    fc.assert(
      fc.property(fc.array(fc.record({ field, op, values }), { maxLength: 5 }), (clauses) => {
        expect(parseFilter(formatFilter(clauses))).toEqual(clauses);
      }),
    );
  });

  it('builds clauses from numbers and strings', () => {
    expect(formatFilter([clause('state', '=', 3, 5), clause('projectName', '~', 'a,b')])).toBe(
      'state=3|5,projectName~"a,b"',
    );
  });
});
