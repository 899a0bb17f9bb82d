import { describe, expect, it } from 'vitest';
import { ListAddressChanges } from './list-address-changes';

const SORTED = { field: 'projectName', order: 'asc' } as const;

describe('ListAddressChanges: each change starts from the address as it last became', () => {
  it('keeps a search when the sort is clicked before the search has reached the render', () => {
    const changes = new ListAddressChanges(new URLSearchParams('page=3'));
    expect(changes.search({ projectName: '地址旅程' }).toString()).toBe(
      'name=%E5%9C%B0%E5%9D%80%E6%97%85%E7%A8%8B',
    );
    // A render for something else (a list reply) still reads the old address: the search stays.
    changes.read(new URLSearchParams('page=3'));
    expect(Object.fromEntries(changes.sort(SORTED))).toEqual({ name: '地址旅程', sort: 'projectName asc' });
    expect(Object.fromEntries(changes.turn(2, 10))).toEqual({
      name: '地址旅程',
      sort: 'projectName asc',
      page: '2',
    });
  });

  it('starts from an address the user went to (back, a link), and a new page size goes to page one', () => {
    const changes = new ListAddressChanges(new URLSearchParams('name=a&sort=projectName+asc'));
    changes.read(new URLSearchParams('name=b'));
    expect(Object.fromEntries(changes.sort(undefined))).toEqual({ name: 'b' });
    expect(Object.fromEntries(changes.turn(4, 20))).toEqual({ name: 'b', size: '20' });
    expect(Object.fromEntries(changes.search({ step: '报名' }))).toEqual({ step: '报名', size: '20' });
  });
});
