import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ACTION_KEYS, hasActionPermission, parseAction } from './has-action-permission';

// §6: "UI actions not in the user's permission action list are hidden. Action keys: add, delete, edit,
// query, get, enable, disable, import, export. A check by "id.action" exists."
describe('hasActionPermission (§6)', () => {
  it('knows the nine action keys of §6', () => {
    expect(ACTION_KEYS.join(' ')).toBe('add delete edit query get enable disable import export');
  });

  it.each([
    ['a bare grant meets a bare check', ['edit'], 'edit', true],
    ['a bare grant meets a check for any id', ['edit'], 'project.edit', true],
    ['an id grant meets its own id', ['project.edit'], 'project.edit', true],
    ['an id grant does not meet another id', ['notice.edit'], 'project.edit', false],
    ['an id grant does not meet a bare check', ['project.edit'], 'edit', false],
    ['another key does not count', ['query'], 'edit', false],
    ['nothing granted', [], 'query', false],
    ['an unknown key is never granted', ['approve'], 'approve', false],
    ['an unknown key with an id is never granted', ['project.approve'], 'project.approve', false],
    ['case matters', ['Edit'], 'edit', false],
    ['an empty id is malformed', ['.edit'], '.edit', false],
    ['two dots are malformed', ['a.b.edit'], 'a.b.edit', false],
    ['malformed grants are ignored', ['a.b.edit', 'edit'], 'x.edit', true],
    ['an empty check', ['edit'], '', false],
  ])('%s', (_, granted, action, expected) => {
    expect(hasActionPermission(granted, action)).toBe(expected);
  });

  it('a bare grant of a key covers that key for every id', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...ACTION_KEYS),
        fc.stringMatching(/^[a-z][a-zA-Z0-9_-]{0,10}$/),
        (key, id) => {
          expect(hasActionPermission([key], `${id}.${key}`)).toBe(true);
          expect(hasActionPermission([key], key)).toBe(true);
        },
      ),
    );
  });

  it('nothing is ever granted by an empty list', () => {
    fc.assert(
      fc.property(fc.string(), (action) => {
        expect(hasActionPermission([], action)).toBe(false);
      }),
    );
  });
});

describe('parseAction', () => {
  it('reads a key and an id.key', () => {
    expect(parseAction('get')).toEqual({ key: 'get' });
    expect(parseAction('project.get')).toEqual({ id: 'project', key: 'get' });
    expect(parseAction('project.')).toBeUndefined();
  });
});
