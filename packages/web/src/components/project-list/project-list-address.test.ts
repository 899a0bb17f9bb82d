import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  type ProjectListAddress,
  projectListAddressOf,
  projectListParams,
  projectSearchOf,
  projectSortingText,
  sortingOfTable,
  tableSortOrder,
} from './project-list-address';

const of = (query: string) => projectListAddressOf(new URLSearchParams(query));

describe('a project list in its address', () => {
  it('reads back every term it writes', () => {
    const address: ProjectListAddress = {
      projectName: '道路 工程',
      projectNum: 'ZB-2026-01',
      step: '报名',
      state: 5,
      createdFrom: '2026-01-01',
      createdTo: '2026-03-31',
      sorting: { field: 'projectName', order: 'asc' },
      page: 3,
      size: 20,
    };
    expect(projectListAddressOf(projectListParams(address))).toEqual(address);
  });

  it('gives the plain list a plain address', () => {
    expect(projectListParams({ page: 1, size: 10 }).toString()).toBe('');
    expect(of('')).toEqual({ page: 1, size: 10 });
  });

  it.each([
    ['state=4', 'a state §4 does not know'],
    ['state=abc', 'a state that is no number'],
    ['from=2026-02-30', 'a day that does not exist'],
    ['to=yesterday', 'a date that is no day'],
    ['sort=password asc', 'a column the list does not sort by'],
    ['sort=projectName sideways', 'an order that is neither'],
    ['page=0', 'page zero'],
    ['page=-2', 'a negative page'],
    ['page=1.5', 'a page that is no whole number'],
    ['size=7', 'a page size not offered'],
    [`name=${'x'.repeat(201)}`, 'a name longer than a project name can be'],
    ['name=%20%20', 'a name of spaces'],
  ])('leaves out %s (%s)', (query) => {
    expect(of(query)).toEqual({ page: 1, size: 10 });
  });

  it('asks the server for whole days, from the start of the first to the end of the last', () => {
    const search = projectSearchOf(of('from=2026-01-01&to=2026-01-31&state=3&name=road'));
    expect(search).toEqual({
      projectName: 'road',
      state: 3,
      createdFrom: dayjs('2026-01-01').startOf('day').toISOString(),
      createdTo: dayjs('2026-01-31').endOf('day').toISOString(),
    });
  });

  it('writes the sort as GetPaged reads it, and none for the server default', () => {
    expect(projectSortingText(of('sort=creationTime asc').sorting)).toBe('creationTime asc');
    expect(projectSortingText(of('').sorting)).toBeUndefined();
  });

  it('turns a click on a sortable column into the sort, and clearing it into none', () => {
    expect(sortingOfTable('projectName', 'ascend')).toEqual({ field: 'projectName', order: 'asc' });
    expect(sortingOfTable('creationTime', 'descend')).toEqual({ field: 'creationTime', order: 'desc' });
    expect(sortingOfTable('creationTime', null)).toBeUndefined();
    expect(sortingOfTable('actions', 'ascend')).toBeUndefined();
  });

  it('shows creation newest first while no sort is asked, as the server orders then', () => {
    expect(tableSortOrder(undefined, 'creationTime')).toBe('descend');
    expect(tableSortOrder(undefined, 'projectName')).toBeNull();
    const byName = of('sort=projectName asc').sorting;
    expect(tableSortOrder(byName, 'projectName')).toBe('ascend');
    expect(tableSortOrder(byName, 'creationTime')).toBeNull();
  });
});
