import { describe, expect, it } from 'vitest';
import { PROJECT_QUERY_FIELDS } from '../projects/project-query-fields';
import { ValidationError } from './errors';
import { parseSorting, queryField, readQueryValue } from './query-fields';

const fieldOf = (error: unknown) => (error as ValidationError).fields[0]?.field;
const thrown = (work: () => unknown) => {
  try {
    work();
  } catch (error) {
    return error;
  }
  throw new Error('expected a refusal');
};

// §7 list calls take a Filter and a Sorting: only whitelisted, typed fields, refused by name otherwise.
describe('query fields: one table every side of the wire reads (§7 Filter, Sorting)', () => {
  it.each([
    ['text', 'abc', 'abc'],
    ['integer', '-42', -42],
    ['boolean', 'TRUE', true],
    ['boolean', '0', false],
    ['timestamp', '2026-01-02T03:04:05Z', new Date('2026-01-02T03:04:05Z')],
  ] as const)('reads a %s value', (type, text, value) => {
    expect(readQueryValue('f', type, text)).toEqual(value);
  });

  it.each([
    ['integer', '1.5', /whole number/],
    ['integer', '1234567890123456', /whole number/],
    ['boolean', 'yes', /true or false/],
    ['timestamp', 'soon', /must be a date/],
  ] as const)('refuses a %s value %j, naming Filter', (type, text, message) => {
    const error = thrown(() => readQueryValue('f', type, text));
    expect(error).toBeInstanceOf(ValidationError);
    expect(fieldOf(error)).toBe('Filter');
    expect((error as Error).message).toMatch(message);
  });

  it('knows only its own fields, never an inherited name', () => {
    expect(queryField(PROJECT_QUERY_FIELDS, 'state', 'Filter').type).toBe('integer');
    for (const name of ['constructor', '__proto__', 'nope']) {
      expect(fieldOf(thrown(() => queryField(PROJECT_QUERY_FIELDS, name, 'Filter')))).toBe('Filter');
    }
  });

  it('sorts by whitelisted fields asc or desc, falling back when empty', () => {
    expect(
      parseSorting(' projectName , creationTime DESC', PROJECT_QUERY_FIELDS, 'id').map((k) => [
        k.name,
        k.direction,
      ]),
    ).toEqual([
      ['projectName', 'asc'],
      ['creationTime', 'desc'],
    ]);
    expect(parseSorting('  ', PROJECT_QUERY_FIELDS, 'creationTime desc')[0]?.name).toBe('creationTime');
  });

  it.each(['nope', 'state sideways', 'state desc nulls', 'involves'])(
    'refuses the Sorting %j, naming Sorting',
    (text) => {
      expect(fieldOf(thrown(() => parseSorting(text, PROJECT_QUERY_FIELDS, 'id')))).toBe('Sorting');
    },
  );
});
