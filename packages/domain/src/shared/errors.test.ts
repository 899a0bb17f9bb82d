import { describe, expect, it } from 'vitest';
import { ConflictError } from './errors';

describe('ConflictError', () => {
  it('lists what stands in the way, none by default', () => {
    expect(new ConflictError('stale').details).toEqual([]);
    const inUse = new ConflictError('The role is in use', ['user agent (李代理)']);
    expect(inUse).toMatchObject({
      code: 'CONFLICT',
      message: 'The role is in use',
      details: ['user agent (李代理)'],
    });
  });
});
